--TEST--
RedisStock confirm(): answers false, changing nothing, for a hold that expired (its quantity stays returned), a hold or a final take that was cancelled, an id never issued, an id of another item, and an empty id
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$s = rl_stock();
$short = 0.2 * rl_time_scale(); // a short hold, longer under valgrind
$s->set('shoe', 10);
$s->set('hat', 10);
$expired = $s->take('shoe', 1, 'ann', 0, $short);
$expiry = rl_server_ms() + (int) ceil($short * 1000);
$cancelledHold = $s->take('shoe', 1, 'ann', 0, 60);
$cancelledFinal = $s->take('shoe', 1, 'ann');
$s->cancel('shoe', $cancelledHold);
$s->cancel('shoe', $cancelledFinal);
$ofHat = $s->take('hat', 1, null, 0, 60);
rl_wait_server_ms($expiry);
$state = rl_test_state();
$cases = [
    'expired hold' => $expired,
    'cancelled hold' => $cancelledHold,
    'cancelled final take' => $cancelledFinal,
    'never issued' => str_repeat('0', 32),
    'another item\'s' => $ofHat,
    'empty' => '',
];
foreach ($cases as $what => $id) {
    echo "$what: ", var_export($s->confirm('shoe', $id), true), "\n";
}
echo 'unchanged: ', $state === rl_test_state() ? 'yes' : 'no', "\n";
echo 'shoe: ', json_encode($s->info('shoe')), "\n";
?>
--EXPECT--
expired hold: false
cancelled hold: false
cancelled final take: false
never issued: false
another item's: false
empty: false
unchanged: yes
shoe: {"available":10,"held":0,"taken":0,"holds":0,"buyers":0}
