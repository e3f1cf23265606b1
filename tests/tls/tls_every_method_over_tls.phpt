--TEST--
TLS: every method of RedisLock and RedisQueue works over TLS against a server that speaks only TLS (certificate chain and IP address verified), waiting for a held lock included
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers', 'tls'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/tls.inc';
$pki = rl_tls_pki();
[$port] = rl_tls_server_start($pki);
$params = rl_tls_params($pki, $port, ['fencing' => true]);
$a = new RedisLock($params);
$b = new RedisLock($params);
var_dump($a->lock('job', 0, 10), $a->isLocking('job'), is_int($a->fencingToken('job')), $a->expire('job', 20));
var_dump($b->lock('job', 0.2, 10, 50000));                 // waits over TLS, in vain
$holder = pcntl_fork();
if ($holder === 0) {
    $GLOBALS['rl_servers'] = [];
    usleep(200000);
    exit($a->unlock('job') ? 0 : 1);                        // its own TLS connection
}
var_dump($b->lock('job', 3, 10));                           // woken by the release
pcntl_waitpid($holder, $status);
var_dump(pcntl_wexitstatus($status), $b->unlockAll());

$q = new RedisQueue($params);
var_dump($q->enqueue('jobs', ['a', 'b', 'c']), $q->top('jobs')['id'], count($q->pop('jobs', 2)));
$task = $q->top('jobs');
var_dump($task['id'], $q->dequeue('jobs', $task['id'], $task['score']), $q->pop('jobs'));
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
bool(false)
bool(true)
int(0)
bool(true)
bool(true)
string(1) "a"
int(2)
string(1) "c"
bool(true)
bool(false)
