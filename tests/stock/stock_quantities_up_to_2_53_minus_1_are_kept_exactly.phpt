--TEST--
RedisStock: quantities up to 2^53 - 1 are kept and answered exactly: set() of 2^53 - 1, a hold of 2^53 - 2 with a buyer limit of 2^53 - 1 and a final take of 1 leave 0 (info() exact, a take of 1 false), the hold coming back (cancelled, or expired with no call meanwhile) gives exactly 2^53 - 2, add() answers exact sums near the bound
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$s = rl_stock();
$short = 0.2 * rl_time_scale(); // a short hold, longer under valgrind
$max = 9007199254740991;
var_dump($s->set('shoe', $max), $s->available('shoe'));
$hold = $s->take('shoe', $max - 1, 'ann', $max, 60);
$final = $s->take('shoe', 1, 'ann', $max);
echo 'taken: ', strlen($hold), ' ', strlen($final), ' ', json_encode($s->info('shoe')), ' ', var_export($s->take('shoe', 1), true), "\n";
var_dump($s->cancel('shoe', $hold), $s->available('shoe'));
echo 'add: ', $s->add('shoe', -($max - 1)), ' ', $s->add('shoe', $max - 2), ' ', $s->add('shoe', -1), ' ', $s->add('shoe', 1), "\n";
var_dump($s->cancel('shoe', $final), $s->add('shoe', 1), $s->info('shoe'));
$expiring = $s->take('shoe', $max - 1, 'ann', $max, $short);
$expiry = rl_server_ms() + (int) ceil($short * 1000);
echo 'hold: ', $s->available('shoe'), "\n";
rl_wait_server_ms($expiry);
echo 'expired: ', $s->available('shoe'), ' ', json_encode($s->info('shoe')), "\n";
?>
--EXPECT--
bool(true)
int(9007199254740991)
taken: 32 32 {"available":0,"held":9007199254740990,"taken":1,"holds":1,"buyers":1} false
bool(true)
int(9007199254740990)
add: 0 9007199254740989 9007199254740988 9007199254740989
bool(true)
int(9007199254740991)
array(5) {
  ["available"]=>
  int(9007199254740991)
  ["held"]=>
  int(0)
  ["taken"]=>
  int(0)
  ["holds"]=>
  int(0)
  ["buyers"]=>
  int(0)
}
hold: 1
expired: 9007199254740991 {"available":9007199254740991,"held":0,"taken":0,"holds":0,"buyers":0}
