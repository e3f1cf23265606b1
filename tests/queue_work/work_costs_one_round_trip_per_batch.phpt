--TEST--
RedisQueue::work(): the outcomes of a batch travel in the round trip that reserves the next, so a worker costs one round trip per batch in steady state: at most 1.05 round trips per task with $batch 1 and 0.11 with $batch 10 (counted by a proxy in front of the server)
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/release.inc';
$proxy = rl_count_proxy_start(rl_port());
$q = rl_queue(['port' => $proxy['port']]);
foreach ([1 => 300, 10 => 1000] as $batch => $tasks) {
    rl_queue()->enqueue("jobs$batch", range(1, $tasks));
    $before = count(rl_round_trips($proxy));
    $n = $q->work("jobs$batch", function () {}, $batch, 30, 0, 1, $tasks, 0, 0, 0);
    $trips = count(rl_round_trips($proxy)) - $before;
    $per = $trips / $n;
    echo "batch $batch: handled $n, ", $per <= ($batch === 1 ? 1.05 : 0.11) ? 'within' : "NOT within ($trips round trips)",
        ' the bound; left ', rl_queue()->size("jobs$batch"), "\n";
}
rl_count_proxy_stop($proxy);
?>
--EXPECT--
batch 1: handled 300, within the bound; left 0
batch 10: handled 1000, within the bound; left 0
