--TEST--
Dashboard: the Prometheus alert rules docs/operations.md gives pass `promtool check rules` and use only the dashboard's metric names
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
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
$file = tempnam(sys_get_temp_dir(), 'rl-rules') . '.yml';
file_put_contents($file, $rules[0] ?? '');
exec(escapeshellarg($promtool) . ' check rules ' . escapeshellarg($file) . ' 2>&1', $said, $exit);
unlink($file);
echo "promtool check rules: exit $exit\n";
if ($exit !== 0) {
    echo implode("\n", $said), "\n";
}
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
promtool check rules: exit 0
unknown: []
failed: alerted
oldest_due_age: alerted
waiting_workers: alerted
