--TEST--
RedisLock connection: a forked child never uses its parent's socket (non-persistent connection)
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
[$port] = rl_server_start();

$params = ['host' => '127.0.0.1', 'port' => $port] + ['persistent' => false];
$lock = new RedisLock($params);
var_dump($lock->lock('parent'));           // the parent's connection is open now
[$clients0, $total0] = rl_connection_counts($port);

$codes = rl_fork_workers(1, function () use ($lock, $params) {
    $r = [];
    for ($i = 0; $i < 20; $i++) {       // the same object as the parent
        $r[] = $lock->lock("child$i");
        $r[] = $lock->isLocking("child$i");
        $r[] = $lock->unlock("child$i");
        $r[] = !$lock->isLocking("child$i");
    }
    $other = new RedisLock($params);       // a new object, same settings
    $r[] = !$other->lock('parent');        // held by the parent
    $r[] = $other->lock('child');
    $q = new RedisQueue($params);
    $r[] = $q->enqueue('q', ['a', 'b']);
    $r[] = array_column($q->pop('q', 2), 'id') === ['a', 'b'];
    if (in_array(false, $r, true)) {
        throw new Exception('wrong replies: ' . json_encode($r));
    }
    echo "child: all replies right\n";
});
var_dump($codes);

// the child opened exactly one connection of its own; it is gone with the child
for ($i = 0; $i < 100 && rl_connection_counts($port)[0] !== $clients0; $i++) {
    usleep(10000);
}
[$clients, $total] = rl_connection_counts($port);
echo "new connections: ", $total - $total0, ", clients left: ", $clients - $clients0, "\n";

// the parent's connection still works and was not replaced
var_dump($lock->isLocking('parent'));
var_dump($lock->unlock('parent'));
var_dump($lock->lock('child'));            // the child's lock is still held
var_dump($lock->lock('parent2'));
[$clients, $total] = rl_connection_counts($port);
echo "new connections: ", $total - $total0, "\n";
?>
--EXPECT--
bool(true)
child: all replies right
array(1) {
  [0]=>
  int(0)
}
new connections: 1, clients left: 0
bool(true)
bool(true)
bool(false)
bool(true)
new connections: 1
