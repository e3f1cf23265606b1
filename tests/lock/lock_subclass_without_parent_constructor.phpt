--TEST--
RedisLock: a subclass whose constructor does not call the parent's gets an Error from every method, not a crash
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
class MyLock extends RedisLock
{
    public function __construct()
    {
        // forgot parent::__construct()
    }
}
$lock = new MyLock();
$calls = [
    'lock' => fn () => $lock->lock('x'),
    'unlock' => fn () => $lock->unlock('x'),
    'unlockAll' => fn () => $lock->unlockAll(),
    'expire' => fn () => $lock->expire('x', 10),
    'isLocking' => fn () => $lock->isLocking('x'),
    'fencingToken' => fn () => $lock->fencingToken('x'),
];
foreach ($calls as $method => $call) {
    try {
        var_dump($call());
    } catch (Error $e) {
        echo "$method: ", get_class($e), ': ', $e->getMessage(), "\n";
    }
}
unset($lock);
// a subclass that does call the parent works
class GoodLock extends RedisLock
{
    public function __construct()
    {
        parent::__construct(rl_params());
    }
}
$good = new GoodLock();
var_dump($good->lock('x'));
var_dump(rl_redis('EXISTS', rl_lock_key('x')));
?>
--EXPECTF--
lock: Error: %snot initialized%s
unlock: Error: %snot initialized%s
unlockAll: Error: %snot initialized%s
expire: Error: %snot initialized%s
isLocking: Error: %snot initialized%s
fencingToken: Error: %snot initialized%s
bool(true)
int(1)
