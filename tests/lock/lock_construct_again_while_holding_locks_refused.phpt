--TEST--
RedisLock: calling __construct() again on an object that holds locks throws Error and leaves the object and its locks as they were; without locks it may be constructed again, and a failed constructor leaves the object usable
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$lock = rl_lock();
var_dump($lock->lock('job'));
try {
    $lock->__construct(rl_params(['prefix' => 'other:']));
} catch (Error $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
var_dump($lock->isLocking('job'), $lock->unlock('job'));     // still its own lock, same prefix

$lock->__construct(rl_params(['prefix' => rl_prefix() . 'again:']));   // nothing held: allowed
var_dump($lock->lock('job'), rl_redis('EXISTS', rl_prefix() . 'again:Lock:job'), $lock->unlock('job'));
try {
    $lock->__construct(['port' => 'not a port']);
} catch (ValueError $e) {
    echo get_class($e), "\n";
}
var_dump($lock->lock('job'), $lock->unlock('job'));          // the settings before the failed call
$queue = rl_queue();
$queue->__construct(rl_params(['prefix' => rl_prefix() . 'q2:']));  // a queue holds nothing
var_dump($queue->enqueue('jobs', 'a'), rl_redis('EXISTS', rl_prefix() . 'q2:Queue:jobs'));
?>
--EXPECT--
bool(true)
Error: RedisLock::__construct() cannot be called again on an object that holds locks: unlock them first
bool(true)
bool(true)
bool(true)
int(1)
bool(true)
ValueError
bool(true)
bool(true)
bool(true)
int(1)
