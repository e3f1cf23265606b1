--TEST--
RedisStock available() and info() write nothing, also when holds have expired since the last write (they count them as returned without recording it): the item's keys are byte for byte the same after many reads, and the answers do not change
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$s = rl_stock();
$short = 0.2 * rl_time_scale(); // a short hold, longer under valgrind
$s->set('shoe', 10);
$s->take('shoe', 2, 'ann', 0, $short, 'order-1');
$expiry = rl_server_ms() + (int) ceil($short * 1000);
$s->take('shoe', 1, 'bob', 0, 60);
$s->take('shoe', 3, 'cy');
rl_wait_server_ms($expiry);
$state = rl_test_state();
$answers = [];
for ($i = 0; $i < 20; $i++) {
    $answers[] = $s->available('shoe') . ' ' . json_encode($s->info('shoe'));
}
echo implode("\n", array_unique($answers)), "\n";
echo 'unchanged: ', $state === rl_test_state() ? 'yes' : 'no', "\n";
?>
--EXPECT--
6 {"available":6,"held":1,"taken":3,"holds":1,"buyers":2}
unchanged: yes
