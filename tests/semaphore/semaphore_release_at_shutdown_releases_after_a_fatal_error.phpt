--TEST--
RedisSemaphore release_at_shutdown: a script that dies of a fatal error still releases the permits its objects with the option hold, whether the error is an uncaught Error (a call to an undefined function) or an engine fatal error that unwinds nothing (an allocation size overflow) while the object is a local of the function that fails, and the process ends with PHP's usual status 255 and the usual message only; a permit of an object without the option stays held, also one on a name whose other permit was released
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/release.inc';
require __DIR__ . '/../inc/semaphore.inc';
$cases = [
    'undefined function' => 'no_such_function_anywhere();',
    // E_ERROR from the allocator whatever it is (memory_limit is not enforced under valgrind and ASan)
    'allocation overflow' => '$huge = str_repeat("xx", PHP_INT_MAX);',
];
foreach ($cases as $case => $fatal) {
    $stem = str_replace(' ', '-', $case);
    $child = rl_php_child('
$plain = new RedisSemaphore($params);
$plain->acquire("' . $stem . '-plain", 2, 0, 60);
$plain->acquire("' . $stem . '-global", 2, 0, 60);
function work(array $params): void
{
    $global = $GLOBALS["kept"] = new RedisSemaphore($params + ["release_at_shutdown" => true]);
    $local = new RedisSemaphore($params + ["release_at_shutdown" => true]);
    if (!$global->acquire("' . $stem . '-global", 2, 0, 60) || !$local->acquire("' . $stem . '-local", 2, 0, 60)) {
        exit(7);
    }
    echo "acquired\n";
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
    echo "$case: the permit held by the local object was released: ", rl_redis('EXISTS', rl_semaphore_key("$stem-local")) === 0 ? 'yes' : 'no', "\n";
    $left = rl_semaphore_permits("$stem-global");
    echo "$case: the permit held by the global object was released, the other one on its name kept: ",
        count($left) === 1 && min($left) - rl_server_ms() > 50000 ? 'yes' : 'no (' . json_encode($left) . ')', "\n";
    $left = rl_semaphore_permits("$stem-plain");
    echo "$case: the permit of the object without the option is still held: ",
        count($left) === 1 && min($left) - rl_server_ms() > 50000 ? 'yes' : 'no (' . json_encode($left) . ')', "\n";
}
?>
--EXPECT--
undefined function: acquired
undefined function: the child exited with 255: yes
undefined function: its only message is the fatal error: yes
undefined function: the permit held by the local object was released: yes
undefined function: the permit held by the global object was released, the other one on its name kept: yes
undefined function: the permit of the object without the option is still held: yes
allocation overflow: acquired
allocation overflow: the child exited with 255: yes
allocation overflow: its only message is the fatal error: yes
allocation overflow: the permit held by the local object was released: yes
allocation overflow: the permit held by the global object was released, the other one on its name kept: yes
allocation overflow: the permit of the object without the option is still held: yes
