--TEST--
RedisQueue: by Redis's INFO commandstats, enqueue() of 1,000 ids and pop(100) each cost one EVALSHA; 2,500 ids cost three (chunks of 1,000)
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
// a private server: the shared one counts the commands of tests running beside this one
[$port] = rl_server_start();
$q = new RedisQueue(rl_params(['port' => $port]));
function calls(int $port): string
{
    return 'evalsha=' . rl_command_calls('evalsha', $port) . ' eval=' . rl_command_calls('eval', $port);
}
// warm up: connect and load the scripts (a first run may add one EVAL)
$q->enqueue('warm', 'x');
$q->top('warm');
$q->pop('warm');
$q->dequeue('warm', 'x', 1.5);
rl_redis_at($port, 'CONFIG', 'RESETSTAT');

var_dump($q->enqueue('jobs', range(1, 1000)));
echo 'enqueue 1000: ', calls($port), "\n";
var_dump(count($q->pop('jobs', 100)));
echo 'pop 100: ', calls($port), "\n";
var_dump(count($q->top('jobs', 100)));
echo 'top 100: ', calls($port), "\n";
$t = $q->top('jobs');
var_dump($q->dequeue('jobs', $t['id'], $t['score']));
echo 'dequeue: ', calls($port), "\n";

rl_redis_at($port, 'CONFIG', 'RESETSTAT');
$ids = [];
for ($i = 0; $i < 2500; $i++) {
    $ids[] = "big-$i";
}
var_dump($q->enqueue('big', $ids));
echo 'enqueue 2500: ', calls($port), "\n";
var_dump(rl_redis_at($port, 'ZCARD', rl_queue_key('big')));

// after SCRIPT FLUSH: one EVALSHA answered NOSCRIPT, one EVAL, then EVALSHA again
rl_redis_at($port, 'SCRIPT', 'FLUSH');
rl_redis_at($port, 'CONFIG', 'RESETSTAT');
var_dump(count($q->pop('big', 100)));
echo 'pop after flush: ', calls($port), "\n";
var_dump(count($q->pop('big', 100)));
echo 'pop again: ', calls($port), "\n";
?>
--EXPECT--
bool(true)
enqueue 1000: evalsha=1 eval=0
int(100)
pop 100: evalsha=2 eval=0
int(100)
top 100: evalsha=3 eval=0
bool(true)
dequeue: evalsha=5 eval=0
bool(true)
enqueue 2500: evalsha=3 eval=0
int(2500)
int(100)
pop after flush: evalsha=1 eval=1
int(100)
pop again: evalsha=2 eval=1
