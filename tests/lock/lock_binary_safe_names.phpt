--TEST--
RedisLock: names are binary-safe: NUL bytes and invalid UTF-8 make distinct keys
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$lock = rl_lock();
$names = ["a\0b", "a\0c", "a", "a\0", "\0", "\xff\xfe", "\xff\xfd", "\xc3", "x'\"]]..{}\r\n%s"];
foreach ($names as $name) {
    echo bin2hex($name), ': ', var_export($lock->lock($name), true), "\n";
}
foreach ($names as $name) {
    $value = rl_redis('GET', rl_lock_key($name));
    echo bin2hex($name), ': ', is_string($value) && strlen($value) === 32 ? 'own key' : 'missing', "\n";
}
echo count(rl_redis('KEYS', rl_prefix() . '*')), " keys\n";
foreach ($names as $name) {
    var_dump($lock->isLocking($name) && $lock->unlock($name));
}
var_dump(rl_redis('KEYS', rl_prefix() . '*'));
?>
--EXPECT--
610062: true
610063: true
61: true
6100: true
00: true
fffe: true
fffd: true
c3: true
7827225d5d2e2e7b7d0d0a2573: true
610062: own key
610063: own key
61: own key
6100: own key
00: own key
fffe: own key
fffd: own key
c3: own key
7827225d5d2e2e7b7d0d0a2573: own key
9 keys
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
array(0) {
}
