--TEST--
RedisStock: every argument out of range throws ValueError naming it, and nothing is written: an empty $item for every method; take() $quantity < 1 or beyond 2^53 - 1, $perBuyer < 0 or beyond 2^53 - 1, $hold negative, NAN, INF, -INF or beyond a year (31536000 s, which itself is accepted), an empty $buyer or $request; set() $quantity < 0 or beyond 2^53 - 1; add() $delta beyond +-(2^53 - 1); confirm() and cancel() of an empty reservation answer false
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$s = rl_stock();
$s->set('shoe', 10);
$max = 9007199254740991;
$calls = [
    fn () => $s->set('', 1),
    fn () => $s->add('', 1),
    fn () => $s->take(''),
    fn () => $s->confirm('', 'x'),
    fn () => $s->cancel('', 'x'),
    fn () => $s->available(''),
    fn () => $s->info(''),
    fn () => $s->take('shoe', 0),
    fn () => $s->take('shoe', -1),
    fn () => $s->take('shoe', $max + 1),
    fn () => $s->take('shoe', 1, 'ann', -1),
    fn () => $s->take('shoe', 1, 'ann', $max + 1),
    fn () => $s->take('shoe', 1, null, 0, -0.001),
    fn () => $s->take('shoe', 1, null, 0, -1),
    fn () => $s->take('shoe', 1, null, 0, NAN),
    fn () => $s->take('shoe', 1, null, 0, INF),
    fn () => $s->take('shoe', 1, null, 0, -INF),
    fn () => $s->take('shoe', 1, null, 0, 31536000.5),
    fn () => $s->take('shoe', 1, null, 0, 31536001),
    fn () => $s->take('shoe', 1, ''),
    fn () => $s->take('shoe', 1, null, 0, 0, ''),
    fn () => $s->set('shoe', -1),
    fn () => $s->set('shoe', $max + 1),
    fn () => $s->add('shoe', $max + 1),
    fn () => $s->add('shoe', -$max - 1),
    fn () => $s->add('shoe', PHP_INT_MIN),
];
$state = rl_test_state();
foreach ($calls as $call) {
    try {
        var_dump($call());
    } catch (ValueError $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
echo 'unchanged: ', $state === rl_test_state() ? 'yes' : 'no', "\n";
var_dump($s->confirm('shoe', ''), $s->cancel('shoe', ''));
echo 'a year: ', strlen($s->take('shoe', 1, null, 0, 31536000)), ', a year in ms: ', strlen($s->take('shoe', 1, null, 0, 31535999.999)), "\n";
?>
--EXPECT--
ValueError: RedisStock::set(): Argument #1 ($item) must not be empty
ValueError: RedisStock::add(): Argument #1 ($item) must not be empty
ValueError: RedisStock::take(): Argument #1 ($item) must not be empty
ValueError: RedisStock::confirm(): Argument #1 ($item) must not be empty
ValueError: RedisStock::cancel(): Argument #1 ($item) must not be empty
ValueError: RedisStock::available(): Argument #1 ($item) must not be empty
ValueError: RedisStock::info(): Argument #1 ($item) must not be empty
ValueError: RedisStock::take(): Argument #2 ($quantity) must be greater than or equal to 1
ValueError: RedisStock::take(): Argument #2 ($quantity) must be greater than or equal to 1
ValueError: RedisStock::take(): Argument #2 ($quantity) must be less than or equal to 9007199254740991
ValueError: RedisStock::take(): Argument #4 ($perBuyer) must be greater than or equal to 0
ValueError: RedisStock::take(): Argument #4 ($perBuyer) must be less than or equal to 9007199254740991
ValueError: RedisStock::take(): Argument #5 ($hold) must be a finite number greater than or equal to 0
ValueError: RedisStock::take(): Argument #5 ($hold) must be a finite number greater than or equal to 0
ValueError: RedisStock::take(): Argument #5 ($hold) must be a finite number greater than or equal to 0
ValueError: RedisStock::take(): Argument #5 ($hold) must be a finite number greater than or equal to 0
ValueError: RedisStock::take(): Argument #5 ($hold) must be a finite number greater than or equal to 0
ValueError: RedisStock::take(): Argument #5 ($hold) must be at most 31536000 (a year)
ValueError: RedisStock::take(): Argument #5 ($hold) must be at most 31536000 (a year)
ValueError: RedisStock::take(): Argument #3 ($buyer) must not be empty (null for no buyer)
ValueError: RedisStock::take(): Argument #6 ($request) must not be empty (null for none)
ValueError: RedisStock::set(): Argument #2 ($quantity) must be greater than or equal to 0
ValueError: RedisStock::set(): Argument #2 ($quantity) must be less than or equal to 9007199254740991
ValueError: RedisStock::add(): Argument #2 ($delta) must be between -9007199254740991 and 9007199254740991
ValueError: RedisStock::add(): Argument #2 ($delta) must be between -9007199254740991 and 9007199254740991
ValueError: RedisStock::add(): Argument #2 ($delta) must be between -9007199254740991 and 9007199254740991
unchanged: yes
bool(false)
bool(false)
a year: 32, a year in ms: 32
