--TEST--
RedisQueue: an enqueue() whose later chunk Redis refuses (OOM under maxmemory) after the first ran throws code 6 (ran in part) saying how many ids were queued; a call refused whole throws code 5
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
[$port] = rl_server_start(['--maxmemory-policy', 'noeviction']);
$q = new RedisQueue(rl_params(['port' => $port]));
$q->top('warm');   // connected, scripts loaded

/* Two chunks in one round trip: 1,000 ids of 3 bytes, which Redis runs as
 * soon as it has read them, then 1,000 ids of 1 kB, whose arguments alone
 * (held in Redis's query buffer until the chunk runs) pass the limit. */
preg_match('/^used_memory:(\d+)/m', rl_redis_at($port, 'INFO', 'memory'), $m);
rl_redis_at($port, 'CONFIG', 'SET', 'maxmemory', (string) ((int) $m[1] + 400000));
$ids = [];
for ($i = 0; $i < 1000; $i++) {
    $ids[] = sprintf('%03d', $i);
}
for ($i = 0; $i < 1000; $i++) {
    $ids[] = sprintf('big%04d', $i) . str_repeat('x', 1000);
}
try {
    $q->enqueue('big', $ids);
    echo "no exception\n";
} catch (RedisLockException $e) {
    echo $e->getCode(), "\n", $e->getMessage(), "\n";
}
echo rl_redis_at($port, 'ZCARD', rl_queue_key('big')), " ids in Redis\n";

// one chunk of large ids: refused whole, nothing of it ran
try {
    $q->enqueue('other', array_slice($ids, 1000));
    echo "no exception\n";
} catch (RedisLockException $e) {
    echo $e->getCode(), ': ', $e->getMessage(), "\n";
}
echo rl_redis_at($port, 'EXISTS', rl_queue_key('other')), " key\n";
?>
--EXPECTF--
6
redislock: enqueue() ran in part: Redis handled 1000 of the 2000 ids (1000 newly queued, the others queued already) and refused 1000: 127.0.0.1:%d: script queue_enqueue failed: OOM %s
1000 ids in Redis
5: redislock: 127.0.0.1:%d: script queue_enqueue failed: OOM %s
0 key
