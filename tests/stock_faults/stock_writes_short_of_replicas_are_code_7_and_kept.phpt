--TEST--
RedisStock with sync_replicas=1: with the only replica SIGSTOPped, set(), add(), confirm() and cancel() throw RedisLockException code 7 after their write, and keep it: the new quantity, the added one, the hold made final, the take cancelled with its quantity back; confirm() or cancel() of an unknown reservation still answers false
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$r = rl_replicated_start();
$params = ['host' => '127.0.0.1', 'port' => $r['master'], 'prefix' => rl_prefix(), 'sync_replicas' => 1];
$stock = new RedisStock($params + ['sync_timeout' => 0.3]);
$patient = new RedisStock($params + ['sync_timeout' => 5 * rl_time_scale()]);
var_dump($patient->set('w', 10));
$held = $patient->take('w', 2, 'ann', 0, 30);
$final = $patient->take('w', 3, 'bob');
echo json_encode($patient->info('w')), "\n";
posix_kill($r['replica_pid'], SIGSTOP);
try {
    $calls = ['set 20' => static fn () => $stock->set('w', 20), 'add 5' => static fn () => $stock->add('w', 5),
        'confirm the hold' => static fn () => $stock->confirm('w', $held), 'cancel the final take' => static fn () => $stock->cancel('w', $final),
        'confirm unknown' => static fn () => $stock->confirm('w', str_repeat('0', 32)), 'cancel unknown' => static fn () => $stock->cancel('w', str_repeat('0', 32))];
    foreach ($calls as $label => $call) {
        try {
            $outcome = var_export($call(), true);
            echo "$label: returned $outcome";
        } catch (RedisLockException $e) {
            echo "$label: code ", $e->getCode(), ', ', str_contains($e->getMessage(), 'only 0 of the 1 replicas') ? 'says 0 of 1' : $e->getMessage();
        }
        echo ', now ', json_encode($stock->info('w')), "\n";
    }
} finally {
    posix_kill($r['replica_pid'], SIGCONT);
}
rl_wait_settled(static fn () => rl_redis_at($r['replica'], 'HGET', rl_prefix() . 'Stock:w', 'available') === '28' ? '' : 'not yet',
    10 * rl_time_scale(), 'the replica');
echo "the replica has them\n";
?>
--EXPECT--
bool(true)
{"available":5,"held":2,"taken":3,"holds":1,"buyers":2}
set 20: code 7, says 0 of 1, now {"available":20,"held":2,"taken":3,"holds":1,"buyers":2}
add 5: code 7, says 0 of 1, now {"available":25,"held":2,"taken":3,"holds":1,"buyers":2}
confirm the hold: code 7, says 0 of 1, now {"available":25,"held":0,"taken":5,"holds":0,"buyers":2}
cancel the final take: code 7, says 0 of 1, now {"available":28,"held":0,"taken":2,"holds":0,"buyers":1}
confirm unknown: returned false, now {"available":28,"held":0,"taken":2,"holds":0,"buyers":1}
cancel unknown: returned false, now {"available":28,"held":0,"taken":2,"holds":0,"buyers":1}
the replica has them
