--TEST--
RedisLock connection: a non-persistent connection still works in code that runs at request shutdown (a session save handler)
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
// The session module writes the session in its own RSHUTDOWN, which may run
// after redislock's: the connection must still be there (under valgrind,
// freeing it too early shows as an invalid read).
class Holder { public static RedisLock $lock; }
Holder::$lock = rl_lock(['persistent' => false]);
session_set_save_handler(
    fn ($path, $name) => true,
    fn () => true,
    fn ($id) => '',
    function ($id, $data) {
        echo 'write: lock ', var_export(Holder::$lock->lock("session:$id", 0, 5), true),
            ', unlock ', var_export(Holder::$lock->unlock("session:$id"), true), "\n";
        return true;
    },
    fn ($id) => true,
    fn ($max) => 0
);
session_id('abc');
session_start();
$_SESSION['n'] = 1;
echo "end of script\n";
?>
--EXPECT--
end of script
write: lock true, unlock true
