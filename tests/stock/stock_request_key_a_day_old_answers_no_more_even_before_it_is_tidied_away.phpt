--TEST--
RedisStock take() with $request: a request key is remembered for a day; one whose day is over (here its due time is set in the past, as a day later would find it) answers no more even while its record is still there, not yet tidied away: the repeat takes anew, with a new reservation, which later repeats then answer
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$s = rl_stock();
$s->set('lamp', 5);
$first = $s->take('lamp', 1, null, 0, 0, 'order-9');
echo 'repeat within the day: ', var_export($s->take('lamp', 1, null, 0, 0, 'order-9') === $first, true), ', available ', $s->available('lamp'), "\n";
$due = '{' . rl_stock_key('lamp') . '}:requestdue';
$requests = '{' . rl_stock_key('lamp') . '}:requests';
rl_redis('ZADD', $due, 'XX', (string) (rl_server_ms() - 1), 'order-9');
echo 'record still there: ', var_export(rl_redis('HGET', $requests, 'order-9') === $first, true), "\n";
$second = $s->take('lamp', 1, null, 0, 0, 'order-9');
echo 'a day later: ', strlen($second), ' hex digits, new: ', var_export($second !== $first, true), ', available ', $s->available('lamp'), "\n";
echo 'repeat: ', var_export($s->take('lamp', 1, null, 0, 0, 'order-9') === $second, true), ', available ', $s->available('lamp'), "\n";
?>
--EXPECT--
repeat within the day: true, available 4
record still there: true
a day later: 32 hex digits, new: true, available 3
repeat: true, available 3
