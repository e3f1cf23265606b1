--TEST--
Sentinel: a master that answers LOADING and closes its connection (restarting) while the sentinels come to name another one: the call is paused and sent again, but not over a new connection to the old address (a master restarted empty would take it): it asks the sentinels again and goes to the master they name now
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/sentinel.inc';
[$real] = rl_server_start();
$answer = sys_get_temp_dir() . '/rl-sentinel-answer-' . getmypid();
$log = sys_get_temp_dir() . '/rl-sentinel-old-' . getmypid();
$old = rl_fake_start(static function (array $cmd, int $conn) use ($answer, $real) {
    if (strtoupper($cmd[0]) === 'ROLE') {
        return "*3\r\n" . rl_resp_bulk('master') . ":0\r\n*0\r\n";
    }
    $handshake = rl_fake_redis($cmd);
    if ($handshake !== null) {
        return $handshake;
    }
    if ($conn === 1) {
        file_put_contents($answer, (string) $real); // the sentinels name the other master now
        return ["-LOADING Redis is loading the dataset in memory\r\n", null];
    }
    return "-ERR the old address was used again\r\n";
}, ['log' => $log]);
file_put_contents($answer, (string) $old['port']);
$sentinel = rl_fake_sentinel_start($answer);
$lock = new RedisLock(['sentinel' => ["127.0.0.1:{$sentinel['port']}"], 'service' => 'mymaster', 'prefix' => rl_prefix(), 'read_timeout' => 2.0]);
var_dump($lock->lock('x', 0, 30));
echo 'the lock is on the master named now: ', rl_sentinel_key_on($real, rl_lock_key('x')) ? 'yes' : 'no', "\n";
$handshake = ['AUTH', 'SELECT', 'CLIENT', 'PING', 'INFO', 'ROLE'];
$calls = array_filter(rl_fake_log($log), static fn ($e) => !in_array(strtoupper($e[1][0]), $handshake, true));
echo 'commands the old address got: ', implode(', ', array_map(static fn ($e) => "connection {$e[0]}: {$e[1][0]}", $calls)), "\n";
rl_fake_stop($sentinel);
rl_fake_stop($old);
unlink($answer);
unlink($log);
?>
--EXPECTF--
bool(true)
the lock is on the master named now: yes
commands the old address got: connection 1: %s
