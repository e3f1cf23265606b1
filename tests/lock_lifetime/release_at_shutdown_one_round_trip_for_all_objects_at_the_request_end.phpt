--TEST--
RedisLock release_at_shutdown: the locks of every object with the option freed at the request's end (in globals, in an array, in a cycle left to the collector; same server, different prefixes) are released together in one round trip to the server, all of them, and an object unset during the request releases its several locks at once in one round trip of its own (counted by a proxy in front of a private server, which sees which commands the client sends between two answers)
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/release.inc';
[$port] = rl_server_start();
$proxy = rl_count_proxy_start($port);
$base = ['host' => '127.0.0.1', 'port' => $proxy['port'], 'release_at_shutdown' => true];
$child = rl_php_child('
// the release script is loaded on the server first, so that no NOSCRIPT adds a round trip
$warm = new RedisLock($params + ["prefix" => "warm:"]);
$warm->lock("warm", 0, 60);
$warm->unlock("warm");

$early = new RedisLock($params + ["prefix" => "early:"]);
$ok = $early->lock("e1", 0, 60) && $early->lock("e2", 0, 60) && $early->lock("e3", 0, 60);
unset($early);
echo "unset\n";

class Node { public $self; public $lock; }
$first = new RedisLock($params + ["prefix" => "first:"]);
$many = [new RedisLock($params + ["prefix" => "second:"]), new RedisLock($params + ["prefix" => "third:"])];
$cycle = new Node();
$cycle->self = $cycle;
$cycle->lock = new RedisLock($params + ["prefix" => "fourth:"]);
foreach (["a", "b", "c"] as $name) {
    $ok = $ok && $first->lock($name, 0, 60) && $many[0]->lock($name, 0, 60) && $many[1]->lock($name, 0, 60)
        && $cycle->lock->lock($name, 0, 60);
}
unset($cycle);
echo $ok ? "locked\n" : "not locked\n";
', [], $base);
echo str_replace("\n", ' ', trim($child['out'])), ', exit ', $child['status'], $child['err'] === '' ? '' : " ({$child['err']})", "\n";
$early = ['early:Lock:e1', 'early:Lock:e2', 'early:Lock:e3'];
$late = [];
foreach (['first', 'second', 'third', 'fourth'] as $prefix) {
    foreach (['a', 'b', 'c'] as $name) {
        $late[] = "$prefix:Lock:$name";
    }
}
sort($late);
$trips = rl_release_trips($proxy, array_merge($early, $late));
echo 'release round trips: ', count($trips), "\n";
echo 'the first releases the unset object\'s 3 locks: ', ($trips[0] ?? null) === $early ? 'yes' : 'no', "\n";
echo 'the second releases the 12 locks of the 4 objects freed at the end: ', ($trips[1] ?? null) === $late ? 'yes' : 'no', "\n";
echo 'no lock is left on the server: ', rl_redis_at($port, 'KEYS', '*Lock:*') === [] ? 'yes' : 'no', "\n";
if (count($trips) !== 2) {
    var_dump($trips);
}
rl_count_proxy_stop($proxy);
?>
--EXPECT--
unset locked, exit 0
release round trips: 2
the first releases the unset object's 3 locks: yes
the second releases the 12 locks of the 4 objects freed at the end: yes
no lock is left on the server: yes
