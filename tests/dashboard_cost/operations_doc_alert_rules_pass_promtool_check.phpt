--TEST--
Dashboard: the Prometheus alert rules docs/operations.md gives pass `promtool check rules`, use only the dashboard's metric names, and in `promtool test rules` fire on a queue whose failed tasks grow, whose oldest due task ages and that no worker waits on, and when the dashboard is down, not on a healthy queue
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--CONFLICTS--
all
--FILE--
<?php
$promtool = (string) getenv('REDISLOCK_PROMTOOL');
if (!is_executable($promtool)) {
    echo "promtool is missing (scripts/test unpacks it and exports REDISLOCK_PROMTOOL)\n";
    exit(1);
}
$doc = file_get_contents(dirname(__DIR__, 2) . '/docs/operations.md');
// the fenced YAML block that holds the rule groups
preg_match_all('/^```yaml\n(.*?)^```$/ms', $doc, $blocks);
$rules = array_values(array_filter($blocks[1], static fn (string $yaml): bool => str_starts_with($yaml, 'groups:')));
echo 'rule files: ', count($rules), "\n";
$dir = sys_get_temp_dir() . '/rl-rules-' . getmypid();
mkdir($dir);
file_put_contents("$dir/rules.yml", $rules[0] ?? '');
// an hour of one scrape a minute: "orders" with one more failed task each
// minute, its oldest due task a minute older each minute and no waiting
// worker while 10 tasks are due; "mail" steady and served; the dashboard
// unreachable from minute 30 on
file_put_contents("$dir/tests.yml", <<<'YAML'
rule_files:
  - rules.yml
evaluation_interval: 1m
tests:
  - interval: 1m
    input_series:
      - series: 'redislock_queue_tasks{queue="orders",state="failed"}'
        values: '0+1x60'
      - series: 'redislock_queue_oldest_due_age_seconds{queue="orders"}'
        values: '0+60x60'
      - series: 'redislock_queue_waiting_workers{queue="orders"}'
        values: '0x60'
      - series: 'redislock_queue_tasks{queue="orders",state="due"}'
        values: '10x60'
      - series: 'redislock_queue_tasks{queue="mail",state="failed"}'
        values: '5x60'
      - series: 'redislock_queue_oldest_due_age_seconds{queue="mail"}'
        values: '1x60'
      - series: 'redislock_queue_waiting_workers{queue="mail"}'
        values: '2x60'
      - series: 'redislock_queue_tasks{queue="mail",state="due"}'
        values: '1x60'
      - series: 'up{job="redislock"}'
        values: '1x29 0x30'
    promql_expr_test:
      - expr: ALERTS{alertstate="firing"}
        eval_time: 4m
        exp_samples: []
      - expr: ALERTS{alertstate="firing"}
        eval_time: 40m
        exp_samples:
          - labels: 'ALERTS{alertname="RedisLockFailedTasksGrowing",alertstate="firing",queue="orders",severity="warning",state="failed"}'
            value: 1
          - labels: 'ALERTS{alertname="RedisLockOldestDueTaskTooOld",alertstate="firing",queue="orders",severity="critical"}'
            value: 1
          - labels: 'ALERTS{alertname="RedisLockNoWaitingWorkers",alertstate="firing",queue="orders",severity="warning"}'
            value: 1
          - labels: 'ALERTS{alertname="RedisLockDashboardDown",alertstate="firing",job="redislock",severity="warning"}'
            value: 1
YAML);
foreach (['check rules rules.yml', 'test rules tests.yml'] as $command) {
    $said = [];
    exec('cd ' . escapeshellarg($dir) . ' && ' . escapeshellarg($promtool) . " $command 2>&1", $said, $exit);
    echo "promtool $command: exit $exit\n";
    if ($exit !== 0) {
        echo implode("\n", $said), "\n";
    }
}
unlink("$dir/rules.yml");
unlink("$dir/tests.yml");
rmdir($dir);
// the metrics the rules read are the dashboard's
preg_match_all('/\bredislock_[a-z_]+/', $rules[0] ?? '', $names);
$known = ['redislock_queue_size', 'redislock_queue_tasks', 'redislock_queue_oldest_due_age_seconds',
    'redislock_queue_waiting_workers', 'redislock_locks_held', 'redislock_semaphore_permits_held',
    'redislock_stock_available', 'redislock_stock_held'];
echo 'unknown: ', json_encode(array_values(array_diff(array_unique($names[0]), $known))), "\n";
foreach (['failed', 'oldest_due_age', 'waiting_workers'] as $topic) {
    echo "$topic: ", str_contains($rules[0] ?? '', $topic) ? 'alerted' : 'missing', "\n";
}
?>
--EXPECT--
rule files: 1
promtool check rules rules.yml: exit 0
promtool test rules tests.yml: exit 0
unknown: []
failed: alerted
oldest_due_age: alerted
waiting_workers: alerted
