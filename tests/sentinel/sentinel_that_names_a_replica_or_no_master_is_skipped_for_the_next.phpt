--TEST--
Sentinel: a sentinel that names a node whose ROLE is not master (a replica), or knows no master of the service, is skipped for the next one in order; when every sentinel names a replica the call throws code 1 after its time budget, saying the node is not a master; nothing is ever written to the replica
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/sentinel.inc';
$r = rl_replicated_start();
$dir = sys_get_temp_dir() . '/rl-sentinel-answers-' . getmypid();
@mkdir($dir);
file_put_contents("$dir/a", (string) $r['replica']); // a replica
file_put_contents("$dir/b", '');                     // no master of that name
file_put_contents("$dir/c", (string) $r['master']);
$fakes = [rl_fake_sentinel_start("$dir/a"), rl_fake_sentinel_start("$dir/b"), rl_fake_sentinel_start("$dir/c")];
$list = array_map(static fn ($f) => "127.0.0.1:{$f['port']}", $fakes);
$params = ['sentinel' => $list, 'service' => 'mymaster', 'prefix' => rl_prefix(), 'read_timeout' => 1.0];

$lock = new RedisLock($params);
var_dump($lock->lock('taken'));
echo 'the lock is on the master: ', rl_sentinel_key_on($r['master'], rl_lock_key('taken')) ? 'yes' : 'no', "\n";
var_dump($lock->unlock('taken'));

// every sentinel names the replica (other settings: a topology of its own)
file_put_contents("$dir/b", (string) $r['replica']);
file_put_contents("$dir/c", (string) $r['replica']);
$other = new RedisLock($params + ['connect_timeout' => 0.9]);
$t = microtime(true);
try {
    $other->lock('refused');
    echo "no exception\n";
} catch (RedisLockException $e) {
    $took = microtime(true) - $t;
    echo 'code ', $e->getCode(), "\n";
    echo str_contains($e->getMessage(), "127.0.0.1:{$r['replica']} is not a master (ROLE says slave)") ? "says the node is not a master\n" : $e->getMessage() . "\n";
    echo $took >= 0.9 && $took < 2.5 * rl_time_scale() ? "after the call's budget\n" : "after $took s\n";
}
echo 'written to the replica: ', rl_redis_at($r['replica'], 'DBSIZE'), "\n";

// no sentinel knows the service
foreach (['a', 'b', 'c'] as $f) {
    file_put_contents("$dir/$f", '');
}
try {
    (new RedisLock($params + ['connect_timeout' => 0.8]))->lock('unknown');
} catch (RedisLockException $e) {
    echo 'code ', $e->getCode(), ': ', preg_replace('/\d+/', 'N', $e->getMessage()), "\n";
}
array_map('rl_fake_stop', $fakes);
array_map('unlink', glob("$dir/*"));
rmdir($dir);
?>
--EXPECT--
bool(true)
the lock is on the master: yes
bool(true)
code 1
says the node is not a master
after the call's budget
written to the replica: 0
code 1: redislock: none of the N sentinels named the master of "mymaster"; the last one asked: sentinel N.N.N.N:N knows no master named "mymaster"
