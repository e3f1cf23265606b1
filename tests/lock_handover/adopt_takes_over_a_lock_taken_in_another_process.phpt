--TEST--
RedisLock token() and adopt(): a lock taken in one process (a forked child, which then ends without releasing it) is adopted in another with the token the first gave, which then holds it as its own: isLocking(), expire() and unlock() work, another object cannot take it meanwhile, and once released it cannot be adopted again; token() is false for a name this object does not hold
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$file = tempnam(sys_get_temp_dir(), 'rl-handoff');
$pid = rl_fork(static function () use ($file) {
    $lock = rl_lock();
    $lock->lock('order:42', 0, 30);
    file_put_contents($file, $lock->token('order:42'));
    return 0;                              // ends holding it
});
echo 'child: ', rl_fork_wait($pid), "\n";
$handoff = file_get_contents($file);
unlink($file);
echo 'token: ', strlen($handoff), ' hex characters: ', ctype_xdigit($handoff) ? 'yes' : 'no', "\n";
$worker = rl_lock();
var_dump($worker->token('order:42'));
var_dump($worker->isLocking('order:42'));
var_dump($worker->adopt('order:42', $handoff));
var_dump($worker->token('order:42') === $handoff);
var_dump($worker->isLocking('order:42'), $worker->expire('order:42', 60));
echo 'ttl about 60 s: ', rl_redis('TTL', rl_lock_key('order:42')) > 55 ? 'yes' : 'no', "\n";
var_dump(rl_lock()->lock('order:42'));  // another object: still held
var_dump($worker->unlock('order:42'));
echo 'key left: ', rl_redis('EXISTS', rl_lock_key('order:42')), "\n";
var_dump($worker->adopt('order:42', $handoff)); // released: nothing to adopt
?>
--EXPECT--
child: 0
token: 32 hex characters: yes
bool(false)
bool(false)
bool(true)
bool(true)
bool(true)
bool(true)
ttl about 60 s: yes
bool(false)
bool(true)
key left: 0
bool(false)
