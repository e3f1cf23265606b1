--TEST--
Sentinel: sentinels that are down (one killed, an address where nothing listens) are skipped for the next one in the order given, at once on a refused connection; when no sentinel answers at all the call throws code 1 at once, naming the last one asked, and nothing ran
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/sentinel.inc';
$s = rl_sentinel_start();
$ports = array_keys($s['sentinels']);
rl_server_stop($s['sentinels'][$ports[0]]);
$nobody = rl_free_port();
$list = ["127.0.0.1:$nobody", "127.0.0.1:{$ports[0]}", "127.0.0.1:{$ports[1]}", "127.0.0.1:{$ports[2]}"];
$lock = new RedisLock(rl_sentinel_params($s, [], $list));
$t = microtime(true);
var_dump($lock->lock('first', 0, 30));
$took = microtime(true) - $t;
echo $took < 0.5 * rl_time_scale() ? "found the master at once\n" : "took $took s\n";
echo 'the lock is on the master: ', rl_sentinel_key_on($s['master'], rl_lock_key('first')) ? 'yes' : 'no', "\n";

// none answers
$none = new RedisLock(rl_sentinel_params($s, [], ["127.0.0.1:$nobody", "127.0.0.1:{$ports[0]}"]));
try {
    $none->lock('none');
    echo "no exception\n";
} catch (RedisLockException $e) {
    echo 'code ', $e->getCode(), ': ', str_replace([(string) $nobody, (string) $ports[0]], ['NOBODY', 'KILLED'], $e->getMessage()), "\n";
}
echo 'written: ', rl_sentinel_key_on($s['master'], rl_lock_key('none')) ? 'yes' : 'no', "\n";
?>
--EXPECT--
bool(true)
found the master at once
the lock is on the master: yes
code 1: redislock: none of the 2 sentinels named the master of "mymaster"; the last one asked: sentinel: cannot connect to 127.0.0.1:KILLED: Connection refused
written: no
