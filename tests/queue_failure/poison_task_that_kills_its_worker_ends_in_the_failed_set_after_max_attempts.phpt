--TEST--
RedisQueue reserve($maxAttempts): a task that kills its worker every time (SIGKILL) is delivered 3 times, killing 3 workers, then moves to the failed set ("attempts exhausted") instead of being delivered forever, while 3 workers (restarted after each kill) acknowledge each of the other 30 tasks exactly once
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/poison.inc';
foreach (rl_poison_run(rl_params(), 0.2 * rl_time_scale()) as $what => $value) {
    echo $what, ': ', is_array($value) ? implode('; ', $value) : $value, "\n";
}
?>
--EXPECT--
failed: poison: attempts 3, attempts exhausted
workers killed by the poison task: 3
workers that ended otherwise: 0
tasks acknowledged once: 30
tasks acknowledged twice or more: 0
tasks never acknowledged: 0
queue size: 0
