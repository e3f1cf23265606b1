--TEST--
RedisLock::lockMany(): with fencing on, each name taken is held as if lock() had taken it: its key holds the object's token for it (token()), fencingToken() gives each name a token greater than its last, isLocking(), expire() and unlock() work per name, unlockAll() releases the rest, and lock() of a name taken by lockMany() contends like any caller's
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$lock = rl_lock(['fencing' => true]);
// earlier holders of b, to give its counter a head start
for ($i = 0; $i < 3; $i++) {
    $earlier = rl_lock(['fencing' => true]);
    $earlier->lock('b', 0, 5);
    $last_b = $earlier->fencingToken('b');
    $earlier->unlock('b');
}
$names = ['a', 'b', 'c'];
var_dump($lock->lockMany($names, 0, 20));
foreach ($names as $name) {
    $token = $lock->token($name);
    $pttl = rl_redis('PTTL', rl_lock_key($name));
    echo "$name: held ", var_export($lock->isLocking($name), true),
        ', key holds its token ', var_export(is_string($token) && rl_redis('GET', rl_lock_key($name)) === $token, true),
        ', lives ~20 s ', var_export($pttl > 19000 && $pttl <= 20000, true),
        ', a fencing token ', var_export(is_int($lock->fencingToken($name)) && $lock->fencingToken($name) > 0, true), "\n";
}
echo 'b: fencing token beyond its earlier holders\': ', $lock->fencingToken('b') > $last_b ? 'yes' : 'no', "\n";
$first = array_combine($names, array_map([$lock, 'fencingToken'], $names));
var_dump($lock->expire('b', 60));
$pttl = rl_redis('PTTL', rl_lock_key('b'));
echo 'b lives ~60 s, a still ~20 s: ', $pttl > 59000 && rl_redis('PTTL', rl_lock_key('a')) <= 20000 ? 'yes' : 'no', "\n";
var_dump(rl_lock()->lock('a', 0.05));      // held: another caller is refused
var_dump($lock->lock('c', 0));             // lock() by the same object contends too
var_dump($lock->isLocking('c'));           // and leaves its hold alone
var_dump($lock->unlock('a'), $lock->isLocking('a'), $lock->unlock('a'));
echo 'keys: ', json_encode(array_values(array_filter(rl_test_keys(), static fn ($k) => !str_contains($k, ':fence')))), "\n";
var_dump($lock->unlockAll());
var_dump($lock->isLocking('b'), $lock->fencingToken('b'), $lock->token('b'));
echo 'keys: ', json_encode(array_values(array_filter(rl_test_keys(), static fn ($k) => !str_contains($k, ':fence')))), "\n";
// taken again: each fencing token grows
$again = rl_lock(['fencing' => true]);
var_dump($again->lockMany($names));
$greater = array_filter($names, static fn ($name) => $again->fencingToken($name) > $first[$name]);
echo 'greater fencing tokens: ', count($greater) === 3 ? 'yes' : 'no', "\n";
var_dump($again->unlockAll());
?>
--EXPECT--
bool(true)
a: held true, key holds its token true, lives ~20 s true, a fencing token true
b: held true, key holds its token true, lives ~20 s true, a fencing token true
c: held true, key holds its token true, lives ~20 s true, a fencing token true
b: fencing token beyond its earlier holders': yes
bool(true)
b lives ~60 s, a still ~20 s: yes
bool(false)
bool(false)
bool(true)
bool(true)
bool(false)
bool(false)
keys: ["Lock:b","Lock:c"]
bool(true)
bool(false)
bool(false)
bool(false)
keys: []
bool(true)
greater fencing tokens: yes
bool(true)
