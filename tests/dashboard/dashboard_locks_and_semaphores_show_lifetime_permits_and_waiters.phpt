--TEST--
Dashboard: a held lock shows its remaining lifetime and the callers waiting for it, a semaphore its live permits, its longest permit's lifetime and its waiters, in the page and in /metrics (the prefix given as the DSN's option)
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/dashboard.inc';
require __DIR__ . '/../inc/semaphore.inc';
$lock = rl_lock();
$lock->lock('door', 0, 30);
$sem = rl_semaphore();
$sem->acquire('pool', 2, 0, 20, 2);
// two callers wait for the lock, one for the semaphore, each for up to 8 s
$pids = [];
for ($i = 0; $i < 2; $i++) {
    $pids[] = rl_fork(static function () {
        $mine = rl_lock();
        return $mine->lock('door', 8, 30) && $mine->unlock('door') ? 0 : 3;
    });
}
$pids[] = rl_fork(static function () {
    $mine = rl_semaphore();
    return $mine->acquire('pool', 2, 8, 20) && $mine->release('pool') ? 0 : 3;
});
rl_await(static fn () => rl_redis_at(rl_port(), 'ZCARD', '{' . rl_lock_key('door') . '}:alive') == 2
    && rl_redis_at(rl_port(), 'ZCARD', rl_semaphore_beside('pool', ':alive')) == 1, 5, 'the waiters');
$port = rl_dashboard_start(['REDISLOCK_DASHBOARD_DSN' => 'redis://127.0.0.1:' . rl_port() . '?prefix=' . rawurlencode(rl_prefix()),
    'REDISLOCK_DASHBOARD_PREFIX' => null]);
$page = rl_dashboard_get($port, '/')['body'];
preg_match('/<tr data-lock="door">.*?data-stat="ttl_ms">(\d+)<.*?data-stat="waiters">(\d+)</', $page, $l);
preg_match('/<tr data-semaphore="pool">.*?data-stat="permits">(\d+)<.*?data-stat="ttl_ms">(\d+)<.*?data-stat="waiters">(\d+)</', $page, $s);
echo 'lock: ttl within 30 s: ', var_export($l[1] > 20000 && $l[1] <= 30000, true), ', waiters ', $l[2], "\n";
echo 'semaphore: permits ', $s[1], ', ttl within 20 s: ', var_export($s[2] > 10000 && $s[2] <= 20000, true), ', waiters ', $s[3], "\n";
$metrics = rl_dashboard_get($port, '/metrics')['body'];
preg_match('/^redislock_locks_held (\d+)$/m', $metrics, $h);
preg_match('/^redislock_semaphore_permits_held\{semaphore="pool"\} (\d+)$/m', $metrics, $p);
echo "metrics: locks $h[1], pool permits $p[1]\n";
$lock->unlock('door');
$sem->release('pool');
foreach ($pids as $pid) {
    $codes[] = rl_fork_wait($pid);
}
echo 'waiters got it: ', implode(',', $codes), "\n";
?>
--EXPECT--
lock: ttl within 30 s: true, waiters 2
semaphore: permits 2, ttl within 20 s: true, waiters 1
metrics: locks 1, pool permits 2
waiters got it: 0,0,0
