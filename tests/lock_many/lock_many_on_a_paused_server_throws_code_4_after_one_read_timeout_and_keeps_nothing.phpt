--TEST--
RedisLock::lockMany() on one server, warm connection, read_timeout 1 s, the server paused (CLIENT PAUSE, every client) for longer than the call may take: it throws code 4 once one read_timeout has passed, with $timeout 0 and with a $timeout of 5 s alike (a server that does not answer is not waited out within $timeout); the object records the names as possibly held, so once the pause ends unlockAll() settles them: no name lives longer than $expire meanwhile, every name is free afterwards and another object takes them all
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$s = rl_time_scale();
// a private server, because CLIENT PAUSE stops every client of a server
[$port, $server] = rl_server_start();
$names = ['a', 'b', 'c'];
$lock = rl_lock(['port' => $port, 'read_timeout' => 1.0]);
// warm: connected, the script loaded
var_dump($lock->lockMany($names, 0, 10), $lock->unlockAll());

foreach ([0, 5 * $s] as $timeout) {
    echo "\$timeout $timeout:\n";
    // paused past the longest the call may take (1 + 0.5 * $s)
    rl_redis_at($port, 'CLIENT', 'PAUSE', (string) (int) (1000 * (1.5 + 0.5 * $s)));
    [$outcome, $took] = rl_timed(fn () => $lock->lockMany($names, $timeout, 10));
    echo $outcome, "\n";
    echo $took >= 0.9 && $took < 1.0 + 0.5 * $s ? "after one read_timeout\n" : "after $took s\n";
    // this connection's command waits behind the pause too: it answers once
    // the pause is over
    var_dump(rl_redis_at($port, 'PING'));
    $pttls = array_map(static fn ($name) => rl_redis_at($port, 'PTTL', rl_lock_key($name)), $names);
    $longer = array_filter($pttls, static fn ($pttl) => $pttl !== -2 && ($pttl < 0 || $pttl > 10000));
    echo 'no name lives longer than $expire: ', $longer === [] ? 'yes' : 'no (' . json_encode($pttls) . ')', "\n";
    // the call closed its connection, and the server dropped the attempt
    // with it: unlockAll() finds none of the names held (false, as for
    // expired ones) and forgets them
    echo 'recorded as possibly held, settled by unlockAll(): ', var_export($lock->unlockAll(), true), "\n";
    echo 'recorded no more: ', json_encode(array_map([$lock, 'isLocking'], $names)), "\n";
    echo 'names left: ', json_encode(rl_redis_at($port, 'KEYS', '*')), "\n";
    $other = rl_lock(['port' => $port]);
    var_dump($other->lockMany($names, 0, 10), $other->unlockAll());
}
rl_server_stop($server);
?>
--EXPECTF--
bool(true)
bool(true)
$timeout 0:
4: redislock: no reply from 127.0.0.1:%d within 1 s (read_timeout)
after one read_timeout
string(4) "PONG"
no name lives longer than $expire: yes
recorded as possibly held, settled by unlockAll(): false
recorded no more: [false,false,false]
names left: []
bool(true)
bool(true)
$timeout %d:
4: redislock: no reply from 127.0.0.1:%d within 1 s (read_timeout)
after one read_timeout
string(4) "PONG"
no name lives longer than $expire: yes
recorded as possibly held, settled by unlockAll(): false
recorded no more: [false,false,false]
names left: []
bool(true)
bool(true)
