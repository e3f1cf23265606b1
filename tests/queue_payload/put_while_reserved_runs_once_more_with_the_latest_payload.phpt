--TEST--
RedisQueue put(): an id put while it is reserved keeps its reserved score; when that delivery ends (ack(), dequeue() or fail()) it runs once more, with the latest payload, attempts from 1; several puts make one more run
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
foreach (['ack', 'dequeue', 'fail'] as $end) {
    $q->put('jobs', ['a' => 'v1']);
    $task = $q->reserve('jobs', 1, 30);
    var_dump($q->put('jobs', ['a' => 'v2']));
    var_dump($q->put('jobs', ['a' => 'v3']));
    echo "$end: reserved with ", $task['payload'], ', score kept: ',
        (float) rl_redis('ZSCORE', rl_queue_key('jobs'), 'a') === $task['score'] ? 'yes' : 'no';
    match ($end) {
        'ack' => $q->ack('jobs', [$task]),
        'dequeue' => $q->dequeue('jobs', 'a', $task['score']),
        'fail' => $q->fail('jobs', 'a', $task['score'], 'broken'),
    };
    $again = $q->reserve('jobs', 1, 30);
    echo '; again with ', $again['payload'], ', attempts ', $again['attempts'];
    $q->ack('jobs', [$again]);
    echo '; then ', var_export($q->reserve('jobs'), true), "\n";
}
// the failure is recorded with the payload the task held when it failed
echo 'failed: ', json_encode(array_map(static fn ($t) => [$t['id'], $t['payload']], $q->failed('jobs'))), "\n";
var_dump($q->purgeFailed('jobs'));
echo 'keys left: ', implode(',', rl_test_keys()) ?: 'none', "\n";
?>
--EXPECT--
int(0)
int(0)
ack: reserved with v1, score kept: yes; again with v3, attempts 1; then false
int(0)
int(0)
dequeue: reserved with v1, score kept: yes; again with v3, attempts 1; then false
int(0)
int(0)
fail: reserved with v1, score kept: yes; again with v3, attempts 1; then false
failed: [["a","v3"]]
int(1)
keys left: none
