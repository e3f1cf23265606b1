--TEST--
RedisLock release_at_shutdown: exit() ends the script with the status it gives, and the locks of objects with the option are released, whether exit() is called at the top level (the object in a global) or deep in nested functions (the object a local of an outer function, another in a global), with no message; a lock of an object without the option stays held
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/release.inc';
$cases = [
    'top level' => '
$global = new RedisLock($params + ["release_at_shutdown" => true]);
$plain = new RedisLock($params);
if ($global->lock("top-level-global", 0, 60) && $plain->lock("top-level-plain", 0, 60)) {
    echo "locked\n";
}
exit(3);
',
    'nested function' => '
$plain = new RedisLock($params);
$plain->lock("nested-function-plain", 0, 60);
function inner(): void
{
    $GLOBALS["global"] = new RedisLock($GLOBALS["params"] + ["release_at_shutdown" => true]);
    if ($GLOBALS["global"]->lock("nested-function-global", 0, 60)) {
        echo "locked\n";
    }
    exit(3);
}
function outer(array $params): void
{
    $local = new RedisLock($params + ["release_at_shutdown" => true]);
    $local->lock("nested-function-local", 0, 60);
    (function () { inner(); })();
    echo "the script went on\n";
}
outer($params);
',
];
foreach ($cases as $case => $code) {
    $stem = str_replace(' ', '-', $case);
    $child = rl_php_child($code);
    echo "$case: ", trim($child['out']), "\n";
    echo "$case: the child exited with exit()'s status 3 and no message: ", $child['status'] === 3 && $child['err'] === ''
        ? 'yes' : "no ({$child['status']}: {$child['err']})", "\n";
    foreach (['global', 'local'] as $where) {
        if ($case === 'top level' && $where === 'local') {
            continue;
        }
        echo "$case: the lock held by the $where object was released: ", rl_redis('EXISTS', rl_lock_key("$stem-$where")) === 0 ? 'yes' : 'no', "\n";
    }
    $ttl = rl_redis('PTTL', rl_lock_key("$stem-plain"));
    echo "$case: the lock of the object without the option is still held: ", $ttl > 50000 ? 'yes' : "no ($ttl)", "\n";
}
?>
--EXPECT--
top level: locked
top level: the child exited with exit()'s status 3 and no message: yes
top level: the lock held by the global object was released: yes
top level: the lock of the object without the option is still held: yes
nested function: locked
nested function: the child exited with exit()'s status 3 and no message: yes
nested function: the lock held by the global object was released: yes
nested function: the lock held by the local object was released: yes
nested function: the lock of the object without the option is still held: yes
