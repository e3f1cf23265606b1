--TEST--
RedisQueue put(): a put() whose later chunk Redis refuses (OOM under maxmemory) after the first ran throws code 6 (ran in part) saying how many ids were newly queued; a call refused whole throws code 5
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
[$port] = rl_server_start(['--maxmemory-policy', 'noeviction']);
$q = new RedisQueue(rl_params(['port' => $port]));
$q->top('warm');   // connected, scripts loaded
$q->put('warm', ['x' => 'y']);

/* Two chunks in one round trip: 1,000 tasks of 3 bytes, which Redis runs as
 * soon as it has read them, then 1,000 tasks of 1 kB payloads, whose
 * arguments alone (held in Redis's query buffer until the chunk runs) pass
 * the limit. */
preg_match('/^used_memory:(\d+)/m', rl_redis_at($port, 'INFO', 'memory'), $m);
rl_redis_at($port, 'CONFIG', 'SET', 'maxmemory', (string) ((int) $m[1] + 400000));
$tasks = [];
for ($i = 0; $i < 1000; $i++) {
    $tasks[sprintf('%03d', $i)] = 'abc';
}
for ($i = 0; $i < 1000; $i++) {
    $tasks[sprintf('big%04d', $i)] = str_repeat('x', 1000);
}
try {
    $q->put('big', $tasks);
    echo "no exception\n";
} catch (RedisLockException $e) {
    echo $e->getCode(), "\n", $e->getMessage(), "\n";
}
echo rl_redis_at($port, 'ZCARD', rl_queue_key('big')), ' ids and ', rl_redis_at($port, 'HLEN', rl_queue_key_beside('big', ':payloads')),
    " payloads in Redis\n";
try {
    $q->put('other', array_slice($tasks, 1000));
    echo "no exception\n";
} catch (RedisLockException $e) {
    echo $e->getCode(), ': ', $e->getMessage(), "\n";
}
echo rl_redis_at($port, 'EXISTS', rl_queue_key('other'), rl_queue_key_beside('other', ':payloads')), " keys\n";
?>
--EXPECTF--
6
redislock: put() ran in part: Redis handled 1000 of the 2000 ids (1000 newly queued, the others queued already) and refused 1000: 127.0.0.1:%d: script queue_enqueue failed: OOM %s
1000 ids and 1000 payloads in Redis
5: redislock: 127.0.0.1:%d: script queue_enqueue failed: OOM %s
0 keys
