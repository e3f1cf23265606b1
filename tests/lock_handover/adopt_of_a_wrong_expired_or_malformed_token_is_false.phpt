--TEST--
RedisLock adopt(): false, and nothing recorded, for the token of another lock, of an expired lock, of a lock taken again by another holder since, for text that no token() returns (too short, upper case, anything after it), and for a null or "" name; false for an object that holds the name under another token (true for its own); nothing is written to Redis by any of them
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$a = rl_lock();
$a->lock('a', 0, 30);
$a->lock('b', 0, 30);
$ta = $a->token('a');
$tb = $a->token('b');
$a->lock('short', 0, 0.05);
$ts = $a->token('short');
usleep(100000);                            // 'short' expired
$w = rl_lock();
$before = rl_redis('DUMP', rl_lock_key('a'));
$cases = [
    'the token of another lock' => ['a', $tb],
    'an expired lock' => ['short', $ts],
    'too short' => ['a', substr($ta, 0, 31)],
    'upper case' => ['a', strtoupper($ta)],
    'with something after it' => ['a', "$ta:1"],
    'a null name' => [null, $ta],
    'an empty name' => ['', $ta],
];
foreach ($cases as $what => [$name, $token]) {
    echo $what, ': ', var_export($w->adopt($name, $token), true), "\n";
}
var_dump($w->token('a'), $w->isLocking('a'));
echo 'lock a unchanged: ', rl_redis('DUMP', rl_lock_key('a')) === $before ? 'yes' : 'no', "\n";
$a->unlock('short');
$other = rl_lock();
$other->lock('short', 0, 30);              // taken again by another holder
echo 'taken again since: ', var_export($w->adopt('short', $ts), true), "\n";
// an object that holds the name under another token does not adopt it
$w->lock('mine', 0, 30);
$x = rl_lock();
$x->lock('theirs', 0, 30);
echo 'held under another token: ', var_export($w->adopt('mine', $x->token('theirs')), true), "\n";
echo 'its own token again: ', var_export($w->adopt('mine', $w->token('mine')), true), ', still held: ', var_export($w->isLocking('mine'), true), "\n";
?>
--EXPECT--
the token of another lock: false
an expired lock: false
too short: false
upper case: false
with something after it: false
a null name: false
an empty name: false
bool(false)
bool(false)
lock a unchanged: yes
taken again since: false
held under another token: false
its own token again: true, still held: true
