--TEST--
RedisStock cancel(): answers false, changing nothing, for a reservation already cancelled (hold or final take: the quantity is given back once only), a hold that expired (its quantity already returned, not twice), an id never issued, an id of another item, and an empty id
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$s = rl_stock();
$short = 0.2 * rl_time_scale(); // a short hold, longer under valgrind
$s->set('shoe', 10);
$s->set('hat', 10);
$expired = $s->take('shoe', 2, 'ann', 0, $short);
$expiry = rl_server_ms() + (int) ceil($short * 1000);
$hold = $s->take('shoe', 1, 'ann', 0, 60);
$final = $s->take('shoe', 1, 'ann');
$ofHat = $s->take('hat', 1);
echo 'first: ', var_export($s->cancel('shoe', $hold), true), ' ', var_export($s->cancel('shoe', $final), true), "\n";
rl_wait_server_ms($expiry);
$state = rl_test_state();
$cases = [
    'hold cancelled before' => $hold,
    'final take cancelled before' => $final,
    'expired hold' => $expired,
    'never issued' => 'f' . str_repeat('0', 31),
    'another item\'s' => $ofHat,
    'empty' => '',
];
foreach ($cases as $what => $id) {
    echo "$what: ", var_export($s->cancel('shoe', $id), true), "\n";
}
echo 'unchanged: ', $state === rl_test_state() ? 'yes' : 'no', "\n";
echo 'shoe: ', json_encode($s->info('shoe')), ', hat: ', $s->available('hat'), "\n";
?>
--EXPECT--
first: true true
hold cancelled before: false
final take cancelled before: false
expired hold: false
never issued: false
another item's: false
empty: false
unchanged: yes
shoe: {"available":10,"held":0,"taken":0,"holds":0,"buyers":0}, hat: 9
