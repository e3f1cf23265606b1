--TEST--
RedisLock connection: a non-persistent connection still works in code that runs at request shutdown (a session save handler)
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
// The session module writes the session in its own RSHUTDOWN, which may run
// after redislock's: the connection must still be there (under valgrind,
// freeing it too early shows as an invalid read).
class LockingSessionHandler implements SessionHandlerInterface
{
    public function __construct(private RedisLock $lock) {}
    public function open(string $path, string $name): bool { return true; }
    public function close(): bool { return true; }
    public function read(string $id): string|false { return ''; }
    public function write(string $id, string $data): bool
    {
        echo 'write: lock ', var_export($this->lock->lock("session:$id", 0, 5), true),
            ', unlock ', var_export($this->lock->unlock("session:$id"), true), "\n";
        return true;
    }
    public function destroy(string $id): bool { return true; }
    public function gc(int $max_lifetime): int|false { return 0; }
}
session_set_save_handler(new LockingSessionHandler(rl_lock(['persistent' => false])));
session_id('abc');
session_start();
$_SESSION['n'] = 1;
echo "end of script\n";
?>
--EXPECT--
end of script
write: lock true, unlock true
