--TEST--
Sentinel: the redis+sentinel:// DSN (with a database and query options), the array keys (a list, or a string separated by commas) and the redislock.* INI settings all find the master the sentinels name, and both classes work through it; the master's address is kept per process, so with every sentinel stopped the same settings still reach it
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/sentinel.inc';
$s = rl_sentinel_start();
$master = $s['master'];
$prefix = rl_prefix();
$forms = [
    'DSN' => "redis+sentinel://{$s['sentinel_list']}/mymaster/3?prefix=" . rawurlencode($prefix),
    'array of sentinels' => ['sentinel' => explode(',', $s['sentinel_list']), 'service' => 'mymaster', 'prefix' => $prefix],
    'string of sentinels' => ['sentinel' => $s['sentinel_list'], 'service' => 'mymaster', 'prefix' => $prefix, 'persistent' => false],
    'INI settings' => null,
];
ini_set('redislock.sentinel', $s['sentinel_list']);
ini_set('redislock.service', 'mymaster');
ini_set('redislock.prefix', $prefix);
foreach (array_keys($forms) as $i => $form) {
    $param = $forms[$form];
    $lock = new RedisLock($param);
    $queue = new RedisQueue($param);
    $name = "form-$i";
    $db = $form === 'DSN' ? 3 : 0;
    $taken = $lock->lock($name, 0, 30);
    $on_master = rl_sentinel_key_on($master, rl_lock_key($name), $db);
    $queued = $queue->enqueue($name, 'task');
    $popped = $queue->pop($name);
    printf("%s: lock %s, on the master (db %d) %s, unlock %s, queue %s\n", $form, var_export($taken, true), $db,
        $on_master ? 'yes' : 'no', var_export($lock->unlock($name), true),
        $queued && ($popped['id'] ?? null) === 'task' ? 'ok' : 'broken');
}

// kept per process: no sentinel is asked again while the connection lasts
foreach ($s['sentinels'] as $pid) {
    rl_server_stop($pid);
}
$lock = new RedisLock($forms['array of sentinels']);
var_dump($lock->lock('kept', 0, 30), rl_sentinel_key_on($master, rl_lock_key('kept')), $lock->unlock('kept'));
?>
--EXPECT--
DSN: lock true, on the master (db 3) yes, unlock true, queue ok
array of sentinels: lock true, on the master (db 0) yes, unlock true, queue ok
string of sentinels: lock true, on the master (db 0) yes, unlock true, queue ok
INI settings: lock true, on the master (db 0) yes, unlock true, queue ok
bool(true)
bool(true)
bool(true)
