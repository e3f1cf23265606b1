--TEST--
RedisLock: with fencing on, fencingToken() grows strictly with every acquisition of a name, across objects
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$a = rl_lock(['fencing' => true]);
$b = rl_lock(['fencing' => true]);
$seen = [];
var_dump($a->lock('res'));
$seen[] = $first = $a->fencingToken('res');
var_dump(is_int($first) && $first > 0);
var_dump($a->fencingToken('res') === $first);  // stable while held
var_dump($a->unlock('res'));
var_dump($b->lock('res'));
$seen[] = $b->fencingToken('res');
var_dump($b->unlock('res'));
var_dump($a->lock('res'));                     // the first object again
$seen[] = $a->fencingToken('res');
var_dump($a->unlock('res'));
// an acquisition after an expiry counts too
var_dump($b->lock('res', 0, 0.1));
$seen[] = $b->fencingToken('res');
usleep(150000);
var_dump($a->lock('res', 1, 15, 10000));
$seen[] = $a->fencingToken('res');
$increasing = true;
for ($i = 1; $i < count($seen); $i++) {
    $increasing = $increasing && is_int($seen[$i]) && $seen[$i] > $seen[$i - 1];
}
echo count($seen), ' tokens, ', $increasing ? 'strictly increasing' : 'NOT increasing: ' . json_encode($seen), "\n";
// a failed acquisition does not advance the counter
$counter = rl_redis('GET', '{' . rl_lock_key('res') . '}:fence');
var_dump($b->lock('res'));
var_dump(rl_redis('GET', '{' . rl_lock_key('res') . '}:fence') === $counter);
var_dump($a->unlock('res'));
var_dump($b->lock('res'));
var_dump($b->fencingToken('res') > end($seen));
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
5 tokens, strictly increasing
bool(false)
bool(true)
bool(true)
bool(true)
bool(true)
