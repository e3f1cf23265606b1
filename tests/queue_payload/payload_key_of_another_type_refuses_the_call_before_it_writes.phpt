--TEST--
RedisQueue put(): a payloads key beside the queue holding another type ({Queue:name}:payloads or :failpayloads set with SET) makes the calls that may read or write it throw code 5 before anything is written (:payloads: every call but size() and touch(); :failpayloads: those of the failure path, pop() and reserve(), which tidy it)
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
$key = rl_queue_key('jobs');
$q->put('jobs', ['a' => 'A', 'b' => 'B', 'c' => 'C']);
$tasks = $q->reserve('jobs', 2, 30);
$q->fail('jobs', $tasks[1]['id'], $tasks[1]['score'], 'kept');
rl_redis('ZADD', $key, '1', 'c');   // due
$state = static fn () => json_encode(array_map(static fn ($k) => base64_encode((string) rl_redis('DUMP', $k)),
    [$key, ...array_map(static fn ($s) => rl_queue_key_beside('jobs', $s),
        [':attempts', ':rerun', ':failed', ':failinfo', ':waiting', ':wake', ':payloads', ':failpayloads'])]));
$calls = [
    'put' => fn () => $q->put('jobs', ['d' => 'D']),
    'enqueue' => fn () => $q->enqueue('jobs', 'd'),
    'top' => fn () => $q->top('jobs'),
    'pop' => fn () => $q->pop('jobs'),
    'reserve' => fn () => $q->reserve('jobs', 1, 30),
    'ack' => fn () => $q->ack('jobs', [$tasks[0]]),
    'dequeue' => fn () => $q->dequeue('jobs', $tasks[0]['id'], $tasks[0]['score']),
    'fail' => fn () => $q->fail('jobs', $tasks[0]['id'], $tasks[0]['score']),
    'failed' => fn () => $q->failed('jobs'),
    'retryFailed' => fn () => $q->retryFailed('jobs'),
    'purgeFailed' => fn () => $q->purgeFailed('jobs'),
    'stats' => fn () => $q->stats('jobs'),
];
$failure = ['pop', 'reserve', 'fail', 'failed', 'retryFailed', 'purgeFailed', 'stats'];
foreach ([':payloads' => array_keys($calls), ':failpayloads' => $failure] as $beside => $which) {
    $hash = rl_queue_key_beside('jobs', $beside);
    $saved = rl_redis('DUMP', $hash);
    rl_redis('DEL', $hash);
    rl_redis('SET', $hash, 'x');
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
    rl_redis('DEL', $hash);
    $saved !== null && rl_redis('RESTORE', $hash, '0', $saved);
}
echo 'then: ', $q->pop('jobs')['payload'], ', ', $q->failed('jobs')[0]['payload'], "\n";
?>
--EXPECT--
:payloads: put 5, enqueue 5, top 5, pop 5, reserve 5, ack 5, dequeue 5, fail 5, failed 5, retryFailed 5, purgeFailed 5, stats 5; unchanged: yes
:failpayloads: pop 5, reserve 5, fail 5, failed 5, retryFailed 5, purgeFailed 5, stats 5; unchanged: yes
then: C, B
