--TEST--
RedisStock set(): live holds and final takes are not part of what set() makes for sale: after set(5) with 3 held and 2 taken, available() is 5 and info() still counts them; the hold expiring later adds its 3 back (8), the final take cancelled later its 2 (10); an add() while they are out counts only what is for sale
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$s = rl_stock();
$short = 0.3 * rl_time_scale(); // a short hold, longer under valgrind
$s->set('shoe', 10);
$hold = $s->take('shoe', 3, null, 0, $short);
$final = $s->take('shoe', 2);
$expiry = rl_server_ms() + (int) ceil($short * 1000);
echo 'taken: ', $s->available('shoe'), "\n";
var_dump($s->set('shoe', 5));
echo 'after set(5): ', json_encode($s->info('shoe')), "\n";
echo 'add(-1): ', $s->add('shoe', -1), ', add(1): ', $s->add('shoe', 1), "\n";
rl_wait_server_ms($expiry);
echo 'hold expired: ', json_encode($s->info('shoe')), "\n";
var_dump($s->cancel('shoe', $final));
echo 'final take cancelled: ', json_encode($s->info('shoe')), "\n";
?>
--EXPECT--
taken: 5
bool(true)
after set(5): {"available":5,"held":3,"taken":2,"holds":1,"buyers":0}
add(-1): 4, add(1): 5
hold expired: {"available":8,"held":0,"taken":2,"holds":0,"buyers":0}
bool(true)
final take cancelled: {"available":10,"held":0,"taken":0,"holds":0,"buyers":0}
