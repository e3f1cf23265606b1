--TEST--
RedisQueue: a key beside the queue holding another type ({Queue:name}:attempts, :waiting or :wake set with SET) makes the calls that may write it throw code 5 before anything is written (:waiting: a call that waits, and enqueue(), which wakes waiters): no task is removed, moved or half-queued
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
$key = rl_queue_key('jobs');
$q->enqueue('jobs', ['a', 'b']);
$t = $q->top('jobs');
$before = rl_redis('ZRANGE', $key, '0', '-1', 'WITHSCORES');
$calls = [
    'pop' => fn() => $q->pop('jobs'),
    'reserve' => fn() => $q->reserve('jobs', 2),
    'pop waiting' => fn() => $q->pop('jobs', 1, 10, 0.2),
    'dequeue' => fn() => $q->dequeue('jobs', $t['id'], $t['score']),
    'enqueue' => fn() => $q->enqueue('jobs', ['c', 'd']),
];
foreach ([':attempts' => array_keys($calls), ':waiting' => ['pop waiting', 'enqueue'], ':wake' => ['enqueue']] as $beside => $which) {
    rl_redis('SET', rl_queue_key_beside('jobs', $beside), 'x');
    foreach ($which as $what) {
        try {
            $out = json_encode($calls[$what]());
        } catch (RedisLockException $e) {
            $out = 'code ' . $e->getCode() . (str_contains($e->getMessage(), 'WRONGTYPE') ? ', WRONGTYPE' : '');
        }
        echo "$beside $what: $out, queue unchanged: ", rl_redis('ZRANGE', $key, '0', '-1', 'WITHSCORES') === $before ? 'yes' : 'no', "\n";
    }
    rl_redis('DEL', rl_queue_key_beside('jobs', $beside));
}
echo 'then: ', $q->pop('jobs')['id'], "\n";
?>
--EXPECT--
:attempts pop: code 5, WRONGTYPE, queue unchanged: yes
:attempts reserve: code 5, WRONGTYPE, queue unchanged: yes
:attempts pop waiting: code 5, WRONGTYPE, queue unchanged: yes
:attempts dequeue: code 5, WRONGTYPE, queue unchanged: yes
:attempts enqueue: code 5, WRONGTYPE, queue unchanged: yes
:waiting pop waiting: code 5, WRONGTYPE, queue unchanged: yes
:waiting enqueue: code 5, WRONGTYPE, queue unchanged: yes
:wake enqueue: code 5, WRONGTYPE, queue unchanged: yes
then: a
