--TEST--
Fault: lock()'s reply lost, then its retry refused (LOADING, or the connect refused): the outcome stays unknown (code 3, both causes named) and the object keeps the token; with a $timeout the retry waits LOADING out and recognises its own lock
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/fake.inc';
const LOADING = "-LOADING Redis is loading the dataset in memory\r\n";

/* A server that took the lock (SET ran), lost the reply by closing the
 * connection, then answers the retry with LOADING $loading times before
 * recognising the token; lock_check (5 arguments) finds the token held. */
function fake(string $log, int $loading, array $options = []): array
{
    return rl_fake_start(function (array $cmd, int $conn) use ($loading) {
        static $refused = 0;
        if ($r = rl_fake_redis($cmd)) {
            return $r;
        }
        if ($cmd[0] === 'SET') {
            return null;                               // ran, reply lost
        }
        if (count($cmd) === 5) {
            return ":1\r\n";                           // lock_check: held
        }
        return $refused++ < $loading ? LOADING : "*2\r\n:1\r\n:0\r\n";
    }, ['log' => $log] + $options);
}

function tokens(string $log): array
{
    $seen = [];
    foreach (rl_fake_log($log) as [, $cmd]) {
        foreach ($cmd as $arg) {
            if (preg_match('/^[0-9a-f]{32}$/', $arg)) {
                $seen[$arg] = true;
            }
        }
    }
    return array_keys($seen);
}

$log = tempnam(sys_get_temp_dir(), 'rl-fake');
$cases = [
    'LOADING, no $timeout' => [100, [], 0],
    'connect refused' => [0, ['accept' => 1], 0],
    'LOADING twice, $timeout 2' => [2, [], 2],
];
foreach ($cases as $what => [$loading, $options, $timeout]) {
    file_put_contents($log, '');
    $fake = fake($log, $loading, $options);
    $lock = new RedisLock(['port' => $fake['port'], 'persistent' => false]);
    try {
        var_dump($lock->lock('job', $timeout, 15, 10000));
    } catch (RedisLockException $e) {
        echo "$what: code ", $e->getCode(), ': ', $e->getMessage(), "\n";
    }
    if ($what !== 'connect refused') {
        var_dump($lock->isLocking('job'));         // asks with the token it kept
        echo count(tokens($log)), " token used\n";
    }
    rl_fake_stop($fake);
}
unlink($log);
?>
--EXPECTF--
LOADING, no $timeout: code 3: redislock: connection to 127.0.0.1:%d lost: the server closed it; asking again failed, so the outcome is unknown: 127.0.0.1:%d: script lock_acquire failed: LOADING Redis is loading the dataset in memory
bool(true)
1 token used
connect refused: code 3: redislock: connection to 127.0.0.1:%d lost: the server closed it; asking again failed, so the outcome is unknown: cannot connect to 127.0.0.1:%d: Connection refused
bool(true)
bool(true)
1 token used
