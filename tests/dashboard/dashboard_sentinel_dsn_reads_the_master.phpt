--TEST--
Dashboard: with a redis+sentinel:// DSN (the data nodes' password in it) the dashboard reads the master the sentinels name: queues, failed tasks and locks in the page and /metrics, and a retry through it acts on the master
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/dashboard.inc';
$password = 'pw-' . bin2hex(random_bytes(6));
$s = rl_sentinel_start(1, 1, ['password' => $password]);
$dsn = "redis+sentinel://:$password@$s[sentinel_list]/$s[service]";
$q = new RedisQueue($dsn);
$q->enqueue('jobs', ['a', 'b', 'c']);
rl_dashboard_failed($q, 'mail', 2);
(new RedisLock($dsn))->lock('held', 0, 60);
$web = rl_dashboard_start(['REDISLOCK_DASHBOARD_DSN' => $dsn, 'REDISLOCK_DASHBOARD_PREFIX' => null]);
$page = rl_dashboard_get($web, '/');
preg_match('/<tr data-queue="jobs">.*?data-stat="size">(\d+)/', $page['body'], $m);
echo 'page: ', $page['status'], ', jobs size ', $m[1] ?? '?', ', lock rows ', substr_count($page['body'], 'data-lock='), "\n";
$metrics = rl_dashboard_get($web, '/metrics')['body'];
preg_match('/^redislock_queue_tasks\{queue="mail",state="failed"\} (\d+)$/m', $metrics, $f);
echo 'mail failed: ', $f[1] ?? '?', "\n";
[$cookies, $csrf] = rl_dashboard_session($web, '/queue?name=mail');
$r = rl_http($web, 'POST', '/action', [], $cookies, ['csrf' => $csrf, 'queue' => 'mail', 'action' => 'retry-all', 'confirm' => 'yes']);
$after = $q->stats('mail');
echo 'retry: ', $r['status'], ', failed ', $after['failed'], ', size ', $after['size'], "\n";
?>
--EXPECT--
page: 200, jobs size 3, lock rows 1
mail failed: 2
retry: 303, failed 0, size 2
