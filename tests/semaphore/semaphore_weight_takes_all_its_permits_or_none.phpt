--TEST--
RedisSemaphore $weight: a holder takes its weight's permits at once or none (limit 5: weight 3 taken, then weight 3 refused with 2 free and nothing written, weight 2 taken, weight 1 refused); each permit is a member of the sorted set with the holder's expiry, expire() and isAcquired() act on all of a holder's permits, and a release frees them all at once for a heavy caller
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/semaphore.inc';
[$a, $b, $c, $d] = [rl_semaphore(), rl_semaphore(), rl_semaphore(), rl_semaphore()];
var_dump($a->acquire('pool', 5, 0, 30, 3));
$ofA = rl_semaphore_permits('pool');
echo 'permits after a (weight 3): ', count($ofA), "\n";
echo "a's permits share one expiry: ", count(array_unique($ofA)) === 1 ? 'yes' : 'no', "\n";
$token = array_keys($ofA)[0];
ksort($ofA);
echo 'members: the token, token/2, token/3: ',
    array_keys($ofA) === [$token, "$token/2", "$token/3"] ? 'yes' : 'no (' . json_encode(array_keys($ofA)) . ')', "\n";
var_dump($b->acquire('pool', 5, 0, 30, 3));
echo 'after b refused (weight 3, 2 free): ', count(rl_semaphore_permits('pool')), " permits, same members: ",
    rl_semaphore_permits('pool') === $ofA ? 'yes' : 'no', "\n";
var_dump($c->acquire('pool', 5, 0, 30, 2));
echo 'after c (weight 2): ', count(rl_semaphore_permits('pool')), "\n";
var_dump($d->acquire('pool', 5, 0, 30, 1));
var_dump($a->isAcquired('pool'), $b->isAcquired('pool'), $c->isAcquired('pool'));

// expire() moves every permit of a's weight, and only a's
var_dump($a->expire('pool', 100));
$now = rl_server_ms();
$after = rl_semaphore_permits('pool');
$mine = array_filter($after, static fn ($k) => $k === $token || str_starts_with($k, "$token/"), ARRAY_FILTER_USE_KEY);
$others = array_diff_key($after, $mine);
echo "a's 3 permits now live about 100 s: ", count($mine) === 3
    && min($mine) - $now > 95000 && max($mine) - $now <= 100000 ? 'yes' : 'no (' . json_encode($mine) . ')', "\n";
echo "c's 2 permits still live about 30 s: ", count($others) === 2 && max($others) - $now <= 30000 ? 'yes' : 'no', "\n";

// a's release frees its 3 permits at once: b's weight 3 fits now
var_dump($a->release('pool'));
echo 'after a released: ', count(rl_semaphore_permits('pool')), " permits\n";
var_dump($b->acquire('pool', 5, 0, 30, 3));
echo 'after b: ', count(rl_semaphore_permits('pool')), " permits\n";
var_dump($b->release('pool'), $c->release('pool'));
echo 'keys left: ', json_encode(rl_test_keys()), "\n";
?>
--EXPECT--
bool(true)
permits after a (weight 3): 3
a's permits share one expiry: yes
members: the token, token/2, token/3: yes
bool(false)
after b refused (weight 3, 2 free): 3 permits, same members: yes
bool(true)
after c (weight 2): 5
bool(false)
bool(true)
bool(false)
bool(true)
bool(true)
a's 3 permits now live about 100 s: yes
c's 2 permits still live about 30 s: yes
bool(true)
after a released: 2 permits
bool(true)
after b: 5 permits
bool(true)
bool(true)
keys left: []
