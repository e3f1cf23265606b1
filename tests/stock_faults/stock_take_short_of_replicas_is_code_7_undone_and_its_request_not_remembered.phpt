--TEST--
RedisStock with sync_replicas=1: with the only replica SIGSTOPped, take() (final or held, with or without a request key) throws RedisLockException code 7 saying the take was undone, and it was: available() and info() are as before, nothing is recorded; a take refused for want of stock still answers false; once the replica answers again, the same request key takes anew (an id no earlier call answered), and a repeat of it answers that id
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$r = rl_replicated_start();
$params = ['host' => '127.0.0.1', 'port' => $r['master'], 'prefix' => rl_prefix(), 'sync_replicas' => 1];
$stock = new RedisStock($params + ['sync_timeout' => 0.3]);
$patient = new RedisStock($params + ['sync_timeout' => 5 * rl_time_scale()]);
var_dump($patient->set('s', 10));
$known = [$patient->take('s', 1, 'ann', 0, 30), $patient->take('s', 1, 'bob', 0, 0, 'order-1')];
$before = json_encode($stock->info('s'));
$reservations = rl_redis_at($r['master'], 'HLEN', '{' . rl_prefix() . 'Stock:s}:reservations');
echo "before: $before, $reservations reservations\n";
posix_kill($r['replica_pid'], SIGSTOP);
try {
    $takes = ['final, request' => static fn () => $stock->take('s', 2, 'cat', 0, 0, 'order-7'),
        'held, request' => static fn () => $stock->take('s', 2, 'cat', 0, 30, 'order-8'),
        'final' => static fn () => $stock->take('s', 3, 'dan'),
        'held' => static fn () => $stock->take('s', 1, null, 0, 30)];
    foreach ($takes as $label => $take) {
        try {
            $outcome = var_export($take(), true);
            echo "$label: returned $outcome\n";
        } catch (RedisLockException $e) {
            echo "$label: code ", $e->getCode(), ', ', str_contains($e->getMessage(), 'only 0 of the 1 replicas') ? 'says 0 of 1' : $e->getMessage(),
                ', ', str_contains($e->getMessage(), 'the take was undone') ? 'says undone' : 'does not say undone', "\n";
        }
    }
    echo 'unchanged: ', json_encode($stock->info('s')) === $before && $stock->available('s') === 8 ? 'yes' : json_encode($stock->info('s')), "\n";
    echo 'reservations: ', rl_redis_at($r['master'], 'HLEN', '{' . rl_prefix() . 'Stock:s}:reservations'), "\n";
    echo 'request keys: ', rl_redis_at($r['master'], 'HLEN', '{' . rl_prefix() . 'Stock:s}:requests'), "\n";
    var_dump($stock->take('s', 9, null, 0, 0, 'order-9'));
} finally {
    posix_kill($r['replica_pid'], SIGCONT);
}
$again = $patient->take('s', 2, 'cat', 0, 0, 'order-7');
echo 'order-7 again: ', is_string($again) && !in_array($again, $known, true) ? 'a new id' : var_export($again, true), "\n";
var_dump($patient->take('s', 1, null, 0, 0, 'order-7') === $again, $patient->available('s'));
echo json_encode($patient->info('s')), "\n";
?>
--EXPECT--
bool(true)
before: {"available":8,"held":1,"taken":1,"holds":1,"buyers":2}, 2 reservations
final, request: code 7, says 0 of 1, says undone
held, request: code 7, says 0 of 1, says undone
final: code 7, says 0 of 1, says undone
held: code 7, says 0 of 1, says undone
unchanged: yes
reservations: 2
request keys: 1
bool(false)
order-7 again: a new id
bool(true)
int(6)
{"available":6,"held":1,"taken":3,"holds":1,"buyers":3}
