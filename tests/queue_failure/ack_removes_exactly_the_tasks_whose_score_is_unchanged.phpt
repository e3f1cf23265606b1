--TEST--
RedisQueue ack(): 1,000 reserved tasks acknowledged in one call, 100 of them touched and 50 delivered again meanwhile: exactly the 850 unchanged ones are removed (the count says so), the others stay queued with their new scores; 2,500 tasks (three scripts) in one round trip; a task given as reserve() returned it, other keys ignored
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
$key = rl_queue_key('jobs');
$q->enqueue('jobs', array_map(static fn ($n) => "t$n", range(0, 999)));
$tasks = $q->reserve('jobs', 1000, 30);
for ($i = 0; $i < 100; $i++) {
    $q->touch('jobs', $tasks[$i]['id'], $tasks[$i]['score'], 60);
}
for ($i = 100; $i < 150; $i++) {
    $q->touch('jobs', $tasks[$i]['id'], $tasks[$i]['score'], 0.000001);
}
usleep(2000);
echo 'delivered again: ', count($q->reserve('jobs', 100, 30)), "\n";
echo 'removed: ', $q->ack('jobs', $tasks), "\n";
$left = rl_redis('ZRANGE', $key, '0', '-1');
sort($left);
$expected = array_map(static fn ($t) => (string) $t['id'], array_slice($tasks, 0, 150));
sort($expected);
echo 'left exactly the changed ones: ', $left === $expected ? 'yes' : 'no', "\n";
echo 'their deliveries kept: ', rl_redis('HLEN', rl_queue_key_beside('jobs', ':attempts')), "\n";

// a private server: its script calls are this test's alone
[$port] = rl_server_start();
$p = new RedisQueue(rl_params(['port' => $port]));
$p->enqueue('warm', 'w');
$p->ack('warm', [$p->reserve('warm')]);    // the scripts are loaded
$p->enqueue('big', array_map(static fn ($n) => "u$n", range(0, 2499)));
$big = $p->reserve('big', 2500, 30);
$calls = rl_command_calls('evalsha', $port);
echo 'removed of 2,500: ', $p->ack('big', $big), "\n";
echo 'scripts for the ack: ', rl_command_calls('evalsha', $port) - $calls, "\n";
echo 'queue left: ', rl_redis_at($port, 'EXISTS', rl_queue_key('big')), "\n";
$q->enqueue('one', 'x');
$task = $q->reserve('one') + ['note' => 'ignored'];
echo 'with an extra key: ', $q->ack('one', [$task]), "\n";
echo 'empty list: ', $q->ack('one', []), "\n";
?>
--EXPECT--
delivered again: 50
removed: 850
left exactly the changed ones: yes
their deliveries kept: 150
removed of 2,500: 2500
scripts for the ack: 3
queue left: 0
with an extra key: 1
empty list: 0
