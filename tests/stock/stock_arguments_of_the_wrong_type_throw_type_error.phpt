--TEST--
RedisStock: arguments of the wrong type throw TypeError (strict_types: a string quantity, a float $perBuyer, a string $hold, an int item, null where a string is required, an array reservation) and ArgumentCountError for missing arguments; nothing is written
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
declare(strict_types=1);
require __DIR__ . '/../inc/setup.inc';
$s = rl_stock();
$calls = [
    fn () => $s->set('shoe', '5'),
    fn () => $s->set('shoe', 5.0),
    fn () => $s->set(null, 5),
    fn () => $s->add(1, 5),
    fn () => $s->add('shoe'),
    fn () => $s->take('shoe', '1'),
    fn () => $s->take('shoe', 1, 5),
    fn () => $s->take('shoe', 1, 'ann', 1.5),
    fn () => $s->take('shoe', 1, 'ann', 0, '10'),
    fn () => $s->take('shoe', 1, 'ann', 0, null),
    fn () => $s->take('shoe', 1, 'ann', 0, 10, 7),
    fn () => $s->take([]),
    fn () => $s->confirm('shoe', []),
    fn () => $s->confirm('shoe'),
    fn () => $s->cancel('shoe', null),
    fn () => $s->available(new stdClass()),
    fn () => $s->info(),
];
foreach ($calls as $call) {
    try {
        var_dump($call());
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
echo 'keys: ', count(rl_test_keys()), "\n";
?>
--EXPECT--
TypeError: RedisStock::set(): Argument #2 ($quantity) must be of type int, string given
TypeError: RedisStock::set(): Argument #2 ($quantity) must be of type int, float given
TypeError: RedisStock::set(): Argument #1 ($item) must be of type string, null given
TypeError: RedisStock::add(): Argument #1 ($item) must be of type string, int given
ArgumentCountError: RedisStock::add() expects exactly 2 arguments, 1 given
TypeError: RedisStock::take(): Argument #2 ($quantity) must be of type int, string given
TypeError: RedisStock::take(): Argument #3 ($buyer) must be of type ?string, int given
TypeError: RedisStock::take(): Argument #4 ($perBuyer) must be of type int, float given
TypeError: RedisStock::take(): Argument #5 ($hold) must be of type int|float, string given
TypeError: RedisStock::take(): Argument #5 ($hold) must be of type int|float, null given
TypeError: RedisStock::take(): Argument #6 ($request) must be of type ?string, int given
TypeError: RedisStock::take(): Argument #1 ($item) must be of type string, array given
TypeError: RedisStock::confirm(): Argument #2 ($reservation) must be of type string, array given
ArgumentCountError: RedisStock::confirm() expects exactly 2 arguments, 1 given
TypeError: RedisStock::cancel(): Argument #2 ($reservation) must be of type string, null given
TypeError: RedisStock::available(): Argument #1 ($item) must be of type string, stdClass given
ArgumentCountError: RedisStock::info() expects exactly 1 argument, 0 given
keys: 0
