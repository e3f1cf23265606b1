--TEST--
RedisLock/RedisQueue connection: a reply of the wrong kind throws code 3 (the command may have run; its answer is no use, and the connection is closed) with a message that says what was expected and what came
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/fake.inc';
$fake = rl_fake_start(function (array $cmd) {
    return rl_fake_redis($cmd) ?? match (true) {
        $cmd[0] === 'SET' && str_ends_with($cmd[1], 'odd') => ":5\r\n",
        $cmd[0] === 'SET' => "+OK\r\n",
        count($cmd) === 8 => "\$-1\r\n",            // lock_release: nil
        default => "+QUEUED\r\n",                     // queue_take
    };
});
$param = ['port' => $fake['port'], 'persistent' => false];
$lock = new RedisLock($param);
$calls = [
    'lock' => fn () => $lock->lock('odd'),
    'unlock' => fn () => $lock->lock('fine') && $lock->unlock('fine'),
    'pop' => fn () => (new RedisQueue($param))->pop('jobs'),
];
foreach ($calls as $what => $call) {
    echo "$what: ", rl_timed($call)[0], "\n";
}
rl_fake_stop($fake);
?>
--EXPECTF--
lock: 3: redislock: 127.0.0.1:%d: unexpected reply to SET: expected OK or nil, got the integer 5; asking again failed, so the outcome is unknown: 127.0.0.1:%d: unexpected reply to lock_acquire: expected an array of two integers, got the status "QUEUED"
unlock: 3: redislock: 127.0.0.1:%d: unexpected reply to lock_release: expected an integer, got nil
pop: 3: redislock: 127.0.0.1:%d: unexpected reply to queue_take: expected an array of ids, scores and payloads, got the status "QUEUED"
