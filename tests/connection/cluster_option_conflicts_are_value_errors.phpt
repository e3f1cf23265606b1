--TEST--
Connection options: a cluster is given by seeds only (redis+cluster:// or rediss+cluster:// DSN, "cluster" array key, redislock.cluster INI); a database other than 0, a host or socket beside the seeds, an empty seed list, a "cluster" DSN query option and out-of-range sync_replicas/sync_timeout are ValueErrors naming the problem, before anything connects
--INI--
redislock.cluster=
--FILE--
<?php
$try = static function ($param): void {
    try {
        new RedisLock($param);
        echo "accepted\n";
    } catch (ValueError $e) {
        echo substr($e->getMessage(), strlen('RedisLock::__construct(): Argument #1 ($param) ')), "\n";
    }
};
$try('redis+cluster://127.0.0.1:1,[::1]:2?read_timeout=2&sync_replicas=1&sync_timeout=0.5');
$try('REDIS+CLUSTER://:secret@127.0.0.1:1');
$try(['cluster' => ['127.0.0.1:1', '[::1]:2']]);
$try(['cluster' => '127.0.0.1:1,127.0.0.1:2']);
$try('redis+cluster://127.0.0.1:1/1');
$try(['cluster' => ['127.0.0.1:1'], 'database' => 2]);
$try(['cluster' => ['127.0.0.1:1'], 'host' => '127.0.0.1']);
$try(['cluster' => ['127.0.0.1:1'], 'socket' => '/tmp/redis.sock']);
$try(['cluster' => []]);
$try('redis://127.0.0.1?cluster=127.0.0.1:1');
$try(['sync_replicas' => -1]);
$try(['sync_replicas' => 1001]);
$try(['sync_timeout' => 0]);
$try('redis://127.0.0.1?sync_timeout=INF');
ini_set('redislock.cluster', '127.0.0.1:1,127.0.0.1:2');
$try(null);
$try(['database' => 3]);
?>
--EXPECT--
accepted
accepted
accepted
accepted
selects database 1: a Redis Cluster has only database 0
selects database 2: a Redis Cluster has only database 0
must not set option "host" with "cluster" (the seeds say where the cluster is)
must not set option "socket" with "cluster" (the seeds say where the cluster is)
option "cluster" must be a list of seeds "host:port" (an array, or a string separated by commas)
contains the unknown DSN option "cluster"
option "sync_replicas" must be an integer from 0 to 1000, or empty for the default
option "sync_replicas" must be an integer from 0 to 1000, or empty for the default
option "sync_timeout" must be a finite number of seconds greater than 0
option "sync_timeout" must be a finite number of seconds greater than 0
accepted
selects database 3: a Redis Cluster has only database 0
