--TEST--
Dashboard: against a Redis with a password (in the DSN), no response of any page, the JSON, /metrics, a confirmation page or an error shows the password, the dashboard's token, a lock's token or a permit's token
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/dashboard.inc';
$password = 'pw-' . bin2hex(random_bytes(8));
[$port] = rl_server_start(['--requirepass', $password]);
$dsn = "redis://:$password@127.0.0.1:$port";
$params = ['host' => '127.0.0.1', 'port' => $port, 'password' => $password, 'prefix' => 'p:'];
$q = new RedisQueue($params);
rl_dashboard_failed($q, 'jobs', 2);
$lock = new RedisLock($params);
$lock->lock('held', 0, 60);
$sem = new RedisSemaphore($params);
$sem->acquire('pool', 3, 0, 60);
$secrets = ['password' => $password, 'token' => rl_dashboard_token(), 'lock token' => $lock->token('held')];
foreach (rl_redis_auth_at($port, $password, 'ZRANGE', 'p:Semaphore:pool', '0', '-1') as $i => $permit) {
    $secrets["permit token $i"] = $permit;
}
echo 'secrets: ', count($secrets), "\n";
$web = rl_dashboard_start(['REDISLOCK_DASHBOARD_DSN' => $dsn, 'REDISLOCK_DASHBOARD_PREFIX' => 'p:']);
$responses = [];
foreach (['/?token=' . rl_dashboard_token(), '/', '/metrics', '/api/stats.json', '/queue?name=jobs', '/task?queue=jobs&task=task-1'] as $path) {
    $responses[str_starts_with($path, '/?') ? '/?token=' : $path] = str_starts_with($path, '/?') ? rl_http($web, 'GET', $path) : rl_dashboard_get($web, $path);
}
[$cookies, $csrf] = rl_dashboard_session($web, '/queue?name=jobs');
$responses['confirm'] = rl_http($web, 'POST', '/action', [], $cookies, ['csrf' => $csrf, 'queue' => 'jobs', 'action' => 'retry-all']);
// a wrong password in the DSN: the error answer names neither
$wrong = rl_dashboard_start(['REDISLOCK_DASHBOARD_DSN' => "redis://:$password-wrong@127.0.0.1:$port", 'REDISLOCK_DASHBOARD_PREFIX' => 'p:']);
$responses['error'] = rl_dashboard_get($wrong, '/');
$responses['error metrics'] = rl_dashboard_get($wrong, '/metrics');
foreach ($responses as $what => $r) {
    $all = json_encode($r['headers']) . $r['body'];
    $found = array_keys(array_filter($secrets, static fn ($s) => str_contains($all, $s) || str_contains($all, rawurlencode($s))));
    echo "$what: ", $r['status'], ', ', $found ? 'shows ' . implode(', ', $found) : 'no secret', "\n";
}
?>
--EXPECT--
secrets: 4
/?token=: 303, no secret
/: 200, no secret
/metrics: 200, no secret
/api/stats.json: 200, no secret
/queue?name=jobs: 200, no secret
/task?queue=jobs&task=task-1: 200, no secret
confirm: 200, no secret
error: 503, no secret
error metrics: 503, no secret
