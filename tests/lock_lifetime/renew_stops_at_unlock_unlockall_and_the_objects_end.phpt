--TEST--
RedisLock renew: unlock(), unlockAll() and the object's destruction each stop the renewals: a lock set afterwards from another connection under the same key with the very token the object had (which a renewer still at work would extend) keeps its value and runs out its own lifetime; a destroyed object's lock (no release_at_shutdown) expires within $expire
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/lifetime.inc';
$s = rl_time_scale();

/* After the object let go of $name (whose token was $token): sets the key
 * again from outside with that token for 1 s, and checks nothing extends it. */
function not_renewed(string $name, string $token, float $s): string
{
    rl_redis('SET', rl_lock_key($name), $token, 'PX', (string) (int) (1000 * $s));
    $seen = rl_watch_lock($name, $token, 2.5 * $s, true);
    return $seen['gone_at'] !== null && $seen['gone_at'] < 1.4 * $s && !$seen['changed'] ? 'yes'
        : 'no (' . json_encode($seen) . ')';
}

$lock = rl_lock(['renew' => true]);
var_dump($lock->lock('one', 0, $s));
$token = rl_lock_token('one');
rl_sleep(0.5 * $s); // a renewal or so
var_dump($lock->unlock('one'));
echo 'after unlock(), the key set again with its token ran out its lifetime untouched: ', not_renewed('one', $token, $s), "\n";

var_dump($lock->lock('a', 0, $s), $lock->lock('b', 0, $s));
$tokens = ['a' => rl_lock_token('a'), 'b' => rl_lock_token('b')];
rl_sleep(0.5 * $s);
var_dump($lock->unlockAll());
foreach ($tokens as $name => $token) {
    echo "after unlockAll(), the key of $name set again with its token ran out its lifetime untouched: ", not_renewed($name, $token, $s), "\n";
}

var_dump($lock->lock('kept', 0, $s));
$token = rl_lock_token('kept');
rl_sleep(1.5 * $s);
echo 'held past its expire before the object ends: ', rl_lock_token('kept') === $token ? 'yes' : 'no', "\n";
$extended = rl_counter('Lifetimes extended');
unset($lock);
$seen = rl_watch_lock('kept', $token, 2.5 * $s, true);
echo 'after the object was destroyed, its lock expired within $expire: ', $seen['gone_at'] !== null && $seen['gone_at'] < 1.4 * $s ? 'yes' : 'no', "\n";
echo 'nothing was extended after that: ', rl_counter('Lifetimes extended') === $extended ? 'yes' : 'no', "\n";
?>
--EXPECT--
bool(true)
bool(true)
after unlock(), the key set again with its token ran out its lifetime untouched: yes
bool(true)
bool(true)
bool(true)
after unlockAll(), the key of a set again with its token ran out its lifetime untouched: yes
after unlockAll(), the key of b set again with its token ran out its lifetime untouched: yes
bool(true)
held past its expire before the object ends: yes
after the object was destroyed, its lock expired within $expire: yes
nothing was extended after that: yes
