--TEST--
RedisStock through Sentinel without the sync_replicas option: a take waits for the master's replica by default (a WAIT in the same round trip) and is granted once it has it; with the replica SIGSTOPped (still known to the sentinels) a take throws RedisLockException code 7, saying the number is the Sentinel default's and that the take was undone, and nothing is kept: available() and info() as before, and the same request key takes anew once the replica is back
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/sentinel.inc';
$s = rl_sentinel_start(1, 1);
$replica_pid = reset($s['replicas']);
$patient = new RedisStock(rl_sentinel_params($s, ['sync_timeout' => 5 * rl_time_scale()]));
$stock = new RedisStock(rl_sentinel_params($s, ['sync_timeout' => 0.3]));
var_dump($patient->set('s', 5));
$waits = rl_command_calls('wait', $s['master']);
$held = $patient->take('s', 1, 'ann', 0, 30, 'order-1');
echo 'granted: ', is_string($held) ? 'an id' : var_export($held, true), ', WAIT sent: ', rl_command_calls('wait', $s['master']) > $waits ? 'yes' : 'no', "\n";
$before = json_encode($stock->info('s'));
posix_kill($replica_pid, SIGSTOP);
try {
    try {
        $outcome = var_export($stock->take('s', 2, 'bob', 0, 0, 'order-2'), true);
        echo "no exception, returned $outcome\n";
    } catch (RedisLockException $e) {
        echo 'code ', $e->getCode(), ', ',
            str_contains($e->getMessage(), 'the Sentinel default asks for (sync_replicas not given; sync_replicas=0 opts out)') ? 'says the default' : $e->getMessage(), ', ',
            str_contains($e->getMessage(), 'the take was undone') ? 'says undone' : 'does not say undone', "\n";
    }
    echo 'unchanged: ', json_encode($stock->info('s')) === $before && $stock->available('s') === 4 ? 'yes' : json_encode($stock->info('s')), "\n";
} finally {
    posix_kill($replica_pid, SIGCONT);
}
$again = $patient->take('s', 2, 'bob', 0, 0, 'order-2');
var_dump(is_string($again) && $again !== $held, $patient->available('s'), $patient->take('s', 1, null, 0, 0, 'order-1') === $held);
?>
--EXPECT--
bool(true)
granted: an id, WAIT sent: yes
code 7, says the default, says undone
unchanged: yes
bool(true)
int(2)
bool(true)
