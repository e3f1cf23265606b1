--TEST--
RedisLock connection: a forked child that exits without using the connection does not break the parent's
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
[$port] = rl_server_start();

$persistent = new RedisLock(['port' => $port]);
$request = new RedisLock(['port' => $port, 'persistent' => false]);
var_dump($persistent->lock('a'), $request->lock('b'));
$total0 = rl_connection_counts($port)[1];

var_dump(rl_fork_workers(2, function (int $i) use ($persistent, $request) {
    // nothing sent; the objects and connections are destroyed when the child exits
    $i ? $persistent = null : $request = null;
}));

// both parent connections survive (no reconnect) and answer correctly
var_dump($persistent->isLocking('a'), $request->isLocking('b'));
var_dump($persistent->unlock('a'), $request->unlock('b'));
var_dump(rl_connection_counts($port)[1] - $total0);
?>
--EXPECT--
bool(true)
bool(true)
array(2) {
  [0]=>
  int(0)
  [1]=>
  int(0)
}
bool(true)
bool(true)
bool(true)
bool(true)
int(0)
