--TEST--
RedisSemaphore $weight equal to $limit: taken on an empty semaphore (every permit), refused while one permit is held; a holder of the whole weight that never releases expires whole (all its members at once), and a caller waiting for the whole weight is handed it then; the expired holder's isAcquired() and release() are false and leave the new holder's permits alone
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/semaphore.inc';
$s = rl_time_scale();
[$a, $b, $c] = [rl_semaphore(), rl_semaphore(), rl_semaphore()];

var_dump($c->acquire('pool', 4, 0, 30, 1));
var_dump($a->acquire('pool', 4, 0, 30, 4));        // one permit held: refused
echo 'permits: ', count(rl_semaphore_permits('pool')), "\n";
var_dump($c->release('pool'));

var_dump($a->acquire('pool', 4, 0, $s, 4));        // the whole weight, for $expire
echo 'permits of a: ', count(rl_semaphore_permits('pool')), "\n";
var_dump($c->acquire('pool', 4, 0, 30, 1));        // full

$started = microtime(true);
var_dump($b->acquire('pool', 4, 10 * $s, 30, 4));  // waits for a's expiry
$waited = microtime(true) - $started;
echo 'b was handed the weight once a expired: ', $waited >= 0.5 * $s && $waited < 5 * $s ? 'yes' : "no ($waited s)", "\n";
$permits = rl_semaphore_permits('pool');
$token = (string) array_key_first($permits);
$base = explode('/', $token)[0];
ksort($permits);
echo "b holds 4 members of its own token: ", count($permits) === 4
    && array_keys($permits) === [$base, "$base/2", "$base/3", "$base/4"] ? 'yes' : 'no (' . json_encode($permits) . ')', "\n";
var_dump($a->isAcquired('pool'), $a->release('pool'));
echo 'permits after the expired holder released: ', count(rl_semaphore_live_permits('pool')), "\n";
var_dump($b->isAcquired('pool'), $b->release('pool'));
echo 'keys left: ', json_encode(rl_test_keys()), "\n";
?>
--EXPECT--
bool(true)
bool(false)
permits: 1
bool(true)
bool(true)
permits of a: 4
bool(false)
bool(true)
b was handed the weight once a expired: yes
b holds 4 members of its own token: yes
bool(false)
bool(false)
permits after the expired holder released: 4
bool(true)
bool(true)
keys left: []
