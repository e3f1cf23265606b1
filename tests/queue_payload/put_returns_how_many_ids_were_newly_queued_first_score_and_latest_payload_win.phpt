--TEST--
RedisQueue put(): returns how many ids were newly queued; an id queued already keeps its score (first enqueue wins, also against enqueue()) but takes the latest payload; int keys are ids as enqueue() takes them ("7" and 7 are one id); $afterInterval delays only the new ids
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
$key = rl_queue_key('jobs');
var_dump($q->put('jobs', ['a' => 'first', 7 => 'seven'], 60));
$score = rl_redis('ZSCORE', $key, 'a');
var_dump($q->put('jobs', ['a' => 'second', '7' => 'SEVEN', 'b' => 'bee']));
echo 'a keeps its score: ', rl_redis('ZSCORE', $key, 'a') === $score ? 'yes' : 'no', "\n";
$q->enqueue('jobs', 'c');
var_dump($q->put('jobs', ['c' => 'cee']));
echo 'due now: ', json_encode(array_map(static fn ($t) => [$t['id'], $t['payload']], $q->top('jobs', 10))), "\n";
echo 'payloads: ', json_encode(rl_redis('HGETALL', rl_queue_key_beside('jobs', ':payloads'))), "\n";
var_dump($q->put('jobs', []));
?>
--EXPECT--
int(2)
int(1)
a keeps its score: yes
int(0)
due now: [["b","bee"],["c","cee"]]
payloads: ["a","second","7","SEVEN","b","bee","c","cee"]
int(0)
