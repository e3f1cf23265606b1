--TEST--
RedisQueue: ids come back typed as PHP array keys: canonical decimal ints in range as int, everything else as string
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
$ids = [12, '12', '-5', '0', 0, (string) PHP_INT_MAX, (string) PHP_INT_MIN,
    '012', '1e3', ' 1', '1 ', '+1', '-0', '1.0', '0x1A', '9223372036854775808', '-9223372036854775809', 'abc'];
foreach ($ids as $id) {
    if (!$q->enqueue('ids', $id)) {
        echo "enqueue failed\n";
    }
    $task = $q->pop('ids');
    echo var_export($id, true), ' -> ';
    var_dump($task['id']);
}
// the same through an array enqueue and a list pop (same score: member order)
$q->enqueue('many', ['42', '042']);
foreach ($q->pop('many', 10) as $task) {
    var_dump($task['id']);
}
?>
--EXPECT--
12 -> int(12)
'12' -> int(12)
'-5' -> int(-5)
'0' -> int(0)
0 -> int(0)
'9223372036854775807' -> int(9223372036854775807)
'-9223372036854775808' -> int(-9223372036854775808)
'012' -> string(3) "012"
'1e3' -> string(3) "1e3"
' 1' -> string(2) " 1"
'1 ' -> string(2) "1 "
'+1' -> string(2) "+1"
'-0' -> string(2) "-0"
'1.0' -> string(3) "1.0"
'0x1A' -> string(4) "0x1A"
'9223372036854775808' -> string(19) "9223372036854775808"
'-9223372036854775809' -> string(20) "-9223372036854775809"
'abc' -> string(3) "abc"
string(3) "042"
int(42)
