--TEST--
Sentinel: calls on a master already found ask no sentinel; a lock that too few replicas acknowledged (code 7: the master may be cut off from its replicas and replaced) makes the object's next call ask the sentinels where the master is before it is sent
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/sentinel.inc';
$r = rl_replicated_start();
$answer = sys_get_temp_dir() . '/rl-sentinel-answer-' . getmypid();
$log = sys_get_temp_dir() . '/rl-sentinel-log-' . getmypid();
file_put_contents($answer, (string) $r['master']);
$sentinel = rl_fake_sentinel_start($answer, 1, ['log' => $log]);
$lookups = static fn () => count(array_filter(rl_fake_log($log),
    static fn ($e) => strtoupper($e[1][0]) === 'SENTINEL' && strtoupper($e[1][1] ?? '') === 'GET-MASTER-ADDR-BY-NAME'));
$lock = new RedisLock(['sentinel' => ["127.0.0.1:{$sentinel['port']}"], 'service' => 'mymaster', 'prefix' => rl_prefix(),
    'sync_timeout' => 0.2]);

var_dump($lock->lock('a', 0, 30));
$before = $lookups();
var_dump($lock->isLocking('a'), $lock->unlock('a'));
echo 'lookups by calls on the master found: ', $lookups() - $before, "\n";

posix_kill($r['replica_pid'], SIGSTOP);
try {
    try {
        $lock->lock('b', 0, 30);
        echo "no exception\n";
    } catch (RedisLockException $e) {
        echo 'code ', $e->getCode(), "\n";
    }
} finally {
    posix_kill($r['replica_pid'], SIGCONT);
}
$before = $lookups();
var_dump($lock->lock('c', 0, 30));
echo 'the next call asked the sentinel: ', $lookups() > $before ? 'yes' : 'no', "\n";
rl_fake_stop($sentinel);
unlink($answer);
unlink($log);
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
lookups by calls on the master found: 0
code 7
bool(true)
the next call asked the sentinel: yes
