--TEST--
Redis Cluster: lockMany() of one name per master, warm connections, read_timeout 1 s, the master of the second name in the call's order paused (CLIENT PAUSE WRITE): the call throws code 4 once one read_timeout has passed (not two: the silent master is not asked again to give its name back), the name taken before it on a live master is given back, the name after it is never written; once the pause ends, the paused master's name lives no longer than $expire, and unlockAll() settles it (the object recorded it as possibly held)
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers', 'redis >= 6.2'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/cluster.inc';
$c = rl_cluster_start(3, 0);
$lock = new RedisLock(rl_cluster_params($c, ['read_timeout' => 1.0]));
$names = $slots = [];
foreach (array_keys(rl_cluster_masters($c)) as $i => $port) {
    $names[$port] = rl_cluster_name_on($c, $port, "cart$i");
    $slots[$port] = rl_redis_at($port, 'CLUSTER', 'KEYSLOT', rl_lock_key($names[$port]));
}
asort($slots); // lockMany() takes the names in the order of their slots
[$before, $paused, $after] = array_keys($slots);
$key = fn (int $port) => rl_lock_key($names[$port]);

// warm: a connection to every master, the scripts loaded on each
var_dump($lock->lockMany($names, 0, 10));
var_dump($lock->unlockAll());

rl_redis_at($paused, 'CLIENT', 'PAUSE', (string) (5000 * rl_time_scale()), 'WRITE');
try {
    [$outcome, $took] = rl_timed(fn () => $lock->lockMany($names, 0, 2));
    $given_back = rl_redis_at($before, 'EXISTS', $key($before));
    $not_written = rl_redis_at($after, 'EXISTS', $key($after));
} finally {
    rl_redis_at($paused, 'CLIENT', 'UNPAUSE');
}
echo $outcome, "\n";
echo $took >= 0.9 && $took < 1.0 + 0.5 * rl_time_scale() ? "after one read_timeout\n" : "after $took s\n";
echo 'the name taken before on a live master is given back: ', $given_back === 0 ? 'yes' : 'no', "\n";
echo 'the name after it is never written: ', $not_written === 0 ? 'yes' : 'no', "\n";

// the paused master may still run the attempt that got no reply: its
// name then lives at most $expire
$pttl = rl_redis_at($paused, 'PTTL', $key($paused));
echo 'the paused master\'s name lives at most $expire: ', $pttl === -2 || ($pttl > 0 && $pttl <= 2000) ? 'yes' : "no ($pttl)", "\n";
$lock->unlockAll();
foreach ($names as $port => $name) {
    echo "afterwards $name is free: ", rl_redis_at($port, 'EXISTS', $key($port)) === 0 ? 'yes' : 'no', "\n";
}
var_dump($lock->lockMany($names, 0, 10));
?>
--EXPECTF--
bool(true)
bool(true)
4: redislock: no reply from 127.0.0.1:%d within 1 s (read_timeout)
after one read_timeout
the name taken before on a live master is given back: yes
the name after it is never written: yes
the paused master's name lives at most $expire: yes
afterwards cart%d-%d is free: yes
afterwards cart%d-%d is free: yes
afterwards cart%d-%d is free: yes
bool(true)
