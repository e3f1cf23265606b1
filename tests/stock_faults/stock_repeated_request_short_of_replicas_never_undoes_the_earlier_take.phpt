--TEST--
RedisStock with sync_replicas=1: a take() repeated with the request key of an earlier take (confirmed, or still a hold) while the only replica is SIGSTOPped throws code 7 but leaves that earlier reservation alone: it was not this call's take, so it is not undone (the purchase stays, confirmed or held, its request key remembered), and once the replica answers the repeat answers its id
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$r = rl_replicated_start();
$params = ['host' => '127.0.0.1', 'port' => $r['master'], 'prefix' => rl_prefix(), 'sync_replicas' => 1];
$stock = new RedisStock($params + ['sync_timeout' => 0.3]);
$patient = new RedisStock($params + ['sync_timeout' => 5 * rl_time_scale()]);
var_dump($patient->set('r', 10));
$paid = $patient->take('r', 2, 'ann', 0, 30, 'order-1');
var_dump($patient->confirm('r', $paid));
$cart = $patient->take('r', 1, 'bob', 0, 30, 'order-2');
$before = json_encode($patient->info('r'));
echo "before: $before\n";
posix_kill($r['replica_pid'], SIGSTOP);
try {
    foreach (['order-1', 'order-2'] as $request) {
        try {
            $outcome = var_export($stock->take('r', 1, null, 0, 0, $request), true);
            echo "$request repeated: returned $outcome\n";
        } catch (RedisLockException $e) {
            echo "$request repeated: code ", $e->getCode(), ', ', str_contains($e->getMessage(), 'undone') ? 'says undone' : 'does not say undone', "\n";
        }
    }
    echo 'kept: ', json_encode($stock->info('r')) === $before ? 'yes' : json_encode($stock->info('r')), "\n";
} finally {
    posix_kill($r['replica_pid'], SIGCONT);
}
var_dump($patient->take('r', 1, null, 0, 0, 'order-1') === $paid, $patient->take('r', 1, null, 0, 0, 'order-2') === $cart);
var_dump($patient->confirm('r', $cart), $patient->available('r'));
?>
--EXPECT--
bool(true)
bool(true)
before: {"available":7,"held":1,"taken":2,"holds":1,"buyers":2}
order-1 repeated: code 7, does not say undone
order-2 repeated: code 7, does not say undone
kept: yes
bool(true)
bool(true)
bool(true)
int(7)
