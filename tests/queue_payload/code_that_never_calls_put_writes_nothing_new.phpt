--TEST--
RedisQueue put(): code that never calls put() writes nothing new: through every call of the queue (enqueue(), top(), dequeue(), pop(), reserve() with a wait and $maxAttempts, touch(), ack(), fail(), failed(), retryFailed(), purgeFailed(), stats(), size()) no payload key is created, and the only commands on them (by MONITOR) are TYPE and EXISTS, which write nothing; the task arrays have no "payload" key
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
[$port] = rl_server_start();
$q = new RedisQueue(rl_params(['port' => $port]));
$monitor = stream_socket_client("tcp://127.0.0.1:$port");
fwrite($monitor, "MONITOR\r\n");
fgets($monitor);   // +OK
$keys = [];
$q->enqueue('jobs', ['a', 'b', 'c', 'd']);
$t = $q->top('jobs');
$keys[] = array_keys($t);
$q->dequeue('jobs', $t['id'], $t['score']);
$keys[] = array_keys($q->pop('jobs'));
$r = $q->reserve('jobs', 2, 30, 0.1, 3);
$keys[] = array_keys($r[0]);
$q->touch('jobs', $r[0]['id'], $r[0]['score'], 30);
$q->enqueue('jobs', $r[0]['id']);   // while reserved: runs again
$q->ack('jobs', [$r[0]]);     // its run asked for is queued
$q->fail('jobs', $r[1]['id'], $r[1]['score'], 'no');
$keys[] = array_keys($q->failed('jobs')[0]);
$q->retryFailed('jobs');
$r = $q->reserve('jobs', 5, 30);
foreach ($r as $task) {
    $q->fail('jobs', $task['id'], $task['score']);
}
$q->purgeFailed('jobs');
$q->reserve('jobs', 1, 30, 0.1);   // waits, nothing due
$q->stats('jobs');
$q->size('jobs');
rl_redis_at($port, 'SET', 'end-of-test', '1');
$seen = [];
stream_set_timeout($monitor, 5);
while (($line = fgets($monitor)) !== false && !str_contains($line, 'end-of-test')) {
    if (preg_match('/"(\w+)" "[^"]*\}:(fail)?payloads"/', $line, $m)) {
        $seen[strtoupper($m[1])] = true;
    }
}
ksort($seen);
echo 'commands on the payload keys: ', implode(',', array_keys($seen)), "\n";
echo 'task keys: ', json_encode(array_values(array_unique(array_map(static fn ($k) => implode(',', $k), $keys)))), "\n";
echo 'payload keys: ', count(rl_redis_at($port, 'KEYS', '*payloads*')), "\n";
?>
--EXPECT--
commands on the payload keys: EXISTS,TYPE
task keys: ["id,score","id,score,attempts","id,failedAt,attempts,reason"]
payload keys: 0
