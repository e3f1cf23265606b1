--TEST--
RedisQueue: a subclass written for the original class, overriding pop() without $wait and without a return type, stops PHP with "must be compatible"; the one-line fix docs/migration.md gives (the return type and $wait, passed on) compiles and pops as before
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$doc = file_get_contents(__DIR__ . '/../../docs/migration.md');
preg_match('~^// before.*\n(public function pop.*)\n// after\n(public function pop.*)$~m', $doc, $m) or exit("no before/after in docs/migration.md\n");
[, $before, $after] = $m;
$code = static fn (string $class, string $method) => "class $class extends RedisQueue { $method }";

// before: PHP refuses the class (a compile-time error, so in a process of its own)
$proc = proc_open([PHP_BINARY, '-n', '-d', 'extension=' . getenv('REDISLOCK_TEST_MODULE'), '-r', $code('Before', $before) . ' echo "compiled\n";'],
    [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
$out = stream_get_contents($pipes[1]) . stream_get_contents($pipes[2]);
proc_close($proc);
echo 'before: ', preg_match('/Declaration of Before::pop\(.*\) must be compatible with RedisQueue::pop/', $out) ? 'must be compatible' : $out, "\n";

// after: compiles, and pops through the parent
eval($code('After', str_replace('/* ... */', '', $after)));
$q = new After(rl_params());
$q->enqueue('jobs', 'a');
$task = $q->pop('jobs');
echo 'after: popped ', $task['id'], "\n";
var_dump($q->pop('jobs'));
?>
--EXPECT--
before: must be compatible
after: popped a
bool(false)
