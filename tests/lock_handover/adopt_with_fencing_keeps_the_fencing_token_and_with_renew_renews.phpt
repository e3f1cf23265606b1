--TEST--
RedisLock token() and adopt() with the options: with fencing, the adopting object's fencingToken() is the lock's, read from the server's counter (token() is the bare token either way); with renew, an adopted lock is renewed by the adopting object (held through a sleep of three times its lifetime, also one adopted with 0.1 s left) until its unlock(); with release_at_shutdown, an adopted lock is released at the adopting object's end, while the giver's release_at_shutdown leaves a lock it handed out with token() to its next holder
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$scale = rl_time_scale();
$a = rl_lock(['fencing' => true]);
$a->lock('fenced', 0, 30);
$token = $a->token('fenced');
echo 'token: ', strlen($token), ' hex characters', "\n";
$b = rl_lock(['fencing' => true]);
var_dump($b->adopt('fenced', $token), $b->fencingToken('fenced') === $a->fencingToken('fenced'), $b->unlock('fenced'));

$expire = 0.3 * $scale;
$c = rl_lock();
$c->lock('renewed', 0, $expire);
$d = rl_lock(['renew' => true]);
var_dump($d->adopt('renewed', $c->token('renewed')));
usleep((int) (3 * $expire * 1e6));
var_dump($d->isLocking('renewed'), $d->unlock('renewed'));
// adopted with little left: renewed with a lifetime of at least a second
$c->lock('late', 0, 0.1 * $scale);
var_dump($d->adopt('late', $c->token('late')));
usleep((int) (0.3 * $scale * 1e6));
var_dump($d->isLocking('late'), $d->unlock('late'));

$e = rl_lock(['release_at_shutdown' => true]);
$e->lock('at-end', 0, 30);
$f = rl_lock(['release_at_shutdown' => true]);
var_dump($f->adopt('at-end', $e->token('at-end')));
unset($e);
echo 'kept at the giver\'s end: ', rl_redis('EXISTS', rl_lock_key('at-end')) === 1 ? 'yes' : 'no', "\n";
unset($f);
echo 'released at the adopting object\'s end: ', rl_redis('EXISTS', rl_lock_key('at-end')) === 0 ? 'yes' : 'no', "\n";
?>
--EXPECT--
token: 32 hex characters
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
kept at the giver's end: yes
released at the adopting object's end: yes
