--TEST--
RedisLock: waiting leaves no keys behind once the locks are released and the waits are over
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$codes = rl_fork_workers(6, function (int $i) {
    $lock = rl_lock();
    for ($n = 0; $n < 5; $n++) {
        if (!$lock->lock('shared', 5, 2, 50000)) {
            throw new RuntimeException('not acquired');
        }
        usleep(2000);
        $lock->unlock('shared');
    }
});
echo implode(',', $codes), "\n";
// one lock left to expire on its own, with a waiter that gives up
$a = rl_lock();
$a->lock('expiring', 0, 0.3);
var_dump(rl_lock()->lock('expiring', 0.1, 5, 20000));
usleep(1300000);   // wake tokens live 1 s, waiting markers the wait + 0.1 s
var_dump(rl_redis('KEYS', rl_prefix() . '*'));
?>
--EXPECT--
0,0,0,0,0,0
bool(false)
array(0) {
}
