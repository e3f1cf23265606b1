--TEST--
RedisQueue failed(): the failed tasks oldest failure first, each with id (an int for a decimal id), failedAt (the server's clock when it failed), attempts (its deliveries) and reason (at most 1,000 bytes kept, cut before a UTF-8 character, never inside one); $count limits the list
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
$now = static function (): float {
    [$s, $us] = rl_redis('TIME');
    return $s + $us / 1e6;
};
$q->enqueue('jobs', ['7', 'b', 'c', 'd']);
$before = $now();
$tasks = $q->reserve('jobs', 4, 30);
$by_id = array_column($tasks, null, 'id');
// c is delivered twice: made due again by touch(), then reserved again
$score = $q->touch('jobs', 'c', $by_id['c']['score'], 0.000001);
usleep(2000);
$again = $q->reserve('jobs', 1, 30);
echo 'c delivered again: attempts ', $again['attempts'], "\n";
$q->fail('jobs', 'c', $again['score'], 'timeout talking to the API');
usleep(1000);
$q->fail('jobs', 7, $by_id[7]['score']);
usleep(1000);
$q->fail('jobs', 'b', $by_id['b']['score'], str_repeat('x', 1500));
usleep(1000);
$q->fail('jobs', 'd', $by_id['d']['score'], str_repeat('x', 999) . "\u{e9}tc");
$after = $now();
$failed = $q->failed('jobs');
foreach ($failed as $f) {
    echo var_export($f['id'], true), ': attempts ', $f['attempts'], ', reason of ', strlen($f['reason']), ' bytes',
        strlen($f['reason']) < 40 ? " \"{$f['reason']}\"" : '', ', ', is_float($f['failedAt']) ? 'a float' : 'not a float', "\n";
}
$times = array_column($failed, 'failedAt');
$sorted = $times;
sort($sorted);
echo 'failure times ascending and within the calls: ', $times === $sorted && $times[0] >= $before && end($times) <= $after ? 'yes' : 'no', "\n";
echo 'keys of a task: ', implode(',', array_keys($failed[0])), "\n";
echo '$count 2: ', implode(',', array_column($q->failed('jobs', 2), 'id')), "\n";
echo 'd\'s reason valid UTF-8: ', preg_match('//u', $failed[3]['reason']) === 1 ? 'yes' : 'no', "\n";
?>
--EXPECT--
c delivered again: attempts 2
'c': attempts 2, reason of 26 bytes "timeout talking to the API", a float
7: attempts 1, reason of 0 bytes "", a float
'b': attempts 1, reason of 1000 bytes, a float
'd': attempts 1, reason of 999 bytes, a float
failure times ascending and within the calls: yes
keys of a task: id,failedAt,attempts,reason
$count 2: c,7
d's reason valid UTF-8: yes
