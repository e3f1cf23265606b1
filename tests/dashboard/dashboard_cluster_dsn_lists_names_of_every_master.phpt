--TEST--
Dashboard: with a redis+cluster:// DSN the queues, locks, semaphores and stocks of every master are found and counted (commands about a key follow the node that owns it), in the page and in /metrics
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/dashboard.inc';
$cluster = rl_cluster_start(3, 0);
$dsn = 'redis+cluster://' . $cluster['seeds'];
$q = new RedisQueue($dsn);
$names = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot'];
foreach ($names as $i => $name) {
    $q->enqueue($name, range(1, $i + 1));
}
rl_dashboard_failed($q, 'golf', 2);
$lock = new RedisLock($dsn);
foreach ($names as $name) {
    $lock->lock("lock-$name", 0, 60);
}
$sem = new RedisSemaphore($dsn);
$sem->acquire('pool', 3, 0, 60, 2);
$stock = new RedisStock($dsn);
$stock->set('shoe', 4);
$masters = [];
foreach ($names as $name) {
    $masters[rl_cluster_master_of($cluster, "Queue:$name")] = true;
}
echo 'queues on masters: ', count($masters), "\n";
$web = rl_dashboard_start(['REDISLOCK_DASHBOARD_DSN' => $dsn, 'REDISLOCK_DASHBOARD_PREFIX' => null]);
$page = rl_dashboard_get($web, '/');
echo 'page: ', $page['status'], ', queue rows ', substr_count($page['body'], 'data-queue='), ', lock rows ',
    substr_count($page['body'], 'data-lock='), ', semaphore rows ', substr_count($page['body'], 'data-semaphore='),
    ', stock rows ', substr_count($page['body'], 'data-stock='), "\n";
$metrics = rl_dashboard_get($web, '/metrics')['body'];
preg_match_all('/^redislock_queue_size\{queue="(\w+)"\} (\d+)$/m', $metrics, $m, PREG_SET_ORDER);
echo 'sizes: ', implode(' ', array_map(static fn ($s) => "$s[1]=$s[2]", $m)), "\n";
preg_match('/^redislock_queue_tasks\{queue="golf",state="failed"\} (\d+)$/m', $metrics, $f);
preg_match('/^redislock_locks_held (\d+)$/m', $metrics, $l);
preg_match('/^redislock_semaphore_permits_held\{semaphore="pool"\} (\d+)$/m', $metrics, $p);
preg_match('/^redislock_stock_available\{item="shoe"\} (\d+)$/m', $metrics, $a);
echo "golf failed $f[1], locks $l[1], pool permits $p[1], shoe available $a[1]\n";
?>
--EXPECT--
queues on masters: 3
page: 200, queue rows 7, lock rows 6, semaphore rows 1, stock rows 1
sizes: alpha=1 bravo=2 charlie=3 delta=4 echo=5 foxtrot=6 golf=0
golf failed 2, locks 6, pool permits 2, shoe available 4
