--TEST--
RedisStock on a Redis with appendonly yes and appendfsync always, SIGKILLed and restarted from its AOF between takes: what was taken stays taken (nothing is sold twice: a repeated request key answers its id, the rest sells exactly once), a hold made before the restart still expires by itself after it, another is still confirmed, and available() and info() are exact after the restart
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$port = rl_free_port();
$dir = sys_get_temp_dir() . '/rl-' . getmypid() . '-' . $port;
$aof = ['--appendonly', 'yes', '--appendfsync', 'always'];
[, $pid] = rl_server_start($aof, $port, $dir);
try {
    $stock = new RedisStock(['host' => '127.0.0.1', 'port' => $port]);
    var_dump($stock->set('aof', 10));
    $final = $stock->take('aof', 3, 'ann', 0, 0, 'order-1');
    $short = $stock->take('aof', 2, 'bob', 0, 1.5 * rl_time_scale());
    $long = $stock->take('aof', 1, 'cat', 0, 60);
    echo 'before: ', json_encode($stock->info('aof')), "\n";
    rl_server_stop($pid);
    [, $pid] = rl_server_start($aof, $port, $dir);
    echo 'after the restart: ', json_encode($stock->info('aof')), "\n";
    var_dump($stock->take('aof', 1, null, 0, 0, 'order-1') === $final, $stock->take('aof', 5));
    // the short hold expires by itself (bounded wait)
    $deadline = microtime(true) + 10 * rl_time_scale();
    for ($k = 0; $k < 10000 && $stock->available('aof') !== 6 && microtime(true) < $deadline; $k++) {
        usleep(10000);
    }
    echo 'after the hold expired: ', json_encode($stock->info('aof')), "\n";
    var_dump($stock->confirm('aof', $long), $stock->confirm('aof', $short));
    $rest = $stock->take('aof', 6);
    var_dump(!in_array($rest, [$final, $short, $long], true) && is_string($rest), $stock->take('aof'));
    echo 'end: ', json_encode($stock->info('aof')), "\n";
} finally {
    rl_server_stop($pid);
    rl_server_folder_remove($dir);
}
?>
--EXPECT--
bool(true)
before: {"available":4,"held":3,"taken":3,"holds":2,"buyers":3}
after the restart: {"available":4,"held":3,"taken":3,"holds":2,"buyers":3}
bool(true)
bool(false)
after the hold expired: {"available":6,"held":1,"taken":3,"holds":1,"buyers":2}
bool(true)
bool(false)
bool(true)
bool(false)
end: {"available":0,"held":0,"taken":10,"holds":0,"buyers":2}
