--TEST--
Redis Cluster: the seeds given as a redis+cluster:// DSN (with a password and query options), as the "cluster" array key (a list or a comma-separated string) and as the redislock.cluster INI setting all reach the cluster, with the password sent to every node discovered: a lock taken through one form is seen as taken through the others, and its key is on the master that serves its slot; without the password, code 2
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/cluster.inc';
$c = rl_cluster_start();
foreach ($c['ports'] as $port) { // the helpers' connections stay authenticated
    rl_redis_at($port, 'CONFIG', 'SET', 'masterauth', 'sesame');
    rl_redis_at($port, 'CONFIG', 'SET', 'requirepass', 'sesame');
}
$seeds = explode(',', $c['seeds']);
$prefix = rawurlencode(rl_prefix());
$forms = [
    'DSN' => new RedisLock('redis+cluster://:sesame@' . implode(',', array_slice($seeds, 0, 2)) . "?prefix=$prefix&read_timeout=5"),
    'array list' => new RedisLock(rl_cluster_params($c, ['password' => 'sesame'])),
    'array string' => new RedisLock(['cluster' => $c['seeds'], 'password' => 'sesame', 'prefix' => rl_prefix()]),
];
ini_set('redislock.cluster', $seeds[5]);
ini_set('redislock.password', 'sesame');
ini_set('redislock.prefix', rl_prefix());
$forms['INI'] = new RedisLock();
foreach ($forms as $label => $lock) {
    $name = "job-$label";
    $others = array_filter($forms, static fn ($o) => $o !== $lock);
    echo "$label: ", json_encode($lock->lock($name)), ', taken for the others: ',
        json_encode(array_values(array_map(static fn ($o) => $o->lock($name), $others))),
        ', key on its master: ', rl_redis_at(rl_cluster_master_of($c, rl_lock_key($name)), 'EXISTS', rl_lock_key($name)), "\n";
}
ini_restore('redislock.password');
try {
    (new RedisLock(rl_cluster_params($c)))->lock('no-password');
    echo "no exception\n";
} catch (RedisLockException $e) {
    echo 'without the password: code ', $e->getCode(), "\n";
}
?>
--EXPECT--
DSN: true, taken for the others: [false,false,false], key on its master: 1
array list: true, taken for the others: [false,false,false], key on its master: 1
array string: true, taken for the others: [false,false,false], key on its master: 1
INI: true, taken for the others: [false,false,false], key on its master: 1
without the password: code 2
