--TEST--
RedisLock/RedisQueue connection: after a call whose commands are far larger than usual (an enqueue of 20,000 long ids), small calls go on working on the same connection, persistent or not
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
[$port] = rl_server_start(); // a private server: its connection count is this test's alone

foreach ([true, false] as $persistent) {
    $queue = rl_queue(['port' => $port, 'persistent' => $persistent]);
    $lock = rl_lock(['port' => $port, 'persistent' => $persistent]);
    $name = $persistent ? 'persistent' : 'request';
    $connections = rl_connection_counts($port)[1];

    var_dump($lock->lock("$name:small"));
    $ids = [];
    for ($i = 0; $i < 20000; $i++) {
        $ids[] = str_repeat('x', 40) . $i;
    }
    var_dump($queue->enqueue($name, $ids));
    var_dump(rl_redis_at($port, 'ZCARD', rl_queue_key($name)));
    // small calls, each checked for its own reply
    for ($i = 0; $i < 50; $i++) {
        if (!$queue->enqueue("$name:small", "id-$i") || $queue->pop("$name:small")['id'] !== "id-$i"
                || !$lock->isLocking("$name:small")) {
            echo "small call $i went wrong\n";
        }
    }
    var_dump(count($queue->pop($name, 10000)) + count($queue->pop($name, 10000)));
    var_dump($lock->unlock("$name:small"));
    // the lock and the queue share one connection, opened on first use
    echo "connections opened: ", rl_connection_counts($port)[1] - $connections, "\n";
}
?>
--EXPECT--
bool(true)
bool(true)
int(20000)
int(20000)
bool(true)
connections opened: 1
bool(true)
bool(true)
int(20000)
int(20000)
bool(true)
connections opened: 1
