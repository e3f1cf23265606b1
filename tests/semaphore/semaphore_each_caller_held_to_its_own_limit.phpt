--TEST--
RedisSemaphore: permits count across every object of a name, and with different limits each caller is held to its own (a caller passing 3 gets a third permit where callers passing 2 are refused, one passing 1 is refused once any permit is held); a release makes room again
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/semaphore.inc';
$objects = [];
$try = static function (int $limit) use (&$objects): bool {
    $objects[] = $sem = rl_semaphore();
    return $sem->acquire('pool', $limit, 0, 30);
};
echo 'limit 2, none held: ', var_export($try(2), true), "\n";
echo 'limit 2, one held: ', var_export($try(2), true), "\n";
echo 'limit 2, two held: ', var_export($try(2), true), "\n";
echo 'limit 1, two held: ', var_export($try(1), true), "\n";
echo 'limit 3, two held: ', var_export($try(3), true), "\n";
echo 'limit 3, three held: ', var_export($try(3), true), "\n";
echo 'limit 4, three held: ', var_export($try(4), true), "\n";
echo 'permits: ', count(rl_semaphore_live_permits('pool')), "\n";
echo 'release one: ', var_export($objects[0]->release('pool'), true), "\n";
echo 'limit 4, three held: ', var_export($try(4), true), "\n";
echo 'limit 4, four held: ', var_export($try(4), true), "\n";
echo 'limit 5, four held: ', var_export($try(5), true), "\n";
echo 'permits: ', count(rl_semaphore_live_permits('pool')), "\n";
$held = array_filter($objects, static fn ($sem) => $sem->isAcquired('pool'));
echo 'objects that hold one: ', count($held), "\n";
foreach ($held as $sem) {
    $sem->release('pool');
}
echo 'key left: ', rl_redis('EXISTS', rl_semaphore_key('pool')), "\n";
?>
--EXPECT--
limit 2, none held: true
limit 2, one held: true
limit 2, two held: false
limit 1, two held: false
limit 3, two held: true
limit 3, three held: false
limit 4, three held: true
permits: 4
release one: true
limit 4, three held: true
limit 4, four held: false
limit 5, four held: true
permits: 5
objects that hold one: 5
key left: 0
