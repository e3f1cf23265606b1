--TEST--
sync_replicas and sync_timeout in every form (DSN query options, array keys, redislock.* INI settings): against the suite's server, which has no replica, a lock() that asks for one throws code 7 after about sync_timeout and leaves no lock behind; sync_replicas 0 (the default) never sends WAIT
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$port = rl_port();
$forms = [
    'DSN' => static fn () => new RedisLock("redis://127.0.0.1:$port?prefix=" . rawurlencode(rl_prefix()) . '&sync_replicas=1&sync_timeout=0.2'),
    'array' => static fn () => rl_lock(['sync_replicas' => 1, 'sync_timeout' => 0.2]),
    'INI' => static function () {
        ini_set('redislock.sync_replicas', '1');
        ini_set('redislock.sync_timeout', '0.2');
        return rl_lock();
    },
];
foreach ($forms as $label => $make) {
    $lock = $make();
    $t = microtime(true);
    try {
        $lock->lock("job-$label");
        echo "$label: no exception\n";
    } catch (RedisLockException $e) {
        $took = microtime(true) - $t;
        echo "$label: code ", $e->getCode(), ', ', str_contains($e->getMessage(), 'only 0 of the 1 replicas asked for (sync_replicas) acknowledged it within 0.2 s') ? 'says so' : $e->getMessage(),
            ', ', $took >= 0.19 && $took < 1.5 * rl_time_scale() ? 'after sync_timeout' : "after $took s", "\n";
    }
    echo "$label: key left: ", rl_redis('EXISTS', rl_lock_key("job-$label")), "\n";
}
ini_restore('redislock.sync_replicas');
$waits = rl_command_calls('wait');
$lock = rl_lock();
var_dump($lock->lock('plain'), $lock->expire('plain', 5), $lock->unlock('plain'));
echo 'WAIT without sync_replicas: ', rl_command_calls('wait') - $waits, "\n";
?>
--EXPECT--
DSN: code 7, says so, after sync_timeout
DSN: key left: 0
array: code 7, says so, after sync_timeout
array: key left: 0
INI: code 7, says so, after sync_timeout
INI: key left: 0
bool(true)
bool(true)
bool(true)
WAIT without sync_replicas: 0
