--TEST--
RedisLock token() and adopt() with the options: with fencing, token() carries the lock's fencing token after ":" and the adopting object's fencingToken() gives it; with renew, an adopted lock is renewed by the adopting object (held through a sleep of three times its lifetime) until its unlock(); with release_at_shutdown, an adopted lock is released at the adopting object's end
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$scale = rl_time_scale();
$a = rl_lock(['fencing' => true]);
$a->lock('fenced', 0, 30);
$handoff = $a->token('fenced');
[$token, $fence] = explode(':', $handoff);
echo 'fencing token after ":": ', (int) $fence === $a->fencingToken('fenced') ? 'yes' : 'no', "\n";
$b = rl_lock(['fencing' => true]);
var_dump($b->adopt('fenced', $handoff), $b->fencingToken('fenced') === (int) $fence, $b->unlock('fenced'));

$expire = 0.3 * $scale;
$c = rl_lock();
$c->lock('renewed', 0, $expire);
$d = rl_lock(['renew' => true]);
var_dump($d->adopt('renewed', $c->token('renewed')));
usleep((int) (3 * $expire * 1e6));
var_dump($d->isLocking('renewed'), $d->unlock('renewed'));

$e = rl_lock();
$e->lock('at-end', 0, 30);
$f = rl_lock(['release_at_shutdown' => true]);
var_dump($f->adopt('at-end', $e->token('at-end')));
unset($f);
echo 'released at the adopting object\'s end: ', rl_redis('EXISTS', rl_lock_key('at-end')) === 0 ? 'yes' : 'no', "\n";
?>
--EXPECT--
fencing token after ":": yes
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
released at the adopting object's end: yes
