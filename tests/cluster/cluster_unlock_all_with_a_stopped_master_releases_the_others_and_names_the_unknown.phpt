--TEST--
Redis Cluster: unlockAll() of locks on three masters, the release script loaded on none of them and the master of the first lock stopped (SIGSTOP): every master's releases are sent before any reply is read, the live masters load the script and release their locks within the call's budget, those names are forgotten, and the call throws code 6 naming only the lock whose outcome is unknown; once that master answers again, the next unlockAll() releases it and answers true
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/cluster.inc';
$c = rl_cluster_start(3, 0);
$masters = array_keys(rl_cluster_masters($c));
$lock = new RedisLock(rl_cluster_params($c, ['read_timeout' => 1.0]));
$names = [];
foreach ($masters as $i => $port) {
    $names[$port] = rl_cluster_name_on($c, $port, "held$i");
    var_dump($lock->lock($names[$port], 0, 60));
}
foreach ($masters as $port) {
    rl_redis_at($port, 'SCRIPT', 'FLUSH');
}
$stopped = $masters[0]; // its lock is the first the object holds
posix_kill($c['pids'][$stopped], SIGSTOP);
try {
    [$outcome, $took] = rl_timed(fn () => $lock->unlockAll());
} finally {
    posix_kill($c['pids'][$stopped], SIGCONT);
}
echo $outcome, "\n";
echo $took >= 0.9 && $took < 2 * rl_time_scale() ? "after one read_timeout\n" : "after $took s\n";
foreach (array_slice($masters, 1) as $port) {
    echo 'the lock on a live master is released: ', rl_redis_at($port, 'EXISTS', rl_lock_key($names[$port])) === 0 ? 'yes' : 'no', "\n";
}
echo 'the stopped master still has its lock: ', rl_redis_at($stopped, 'EXISTS', rl_lock_key($names[$stopped])) === 1 ? 'yes' : 'no', "\n";
var_dump($lock->unlockAll());
echo 'and now it is released: ', rl_redis_at($stopped, 'EXISTS', rl_lock_key($names[$stopped])) === 0 ? 'yes' : 'no', "\n";
?>
--EXPECTF--
bool(true)
bool(true)
bool(true)
6: redislock: unlockAll() settled 2 of 3 locks; outcome unknown: "held0-%d"; these stay recorded (unlock() or unlockAll() can try again): no reply from 127.0.0.1:%d within 1 s (read_timeout)
after one read_timeout
the lock on a live master is released: yes
the lock on a live master is released: yes
the stopped master still has its lock: yes
bool(true)
and now it is released: yes
