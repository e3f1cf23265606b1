--TEST--
RedisLock release_at_shutdown: the option works in each of its forms (array key true, "yes" or 1; DSN query release_at_shutdown=1 or true; INI redislock.release_at_shutdown=1 given with -d or by ini_set() before the object is made, also for an array without the key, which false in the array overrides; null in the array means not given), releasing the lock at the end of the process, and a value that is not a boolean ("maybe", 2, an array) in the array, the DSN or the INI setting is a ValueError naming the option
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/release.inc';
$p = rl_params();
$dsn = "redis://127.0.0.1:{$p['port']}?prefix=" . rawurlencode($p['prefix']);
$forms = [
    'array true' => ['new RedisLock($params + ["release_at_shutdown" => true])', []],
    'array "yes"' => ['new RedisLock($params + ["release_at_shutdown" => "yes"])', []],
    'array 1' => ['new RedisLock($params + ["release_at_shutdown" => 1])', []],
    'DSN 1' => ['new RedisLock(' . var_export("$dsn&release_at_shutdown=1", true) . ')', []],
    'DSN true' => ['new RedisLock(' . var_export("$dsn&release_at_shutdown=true", true) . ')', []],
    'INI -d' => ['new RedisLock($params)', ['redislock.release_at_shutdown' => '1']],
    'INI -d, null in the array' => ['new RedisLock($params + ["release_at_shutdown" => null])', ['redislock.release_at_shutdown' => '1']],
    'INI -d, DSN without it' => ['new RedisLock(' . var_export($dsn, true) . ')', ['redislock.release_at_shutdown' => '1']],
    'INI ini_set()' => ['(function ($p) { ini_set("redislock.release_at_shutdown", "1"); return new RedisLock($p); })($params)', []],
    'INI -d, array false' => ['new RedisLock($params + ["release_at_shutdown" => false])', ['redislock.release_at_shutdown' => '1']],
    'INI -d, DSN 0' => ['new RedisLock(' . var_export("$dsn&release_at_shutdown=0", true) . ')', ['redislock.release_at_shutdown' => '1']],
];
foreach ($forms as $form => [$make, $ini]) {
    $child = rl_php_child('$lock = ' . $make . ';
echo $lock->lock(' . var_export($form, true) . ', 0, 60) ? "locked" : "not locked";
', $ini);
    echo "$form: ", $child['out'], ', exit ', $child['status'], $child['err'] === '' ? '' : " ({$child['err']})",
        ', released at the end: ', rl_redis('EXISTS', rl_lock_key($form)) === 0 ? 'yes' : 'no', "\n";
}

$invalid = [
    'array "maybe"' => fn () => rl_lock(['release_at_shutdown' => 'maybe']),
    'array 2' => fn () => rl_lock(['release_at_shutdown' => 2]),
    'array []' => fn () => rl_lock(['release_at_shutdown' => []]),
    'DSN maybe' => fn () => new RedisLock("$dsn&release_at_shutdown=maybe"),
    'INI maybe' => function () {
        ini_set('redislock.release_at_shutdown', 'maybe');
        try {
            return rl_lock();
        } finally {
            ini_restore('redislock.release_at_shutdown');
        }
    },
];
foreach ($invalid as $form => $make) {
    try {
        $make();
        echo "$form: accepted\n";
    } catch (ValueError $e) {
        echo "$form: ValueError: ", $e->getMessage(), "\n";
    }
}
echo 'the INI setting is valid again after ini_restore(): ', rl_lock() instanceof RedisLock ? 'yes' : 'no', "\n";
?>
--EXPECT--
array true: locked, exit 0, released at the end: yes
array "yes": locked, exit 0, released at the end: yes
array 1: locked, exit 0, released at the end: yes
DSN 1: locked, exit 0, released at the end: yes
DSN true: locked, exit 0, released at the end: yes
INI -d: locked, exit 0, released at the end: yes
INI -d, null in the array: locked, exit 0, released at the end: yes
INI -d, DSN without it: locked, exit 0, released at the end: yes
INI ini_set(): locked, exit 0, released at the end: yes
INI -d, array false: locked, exit 0, released at the end: no
INI -d, DSN 0: locked, exit 0, released at the end: no
array "maybe": ValueError: RedisLock::__construct(): Argument #1 ($param) option "release_at_shutdown" must be a boolean
array 2: ValueError: RedisLock::__construct(): Argument #1 ($param) option "release_at_shutdown" must be a boolean
array []: ValueError: RedisLock::__construct(): Argument #1 ($param) option "release_at_shutdown" must be a boolean
DSN maybe: ValueError: RedisLock::__construct(): Argument #1 ($param) option "release_at_shutdown" must be a boolean
INI maybe: ValueError: INI setting redislock.release_at_shutdown must be a boolean
the INI setting is valid again after ini_restore(): yes
