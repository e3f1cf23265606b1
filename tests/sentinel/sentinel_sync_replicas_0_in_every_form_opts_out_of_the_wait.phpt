--TEST--
Sentinel: sync_replicas=0 given explicitly, as an array key, a DSN query option or the INI setting redislock.sync_replicas, opts out of the default WAIT: with the master's only replica SIGSTOPped (the sentinels still list it), lock() is granted at once and no WAIT is sent; without the option, and with the INI setting empty (its default), lock() throws code 7
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/sentinel.inc';
$r = rl_replicated_start();
$answer = sys_get_temp_dir() . '/rl-sentinel-answer-' . getmypid();
file_put_contents($answer, (string) $r['master']);
$sentinel = rl_fake_sentinel_start($answer, 1);
$at = "127.0.0.1:{$sentinel['port']}";
$params = ['sentinel' => [$at], 'service' => 'mymaster', 'prefix' => rl_prefix(), 'sync_timeout' => 0.2];
$forms = [
    'array' => static fn () => new RedisLock($params + ['sync_replicas' => 0]),
    'DSN' => static fn () => new RedisLock("redis+sentinel://$at/mymaster?sync_replicas=0&sync_timeout=0.2&prefix="
        . rawurlencode(rl_prefix())),
    'INI' => static function () use ($params) {
        ini_set('redislock.sync_replicas', '0');
        return new RedisLock($params);
    },
    'not given' => static fn () => new RedisLock($params),
    'INI empty' => static function () use ($params) {
        ini_set('redislock.sync_replicas', '');
        return new RedisLock($params);
    },
];
posix_kill($r['replica_pid'], SIGSTOP);
try {
    foreach ($forms as $label => $make) {
        $lock = $make();
        ini_restore('redislock.sync_replicas');
        $waits = rl_command_calls('wait', $r['master']);
        try {
            $outcome = var_export($lock->lock("x-$label", 0, 30), true);
        } catch (RedisLockException $e) {
            $outcome = 'code ' . $e->getCode();
        }
        echo "$label: $outcome, WAIT sent: ", rl_command_calls('wait', $r['master']) - $waits, "\n";
    }
} finally {
    posix_kill($r['replica_pid'], SIGCONT);
}
rl_fake_stop($sentinel);
unlink($answer);
?>
--EXPECT--
array: true, WAIT sent: 0
DSN: true, WAIT sent: 0
INI: true, WAIT sent: 0
not given: code 7, WAIT sent: 1
INI empty: code 7, WAIT sent: 1
