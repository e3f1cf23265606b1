--TEST--
RedisStock take() with $request: a repeat with the same key answers the reservation id the first take answered and takes nothing more (nothing written), whatever quantity, buyer, limit and hold it passes, from another object too, and whatever became of that reservation since: confirmed, cancelled, or a hold that expired; a new key takes again
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$s = rl_stock();
$short = 0.2 * rl_time_scale(); // a short hold, longer under valgrind
$other = rl_stock();
$s->set('shoe', 100);
$ids = [
    'confirmed' => $s->take('shoe', 2, 'ann', 5, 60, 'order-1'),
    'cancelled' => $s->take('shoe', 3, 'bob', 0, 0, 'order-2'),
    'expired' => $s->take('shoe', 4, null, 0, $short, 'order-3'),
];
$expiry = rl_server_ms() + (int) ceil($short * 1000);
$repeats = [
    fn ($key) => $s->take('shoe', 1, null, 0, 0, $key),
    fn ($key) => $s->take('shoe', 50, 'cy', 50, 30, $key),
    fn ($key) => $s->take('shoe', 1000, 'ann', 1, 0.5, $key),
    fn ($key) => $other->take('shoe', 7, 'bob', 0, 0, $key),
];
$check = function (string $when) use ($s, $ids, $repeats) {
    $state = rl_test_state();
    $same = 0;
    foreach (['order-1' => 'confirmed', 'order-2' => 'cancelled', 'order-3' => 'expired'] as $key => $what) {
        foreach ($repeats as $repeat) {
            $same += $repeat($key) === $ids[$what];
        }
    }
    echo "$when: $same of 12 repeats the first ids, unchanged: ", $state === rl_test_state() ? 'yes' : 'no', ', ', json_encode($s->info('shoe')), "\n";
};
$check('at once');
var_dump($s->confirm('shoe', $ids['confirmed']), $s->cancel('shoe', $ids['cancelled']));
rl_wait_server_ms($expiry);
$check('confirmed, cancelled, expired');
$fresh = $s->take('shoe', 1, null, 0, 0, 'order-4');
echo 'new key: ', strlen($fresh), ' ', var_export(!in_array($fresh, $ids, true), true), ' ', $s->available('shoe'), "\n";
?>
--EXPECT--
at once: 12 of 12 repeats the first ids, unchanged: yes, {"available":91,"held":6,"taken":3,"holds":2,"buyers":2}
bool(true)
bool(true)
confirmed, cancelled, expired: 12 of 12 repeats the first ids, unchanged: yes, {"available":98,"held":0,"taken":2,"holds":0,"buyers":1}
new key: 32 true 97
