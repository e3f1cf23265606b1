--TEST--
RedisStock: a hold that expired and whose quantity was sold again stays expired after a failover to a replica whose clock is behind (or a clock stepped back): it cannot be confirmed into a second sale of one unit, and available() never answers below 0
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$s = new RedisStock(rl_params());
$item = 'shoe';
$key = rl_prefix() . 'Stock:' . $item;

/* A replica whose clock is D behind answers from the same data at a clock
 * D earlier: the same as this server answering after every time the item
 * stored is moved D later. This moves them (the two sum trees rebuilt from
 * the records with their own code), as a failover to such a replica. */
function behind(string $key, int $d): void
{
    $tree = file_get_contents(__DIR__ . '/../../ext/lua/lib/sum_tree.lua');
    $shift = <<<'LUA'
local item, reservations, holds, finals, d = KEYS[1], KEYS[2], KEYS[3], KEYS[4], tonumber(ARGV[1])
local function whole(n) return string.format('%.0f', n) end
local fields = redis.call('HGETALL', item)
for i = 1, #fields, 2 do
  if string.match(fields[i], '^[hf]%d+$') then redis.call('HDEL', item, fields[i]) end
  if fields[i] == 'clock' then redis.call('HSET', item, 'clock', whole(tonumber(fields[i + 1]) + d)) end
end
local records = redis.call('HGETALL', reservations)
for i = 1, #records, 2 do
  local kind, quantity, ms, rest = string.match(records[i + 1], '^([hf])|(%d+)|(%d+)|(.*)$')
  quantity, ms = tonumber(quantity), tonumber(ms) + d
  redis.call('HSET', reservations, records[i], kind .. '|' .. whole(quantity) .. '|' .. whole(ms) .. '|' .. rest)
  if kind == 'h' then
    redis.call('ZADD', holds, whole(ms), records[i])
    sum_tree_add(item, 'h', ms, quantity, 8796093022208)
  else
    redis.call('ZADD', finals, whole(ms), records[i])
    sum_tree_add(item, 'f', ms / 60000, quantity, 134217728)
  end
end
return 1
LUA;
    rl_redis('EVAL', $tree . "\n" . $shift, '4', $key, '{' . $key . '}:reservations', '{' . $key . '}:holds',
        '{' . $key . '}:finals', (string) $d);
}

$s->set($item, 1);
$cart = $s->take($item, 1, null, 0, 0.2);
$deadline = microtime(true) + 10;
while ($s->available($item) === 0 && microtime(true) < $deadline) {
    usleep(20000);
}
echo 'the cart expired: ', $s->available($item), "\n";
$sold = $s->take($item, 1);
echo 'sold again: ', var_export(is_string($sold), true), "\n";
behind($key, 300000);   // 5 minutes, a whole number of minutes
echo 'available: ', $s->available($item), "\n";
echo 'confirm the expired cart: ', var_export($s->confirm($item, $cart), true), "\n";
echo 'cancel the expired cart: ', var_export($s->cancel($item, $cart), true), "\n";
echo 'info: ', json_encode($s->info($item)), "\n";
echo 'a new take: ', var_export($s->take($item, 1), true), "\n";
?>
--EXPECT--
the cart expired: 1
sold again: true
available: 0
confirm the expired cart: false
cancel the expired cart: false
info: {"available":0,"held":0,"taken":1,"holds":0,"buyers":0}
a new take: false
