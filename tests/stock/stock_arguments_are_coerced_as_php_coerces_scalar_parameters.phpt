--TEST--
RedisStock without strict_types: numeric strings are taken as their numbers ("2" a quantity, " 3" a limit, "0.5" a hold of half a second, "-3" a delta), an int buyer or reservation as its text, true as 1; a float with a fraction as a quantity is truncated with PHP's deprecation, a non-numeric string is a TypeError that writes nothing
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
set_error_handler(function (int $no, string $message) {
    echo "deprecated: $message\n";
    return true;
});
$s = rl_stock();
$s->set('shoe', '100');
$calls = [
    'quantity "2"' => fn () => $s->take('shoe', '2'),
    'limit " 3", hold "0.5"' => fn () => $s->take('shoe', 1, 'ann', ' 3', '0.5'),
    'buyer 7' => fn () => $s->take('shoe', 1, 7, 1),
    'buyer "7" again' => fn () => $s->take('shoe', 1, '7', 1),
    'quantity true' => fn () => $s->take('shoe', true),
    'quantity 1.5' => fn () => $s->take('shoe', 1.5),
    'quantity "2abc"' => fn () => $s->take('shoe', '2abc'),
    'hold "abc"' => fn () => $s->take('shoe', 1, null, 0, 'abc'),
    'add("-3")' => fn () => $s->add('shoe', '-3'),
    'confirm 5' => fn () => $s->confirm('shoe', 5),
];
foreach ($calls as $what => $call) {
    try {
        $answer = $call();
        echo "$what: ", is_string($answer) ? 'id' : var_export($answer, true), "\n";
    } catch (TypeError $e) {
        echo "$what: TypeError: ", $e->getMessage(), "\n";
    }
}
echo json_encode($s->info('shoe')), "\n";
?>
--EXPECT--
quantity "2": id
limit " 3", hold "0.5": id
buyer 7: id
buyer "7" again: false
quantity true: id
deprecated: Implicit conversion from float 1.5 to int loses precision
quantity 1.5: id
quantity "2abc": TypeError: RedisStock::take(): Argument #2 ($quantity) must be of type int, string given
hold "abc": TypeError: RedisStock::take(): Argument #5 ($hold) must be of type int|float, string given
add("-3"): 91
confirm 5: false
{"available":91,"held":1,"taken":5,"holds":1,"buyers":2}
