--TEST--
Dashboard: /metrics is the Prometheus text format with exactly the documented metric names, each with HELP and TYPE, label values escaped (backslash, quote, newline), and the figures stats(), the semaphores' permits, the locks and RedisStock::info() give; the page's cells show the same figures
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/dashboard.inc';
$q = rl_queue();
$odd = "we\\ird \"name\"\nline";
$q->enqueue('jobs', ['a', 'b', 'c', 'd']);
$q->enqueue('jobs', ['later1', 'later2'], 10, 3600);
$q->reserve('jobs', 2, 600);
rl_dashboard_failed($q, 'mail', 3);
$q->enqueue($odd, ['x']);
$lock = rl_lock();
$lock->lock('one', 0, 60);
$lock->lock('two', 0, 60);
$sem = new RedisSemaphore(rl_params());
$sem->acquire('pool', 5, 0, 60, 2);
$stock = rl_stock();
$stock->set('shoe', 10);
$stock->take('shoe', 2, 'ann', 0, 900);
$stock->take('shoe', 1, 'bob');
$port = rl_dashboard_start();
$text = rl_dashboard_get($port, '/metrics');
echo 'content type: ', $text['headers']['content-type'][0], "\n";
$samples = $help = $type = [];
foreach (explode("\n", rtrim($text['body'], "\n")) as $line) {
    if (preg_match('/^# (HELP|TYPE) (\S+) (.+)$/', $line, $m)) {
        ${strtolower($m[1])}[$m[2]] = $m[3];
    } elseif (preg_match('/^([a-z_]+)(\{.*\})? (\S+)$/', $line, $m)) {
        $samples[$m[1] . $m[2]] = $m[3];
    } else {
        echo "unexpected line: $line\n";
    }
}
echo 'metrics: ', implode(' ', array_keys($type)), "\n";
echo 'types: ', implode(' ', array_unique($type)), ', every one with HELP: ', var_export(array_keys($help) === array_keys($type), true), "\n";
$label = static fn (string $v): string => str_replace(['\\', '"', "\n"], ['\\\\', '\\"', '\\n'], $v);
$same = true;
foreach (['jobs', 'mail', $odd] as $name) {
    $s = $q->stats($name);
    $l = 'queue="' . $label($name) . '"';
    $want = ['redislock_queue_size{' . $l . '}' => $s['size'], 'redislock_queue_waiting_workers{' . $l . '}' => $s['waiting']];
    foreach (['due', 'reserved', 'delayed', 'failed'] as $state) {
        $want['redislock_queue_tasks{' . $l . ',state="' . $state . '"}'] = $s[$state];
    }
    foreach ($want as $key => $value) {
        if (($samples[$key] ?? null) !== (string) $value) {
            echo "$key: ", var_export($samples[$key] ?? null, true), " but stats() says $value\n";
            $same = false;
        }
    }
    $age = (float) ($samples['redislock_queue_oldest_due_age_seconds{' . $l . '}'] ?? -1);
    if (abs($age - $s['oldestDueAge']) > 5) {
        echo "age $age, stats() $s[oldestDueAge]\n";
        $same = false;
    }
}
echo 'queues as stats(): ', var_export($same, true), "\n";
$info = $stock->info('shoe');
foreach (['redislock_locks_held', 'redislock_semaphore_permits_held{semaphore="pool"}',
    'redislock_stock_available{item="shoe"}', 'redislock_stock_held{item="shoe"}'] as $key) {
    echo "$key ", $samples[$key] ?? 'absent', "\n";
}
echo 'info(): available ', $info['available'], ', held ', $info['held'], "\n";
// the page shows the same figures in its cells
$page = rl_dashboard_get($port, '/')['body'];
preg_match('/<tr data-queue="jobs">(.*?)<\/tr>/', $page, $row);
preg_match_all('/data-stat="(\w+)"[^>]*>([^<]*)</', $row[1], $cells, PREG_SET_ORDER);
echo 'page jobs: ', implode(' ', array_map(static fn ($c) => "$c[1]=$c[2]", array_filter($cells, static fn ($c) => $c[1] !== 'oldest_due_age'))), "\n";
preg_match('/<tr data-semaphore="pool">(.*?)<\/tr>/', $page, $row);
preg_match('/data-stat="permits">(\d+)/', $row[1], $p);
echo 'page pool permits: ', $p[1], "\n";
?>
--EXPECT--
content type: text/plain; version=0.0.4; charset=utf-8
metrics: redislock_queue_size redislock_queue_tasks redislock_queue_oldest_due_age_seconds redislock_queue_waiting_workers redislock_locks_held redislock_semaphore_permits_held redislock_stock_available redislock_stock_held
types: gauge, every one with HELP: true
queues as stats(): true
redislock_locks_held 2
redislock_semaphore_permits_held{semaphore="pool"} 2
redislock_stock_available{item="shoe"} 7
redislock_stock_held{item="shoe"} 2
info(): available 7, held 2
page jobs: size=6 due=2 reserved=2 delayed=2 failed=0 waiting_workers=0
page pool permits: 2
