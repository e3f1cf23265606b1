--TEST--
RedisLock: lock() with a $timeout waits out the answers that mean "not run, try later" (LOADING, BUSY, TRYAGAIN, CLUSTERDOWN, MASTERDOWN) within its budget; without a budget, or past it, it throws code 5
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers', 'redis >= 7.0'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/fake.inc';
$scale = rl_time_scale();
$refusals = [
    'LOADING Redis is loading the dataset in memory',
    'BUSY Redis is busy running a script. You can only call SCRIPT KILL or SHUTDOWN NOSAVE.',
    'TRYAGAIN Multiple keys request during rehashing of slot',
    'CLUSTERDOWN The cluster is down',
    'MASTERDOWN Link with MASTER is down and replica-serve-stale-data is set to \'no\'.',
];
foreach ($refusals as $refusal) {
    // the first three attempts of each name are refused, then the name is free
    $fake = rl_fake_start(function (array $cmd) use ($refusal) {
        static $seen = [];
        if ($r = rl_fake_redis($cmd)) {
            return $r;
        }
        // SET key ..., or a waiting caller's EVALSHA sha numkeys key ...
        $key = $cmd[0] === 'SET' ? $cmd[1] : $cmd[3];
        $seen[$key] = ($seen[$key] ?? 0) + 1;
        if ($seen[$key] <= 3 || str_contains($key, 'never')) {
            return "-$refusal\r\n";
        }
        return $cmd[0] === 'SET' ? "+OK\r\n" : "*2\r\n:1\r\n:0\r\n";
    });
    $lock = new RedisLock(['port' => $fake['port'], 'persistent' => false]);
    $word = strtok($refusal, ' ');
    $t = hrtime(true);
    var_dump($lock->lock('job', 2 * $scale, 15, 20000));
    $s = (hrtime(true) - $t) / 1e9;
    echo "$word, with a budget: ", $s > 0.05 && $s < 0.5 * $scale ? "taken after waiting the refusals out\n" : "took $s s\n";
    foreach ([0, 0.3 * $scale] as $timeout) {
        $t = hrtime(true);
        try {
            $lock->lock($timeout ? 'never' : 'once', $timeout, 15, 20000);
            echo "no exception\n";
        } catch (RedisLockException $e) {
            $s = (hrtime(true) - $t) / 1e9;
            $bound = $timeout ?: 0.05 * $scale;
            echo "$word, \$timeout $timeout: code ", $e->getCode(), $s >= $timeout && $s < $bound + 0.15 * $scale ? ', on time' : ", after $s s", "\n";
        }
    }
    rl_fake_stop($fake);
}

// a real BUSY: another client's script runs until SCRIPT KILL
[$port, $pid] = rl_server_start(['--busy-reply-threshold', '50']);
$lock = new RedisLock(['port' => $port, 'persistent' => false]);
var_dump($lock->lock('warm'));
$children = [];
foreach ([0, 1] as $i) {
    $child = pcntl_fork();
    if ($child === 0) {
        $GLOBALS['rl_servers'] = [];
        if ($i === 0) {
            try {
                rl_redis_at($port, 'EVAL', 'while true do end', '0');
            } catch (RlRedisError $e) {
                // killed by SCRIPT KILL
            }
        } else {
            usleep(600000 * $scale);
            rl_redis_at($port, 'SCRIPT', 'KILL');
        }
        exit(0);
    }
    $children[] = $child;
}
usleep(200000 * $scale);                      // the script runs: Redis answers BUSY
try {
    (new RedisLock(['port' => $port, 'persistent' => false]))->lock('busy');
} catch (RedisLockException $e) {
    echo 'no budget: code ', $e->getCode(), ': ', $e->getMessage(), "\n";
}
$t = hrtime(true);
var_dump($lock->lock('busy', 3 * $scale));    // taken once the script is killed
$s = (hrtime(true) - $t) / 1e9;
echo $s > 0.2 * $scale && $s < 1.5 * $scale ? "taken after the script ended\n" : "took $s s\n";
foreach ($children as $child) {
    pcntl_waitpid($child, $status);
}
?>
--EXPECTF--
bool(true)
LOADING, with a budget: taken after waiting the refusals out
LOADING, $timeout 0: code 5, on time
LOADING, $timeout %s: code 5, on time
bool(true)
BUSY, with a budget: taken after waiting the refusals out
BUSY, $timeout 0: code 5, on time
BUSY, $timeout %s: code 5, on time
bool(true)
TRYAGAIN, with a budget: taken after waiting the refusals out
TRYAGAIN, $timeout 0: code 5, on time
TRYAGAIN, $timeout %s: code 5, on time
bool(true)
CLUSTERDOWN, with a budget: taken after waiting the refusals out
CLUSTERDOWN, $timeout 0: code 5, on time
CLUSTERDOWN, $timeout %s: code 5, on time
bool(true)
MASTERDOWN, with a budget: taken after waiting the refusals out
MASTERDOWN, $timeout 0: code 5, on time
MASTERDOWN, $timeout %s: code 5, on time
bool(true)
no budget: code 5: redislock: 127.0.0.1:%d: SET of the lock key failed: BUSY %s is busy running a script. You can only call SCRIPT KILL or SHUTDOWN NOSAVE.
bool(true)
taken after the script ended
