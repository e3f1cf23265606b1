--TEST--
RedisLock renew: the renewer's thread is started lazily, by the first lock() with renew in a process: loading the module, constructing objects with renew (array option, DSN ?renew=1, INI redislock.renew=1), connecting them, and locks taken without renew leave the process with PHP's thread alone; a process without the thread that forks two children (as an FPM master its workers) keeps none, while each child that takes a renewing lock starts its own
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/threads.inc';
$say = fn () => count(rl_threads()) . ' thread(s), renewer ' . rl_renewer_state();

echo 'at start: ', $say(), "\n";
$byArray = rl_lock(['renew' => true]);
$byDsn = new RedisLock('redis://127.0.0.1:' . rl_port() . '?renew=1&prefix=' . urlencode(rl_prefix()));
ini_set('redislock.renew', '1');
$byIni = rl_lock();
ini_set('redislock.renew', '0');
echo 'after constructing three renewing objects: ', $say(), "\n";
var_dump($byArray->isLocking('a'), $byDsn->isLocking('a'), $byIni->isLocking('a')); // connected
echo 'after connecting them: ', $say(), "\n";
$plain = rl_lock();
var_dump($plain->lock('plain', 0, 10), $plain->unlock('plain'));
echo 'after a lock without renew: ', $say(), "\n";

// the "master" has no thread; its "workers" start their own
$dir = sys_get_temp_dir() . '/rl-renewer-lazy-' . posix_getpid();
@mkdir($dir);
$pids = [];
foreach ([0, 1] as $i) {
    $pids[$i] = rl_fork(function () use ($i, $byArray, $say, $dir) {
        $report = "worker $i at start: " . $say() . "\n";
        if (!$byArray->lock("worker-$i", 0, 10)) {
            throw new Exception("worker $i could not lock");
        }
        $renewers = rl_renewer_threads();
        $report .= "worker $i after its renewing lock: " . $say() . ', '
            . (count($renewers) === 1 && !in_array(posix_getpid(), $renewers, true) ? 'a thread of its own' : 'not its own') . "\n";
        $byArray->unlock("worker-$i");
        file_put_contents("$dir/$i", $report);
    });
}
foreach ($pids as $i => $pid) {
    echo "worker $i exited: ", rl_fork_wait($pid), "\n";
    echo @file_get_contents("$dir/$i");
    @unlink("$dir/$i");
}
@rmdir($dir);
echo 'the master after its workers: ', $say(), "\n";

var_dump($byDsn->lock('master', 0, 10));
echo "after the master's first renewing lock: ", $say(), "\n";
echo 'that thread is the renewer: ', count(rl_renewer_threads()) === 1 ? 'yes' : 'no', "\n";
var_dump($byDsn->unlock('master'));
?>
--EXPECT--
at start: 1 thread(s), renewer not started
after constructing three renewing objects: 1 thread(s), renewer not started
bool(false)
bool(false)
bool(false)
after connecting them: 1 thread(s), renewer not started
bool(true)
bool(true)
after a lock without renew: 1 thread(s), renewer not started
worker 0 exited: 0
worker 0 at start: 1 thread(s), renewer not started
worker 0 after its renewing lock: 2 thread(s), renewer running, a thread of its own
worker 1 exited: 0
worker 1 at start: 1 thread(s), renewer not started
worker 1 after its renewing lock: 2 thread(s), renewer running, a thread of its own
the master after its workers: 1 thread(s), renewer not started
bool(true)
after the master's first renewing lock: 2 thread(s), renewer running
that thread is the renewer: yes
bool(true)
