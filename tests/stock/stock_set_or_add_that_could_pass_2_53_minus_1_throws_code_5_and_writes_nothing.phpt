--TEST--
RedisStock set() and add(): a call after which what is for sale, with the live holds and final takes that may still come back to it (an expiry, a cancel()), could pass 2^53 - 1 throws RedisLockException code 5 and writes nothing: add(1) at 2^53 - 1, add(2^53 - 1) twice, set(2^53 - 1) or add(1) with 10 held and 5 taken; at the bound itself they succeed, and the holds and takes coming back then give exactly 2^53 - 1
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$s = rl_stock();
$max = 9007199254740991;
$try = function (string $what, callable $call) {
    $state = rl_test_state();
    try {
        $answer = $call();
        echo "$what: ", var_export($answer, true), "\n";
    } catch (RedisLockException $e) {
        echo "$what: code ", $e->getCode(), str_contains($e->getMessage(), '2^53 - 1') ? '' : ' (' . $e->getMessage() . ')',
            ', unchanged: ', $state === rl_test_state() ? 'yes' : 'no', "\n";
    }
};
$try('set(max)', fn () => $s->set('shoe', $max));
$try('add(1)', fn () => $s->add('shoe', 1));
$try('add(max) on a new item', fn () => $s->add('hat', $max));
$try('add(max) again', fn () => $s->add('hat', $max));
$hold = $s->take('shoe', 10, 'ann', 0, 60);
$final = $s->take('shoe', 5, 'ann');
echo 'available: ', $s->available('shoe'), "\n";
$try('set(max) with 15 out', fn () => $s->set('shoe', $max));
$try('add(1) with 15 out', fn () => $s->add('shoe', 1));
$try('set(max - 15)', fn () => $s->set('shoe', $max - 15));
$try('add(-1)', fn () => $s->add('shoe', -1));
$try('add(1)', fn () => $s->add('shoe', 1));
$try('cancel the hold', fn () => $s->cancel('shoe', $hold));
$try('cancel the final take', fn () => $s->cancel('shoe', $final));
echo 'info: ', json_encode($s->info('shoe')), "\n";
?>
--EXPECT--
set(max): true
add(1): code 5, unchanged: yes
add(max) on a new item: 9007199254740991
add(max) again: code 5, unchanged: yes
available: 9007199254740976
set(max) with 15 out: code 5, unchanged: yes
add(1) with 15 out: code 5, unchanged: yes
set(max - 15): true
add(-1): 9007199254740975
add(1): 9007199254740976
cancel the hold: true
cancel the final take: true
info: {"available":9007199254740991,"held":0,"taken":0,"holds":0,"buyers":0}
