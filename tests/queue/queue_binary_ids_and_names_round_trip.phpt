--TEST--
RedisQueue: ids and names with NUL bytes, CR/LF and non-UTF-8 bytes are stored and returned byte for byte
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
$name = "bin\0name\r\n";
$ids = ["a\0b", "\0", "\xff\xfe\x00", "x\r\n*1\r\n\$3\r\nDEL", "12\0"];
var_dump($q->enqueue($name, $ids));
var_dump(rl_redis('ZCARD', rl_queue_key($name)));
var_dump(rl_redis('EXISTS', rl_queue_key('bin')));
$got = array_map(fn($t) => $t['id'], $q->top($name, 10));
sort($got);
$want = $ids;
sort($want);
var_dump($got === $want);
var_dump($q->enqueue($name, "single\0id"));
$task = $q->top($name, 10);
$single = array_values(array_filter($task, fn($t) => $t['id'] === "single\0id"))[0];
var_dump($q->dequeue($name, "single\0id", $single['score']));
var_dump($q->dequeue($name, "single", $single['score']));   // the prefix before NUL is another id
$popped = array_map(fn($t) => bin2hex($t['id']), $q->pop($name, 10));
sort($popped);
echo implode("\n", $popped), "\n";
var_dump(rl_redis('EXISTS', rl_queue_key($name)));
?>
--EXPECT--
bool(true)
int(5)
int(0)
bool(true)
bool(true)
bool(true)
bool(false)
00
313200
610062
780d0a2a310d0a24330d0a44454c
fffe00
int(0)
