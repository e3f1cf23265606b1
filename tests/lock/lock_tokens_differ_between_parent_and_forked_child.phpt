--TEST--
RedisLock: after a fork, parent and child never hand out the same token (random bytes buffered before the fork are not reused by the child)
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$lock = rl_lock();
var_dump($lock->lock('before-fork'));       // the token buffer is filled now
$codes = rl_fork_workers(3, function (int $i) use ($lock) {
    for ($n = 0; $n < 5; $n++) {
        $lock->lock("child$i-$n");
    }
});
for ($n = 0; $n < 5; $n++) {
    $lock->lock("parent-$n");
}
var_dump($codes);
$tokens = [];
foreach (['parent', 'child0', 'child1', 'child2'] as $who) {
    for ($n = 0; $n < 5; $n++) {
        $tokens[] = rl_redis('GET', rl_lock_key("$who-$n"));
    }
}
echo count($tokens), ' tokens, ', count(array_unique($tokens)), " distinct\n";
?>
--EXPECT--
bool(true)
array(3) {
  [0]=>
  int(0)
  [1]=>
  int(0)
  [2]=>
  int(0)
}
20 tokens, 20 distinct
