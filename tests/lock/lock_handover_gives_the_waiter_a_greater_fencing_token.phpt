--TEST--
RedisLock hand-over with fencing: the waiter a release hands the lock to gets a fencing token greater than the releaser's, with no command of its own after its wait
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/hotlock.inc';
// a private server: its blocked clients are this test's waiters only
[$port, $server] = rl_server_start();
$holder = rl_lock(['port' => $port, 'fencing' => true]);
var_dump($holder->lock('fenced', 0, 30));
$first = $holder->fencingToken('fenced');
$log = tempnam(sys_get_temp_dir(), 'rl');
$pid = rl_fork(function () use ($log, $port) {
    $lock = rl_lock(['port' => $port, 'fencing' => true]);
    $got = $lock->lock('fenced', 20, 30, 10000000);
    file_put_contents($log, json_encode([$got, $lock->fencingToken('fenced'), rl_counter('Locks acquired by hand-over')]));
    $lock->unlock('fenced');
});
rl_wait_blocked($port, 1, at_least: true);
var_dump($holder->unlock('fenced'));
echo rl_fork_wait($pid), "\n";
[$got, $token, $handed] = json_decode(file_get_contents($log));
var_dump($got, $handed);
echo 'greater: ', is_int($token) && $token > $first ? 'yes' : "no ($token after $first)", "\n";
unlink($log);
rl_server_stop($server);
?>
--EXPECT--
bool(true)
bool(true)
0
bool(true)
int(1)
greater: yes
