--TEST--
RedisQueue failure path: a key beside the queue holding another type ({Queue:name}:rerun, :failed or :failinfo set with SET) makes the calls that may write it (:rerun: fail(), ack(), reserve(), enqueue(), failed(), retryFailed(), purgeFailed(), stats(); the failed set: all but ack() and enqueue(), which never touch it) throw code 5 before anything is written; a retryFailed() whose queue key holds another type leaves the failed set as it was
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
$key = rl_queue_key('jobs');
$q->enqueue('jobs', ['a', 'b', 'c']);
$tasks = $q->reserve('jobs', 2, 30);
$q->fail('jobs', $tasks[1]['id'], $tasks[1]['score'], 'kept');
// every key of the queue as DUMP writes it (whatever its type)
$state = static fn () => json_encode(array_map(static fn ($k) => base64_encode((string) rl_redis('DUMP', $k)),
    [$key, ...array_map(static fn ($s) => rl_queue_key_beside('jobs', $s), [':attempts', ':rerun', ':failed', ':failinfo', ':waiting', ':wake'])]));
$calls = [
    'fail' => fn () => $q->fail('jobs', $tasks[0]['id'], $tasks[0]['score']),
    'ack' => fn () => $q->ack('jobs', [$tasks[0]]),
    'reserve' => fn () => $q->reserve('jobs', 1, 30, 0, 1),
    'enqueue' => fn () => $q->enqueue('jobs', 'd'),
    'failed' => fn () => $q->failed('jobs'),
    'retryFailed' => fn () => $q->retryFailed('jobs'),
    'purgeFailed' => fn () => $q->purgeFailed('jobs'),
    'stats' => fn () => $q->stats('jobs'),
];
// the calls that may write each key (ack() and enqueue() never touch the failed set)
$failure = ['fail', 'reserve', 'failed', 'retryFailed', 'purgeFailed', 'stats'];
foreach ([':rerun' => array_keys($calls), ':failed' => $failure, ':failinfo' => $failure] as $beside => $which) {
    $failed_key = rl_queue_key_beside('jobs', $beside);
    $saved = rl_redis('DUMP', $failed_key);
    rl_redis('DEL', $failed_key);
    rl_redis('SET', $failed_key, 'x');
    $before = $state();
    $out = [];
    foreach ($which as $what) {
        try {
            $out[] = "$what " . json_encode($calls[$what]());
        } catch (RedisLockException $e) {
            $out[] = "$what " . $e->getCode() . (str_contains($e->getMessage(), 'WRONGTYPE') ? '' : ' (' . $e->getMessage() . ')');
        }
    }
    echo "$beside: ", implode(', ', $out), '; unchanged: ', $state() === $before ? 'yes' : 'no', "\n";
    rl_redis('DEL', $failed_key);
    $saved !== null && rl_redis('RESTORE', $failed_key, '0', $saved);
}
// the queue key itself a string: the failed set is kept
rl_redis('RENAME', $key, $key . ':saved');
rl_redis('SET', $key, 'x');
try {
    $q->retryFailed('jobs');
    echo "no exception\n";
} catch (RedisLockException $e) {
    echo 'retryFailed with the queue key a string: code ', $e->getCode(), ', failed kept: ', rl_redis('ZCARD', rl_queue_key_beside('jobs', ':failed')), "\n";
}
rl_redis('DEL', $key);
rl_redis('RENAME', $key . ':saved', $key);
echo 'then: ', $q->fail('jobs', $tasks[0]['id'], $tasks[0]['score']) ? 'fail() works' : 'no', ', ', count($q->failed('jobs')), " failed\n";
?>
--EXPECT--
:rerun: fail 5, ack 5, reserve 5, enqueue 5, failed 5, retryFailed 5, purgeFailed 5, stats 5; unchanged: yes
:failed: fail 5, reserve 5, failed 5, retryFailed 5, purgeFailed 5, stats 5; unchanged: yes
:failinfo: fail 5, reserve 5, failed 5, retryFailed 5, purgeFailed 5, stats 5; unchanged: yes
retryFailed with the queue key a string: code 5, failed kept: 1
then: fail() works, 2 failed
