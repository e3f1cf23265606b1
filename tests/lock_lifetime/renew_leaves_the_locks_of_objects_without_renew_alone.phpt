--TEST--
RedisLock renew: in a process where one object renews its locks, another object without renew holding a lock with $expire = 1 is not renewed: its lock expires on time while the renewing object's lock lives on
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/lifetime.inc';
$s = rl_time_scale();
$renewing = rl_lock(['renew' => true]);
$plain = rl_lock();
$start = rl_now();
var_dump($renewing->lock('renewed', 0, $s));
var_dump($plain->lock('plain', 0, $s));
$renewed_token = rl_lock_token('renewed');
$plain_token = rl_lock_token('plain');

$plain_seen = rl_watch_lock('plain', $plain_token, 3 * $s);
$gone = $plain_seen['gone_at'];
echo "the plain object's lock expired on time: ", $gone !== null && $gone < 1.4 * $s ? 'yes' : 'no (' . var_export($gone, true) . ')', "\n";
echo "the renewing object's lock is still there: ", rl_lock_token('renewed') === $renewed_token ? 'yes' : 'no', "\n";
echo 'the plain object no longer holds its lock: ', !$plain->isLocking('plain') ? 'yes' : 'no', "\n";
echo 'the renewing object still holds its lock: ', $renewing->isLocking('renewed') ? 'yes' : 'no', "\n";
echo 'one renewal was started in all: ', rl_counter('Renewals started') === 1 ? 'yes' : 'no', "\n";

// the same name, taken by both objects in turn
var_dump($renewing->unlock('renewed'));
var_dump($plain->lock('renewed', 0, $s));
$token = rl_lock_token('renewed');
$seen = rl_watch_lock('renewed', $token, 2.5 * $s, true);
echo 'a lock of the plain object under a name the renewing one held expires on time: ', $seen['gone_at'] !== null && $seen['gone_at'] < 1.4 * $s ? 'yes' : 'no', "\n";
?>
--EXPECT--
bool(true)
bool(true)
the plain object's lock expired on time: yes
the renewing object's lock is still there: yes
the plain object no longer holds its lock: yes
the renewing object still holds its lock: yes
one renewal was started in all: yes
bool(true)
bool(true)
a lock of the plain object under a name the renewing one held expires on time: yes
