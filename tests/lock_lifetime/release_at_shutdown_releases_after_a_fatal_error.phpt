--TEST--
RedisLock release_at_shutdown: a script that dies of a fatal error still releases the locks its objects with the option hold, whether the error is an uncaught Error (a call to an undefined function) or an engine fatal error that unwinds nothing (an allocation size overflow) while the object is a local of the function that fails, and the process ends with PHP's usual status 255 and the usual message only; a lock of an object without the option stays held
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/release.inc';
$cases = [
    'undefined function' => 'no_such_function_anywhere();',
    // E_ERROR from the allocator whatever it is (memory_limit is not enforced under valgrind and ASan)
    'allocation overflow' => '$huge = str_repeat("xx", PHP_INT_MAX);',
];
foreach ($cases as $case => $fatal) {
    $stem = str_replace(' ', '-', $case);
    $child = rl_php_child('
$plain = new RedisLock($params);
$plain->lock("' . $stem . '-plain", 0, 60);
function work(array $params): void
{
    $global = $GLOBALS["kept"] = new RedisLock($params + ["release_at_shutdown" => true]);
    $local = new RedisLock($params + ["release_at_shutdown" => true]);
    if (!$global->lock("' . $stem . '-global", 0, 60) || !$local->lock("' . $stem . '-local", 0, 60)) {
        exit(7);
    }
    echo "locked\n";
    ' . $fatal . '
    echo "the script went on\n";
}
work($params);
');
    echo "$case: ", trim($child['out']), "\n";
    echo "$case: the child exited with 255: ", $child['status'] === 255 ? 'yes' : "no ({$child['status']})", "\n";
    $message = $case === 'undefined function' ? 'Uncaught Error: Call to undefined function no_such_function_anywhere()' : 'Possible integer overflow in memory allocation';
    echo "$case: its only message is the fatal error: ", preg_match('/^\s*PHP Fatal error: |^\s*Fatal error: /', $child['err'])
        && str_contains($child['err'], $message) && !str_contains($child['err'], 'Warning') ? 'yes' : "no ({$child['err']})", "\n";
    foreach (['global', 'local'] as $where) {
        echo "$case: the lock held by the $where object was released: ", rl_redis('EXISTS', rl_lock_key("$stem-$where")) === 0 ? 'yes' : 'no', "\n";
    }
    $ttl = rl_redis('PTTL', rl_lock_key("$stem-plain"));
    echo "$case: the lock of the object without the option is still held: ", $ttl > 50000 ? 'yes' : "no ($ttl)", "\n";
}
?>
--EXPECT--
undefined function: locked
undefined function: the child exited with 255: yes
undefined function: its only message is the fatal error: yes
undefined function: the lock held by the global object was released: yes
undefined function: the lock held by the local object was released: yes
undefined function: the lock of the object without the option is still held: yes
allocation overflow: locked
allocation overflow: the child exited with 255: yes
allocation overflow: its only message is the fatal error: yes
allocation overflow: the lock held by the global object was released: yes
allocation overflow: the lock held by the local object was released: yes
allocation overflow: the lock of the object without the option is still held: yes
