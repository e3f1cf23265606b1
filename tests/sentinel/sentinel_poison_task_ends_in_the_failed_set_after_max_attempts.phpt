--TEST--
Sentinel: the poison-task run (a task that SIGKILLs its worker each time, 3 workers, $maxAttempts 3, 30 other tasks) through the sentinels ends as on one server: the poison task in the failed set of the master they name after 3 deliveries, every other task acknowledged once
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/sentinel.inc';
require __DIR__ . '/../inc/poison.inc';
$s = rl_sentinel_start(1, 1);
foreach (rl_poison_run(rl_sentinel_params($s), 0.2 * rl_time_scale()) as $what => $value) {
    echo $what, ': ', is_array($value) ? implode('; ', $value) : $value, "\n";
}
echo 'failed set on the master: ', rl_redis_at($s['master'], 'ZCARD', '{' . rl_queue_key('jobs') . '}:failed'), "\n";
?>
--EXPECT--
failed: poison: attempts 3, attempts exhausted
workers killed by the poison task: 3
workers that ended otherwise: 0
tasks acknowledged once: 30
tasks acknowledged twice or more: 0
tasks never acknowledged: 0
queue size: 0
failed set on the master: 1
