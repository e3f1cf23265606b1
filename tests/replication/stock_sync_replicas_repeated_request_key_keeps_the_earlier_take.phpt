--TEST--
RedisStock sync_replicas: with the only replica SIGSTOPped, a take() repeating the request key of an earlier take that succeeded (replicated, then confirmed) throws code 7 saying that reservation stands, and does not undo it: it stays taken (a second repeat answers it, cancel() finds it) and its request key is kept; a new take in that state is undone (code 7, nothing kept)
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$r = rl_replicated_start();
$params = ['host' => '127.0.0.1', 'port' => $r['master'], 'prefix' => rl_prefix(), 'sync_timeout' => 0.3, 'sync_replicas' => 1];
$s = new RedisStock($params);
$s->set('shoe', 10);
$id = $s->take('shoe', 2, 'ann', 0, 60, 'order-1');
var_dump($s->confirm('shoe', $id));
posix_kill($r['replica_pid'], SIGSTOP);
try {
    foreach (['repeat' => 'order-1', 'new take' => 'order-2'] as $what => $request) {
        try {
            var_dump($s->take('shoe', 2, 'ann', 0, 60, $request));
        } catch (RedisLockException $e) {
            echo "$what: code ", $e->getCode(), ', ', str_contains($e->getMessage(), 'only 0 of the 1 replicas') ? 'says 0 of 1' : $e->getMessage(),
                ', ', str_contains($e->getMessage(), 'undone') ? 'says undone' : (str_contains($e->getMessage(), 'stands') ? 'says it stands' : 'says neither'), "\n";
        }
    }
} finally {
    posix_kill($r['replica_pid'], SIGCONT);
}
$plain = new RedisStock(['sync_replicas' => 0] + $params);
echo 'info: ', json_encode($plain->info('shoe')), "\n";
echo 'repeat again: ', var_export($plain->take('shoe', 2, 'ann', 0, 60, 'order-1') === $id, true), "\n";
echo 'new take was forgotten: ', var_export($plain->take('shoe', 1, null, 0, 0, 'order-2') !== $id, true), ', ', json_encode($plain->info('shoe')), "\n";
var_dump($plain->cancel('shoe', $id));
echo 'info: ', json_encode($plain->info('shoe')), "\n";
?>
--EXPECT--
bool(true)
repeat: code 7, says 0 of 1, says it stands
new take: code 7, says 0 of 1, says undone
info: {"available":8,"held":0,"taken":2,"holds":0,"buyers":1}
repeat again: true
new take was forgotten: true, {"available":7,"held":0,"taken":3,"holds":0,"buyers":1}
bool(true)
info: {"available":9,"held":0,"taken":1,"holds":0,"buyers":0}
