--TEST--
RedisLock: a release wakes one waiter, not the herd (5 blocked waiters, one release: one SET attempt)
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
// a private server, so that its command counts are this test's alone
[$port, $pid] = rl_server_start();
$params = ['port' => $port, 'persistent' => false];
$holder = rl_lock($params);
$holder->lock('hot', 0, 30);

$stamp = tempnam(sys_get_temp_dir(), 'rl');
$waiters = [];
for ($i = 0; $i < 5; $i++) {
    $waiters[] = $child = pcntl_fork();
    if ($child === 0) {
        $GLOBALS['rl_servers'] = [];   // the parent owns the server
        // waits up to 2 s, polling only every 5 s: only a wake-up gets it in
        $got = rl_lock($params)->lock('hot', 2, 30, 5000000);
        file_put_contents($stamp, $got ? "1\n" : "0\n", FILE_APPEND);
        exit(0);
    }
}
usleep(400000);                       // all five are blocked now
$before = rl_command_calls('set', $port);
$holder->unlock('hot');
usleep(500000);
$after = rl_command_calls('set', $port);
echo 'SET attempts after one release: ', $after - $before, "\n";
foreach ($waiters as $child) {
    pcntl_waitpid($child, $status);
}
$results = file($stamp, FILE_IGNORE_NEW_LINES);
sort($results);
echo 'waiters that got it: ', implode(',', $results), "\n";
unlink($stamp);
rl_server_stop($pid);
?>
--EXPECT--
SET attempts after one release: 1
waiters that got it: 0,0,0,0,1
