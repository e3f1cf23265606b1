--TEST--
Fault: a lock() that threw code 3 (its reply lost, the retry refused) leaves its token recorded and owed a release: the object's next lock() that the server answers releases it (a lock its caller was told it did not get would otherwise hold the name until it expires) and forgets it; once isLocking() said it is held, it is kept as any lock until unlock()
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/fake.inc';

/* A server where a SET of "job" runs and its reply is lost (the
 * connection closed), and the retry (lock_acquire) answers LOADING; any
 * other SET takes its lock; lock_check (5 arguments) and lock_release (8)
 * find the token held. */
function fake(string $log): array
{
    return rl_fake_start(function (array $cmd) {
        if ($r = rl_fake_redis($cmd)) {
            return $r;
        }
        if ($cmd[0] === 'SET') {
            return str_ends_with($cmd[1], 'job') ? null : "+OK\r\n";
        }
        if (count($cmd) === 5 || count($cmd) === 8) {
            return ":1\r\n";
        }
        return "-LOADING Redis is loading the dataset in memory\r\n";
    }, ['log' => $log]);
}

/* The commands in $log from the $from-th on that are lock_release runs
 * (8 arguments) for the key of "job". */
function releases_of_job(string $log, int $from): int
{
    $count = 0;
    foreach (array_slice(rl_fake_log($log), $from) as [, $cmd]) {
        $count += count($cmd) === 8 && str_ends_with($cmd[3], 'job') ? 1 : 0;
    }
    return $count;
}

$log = tempnam(sys_get_temp_dir(), 'rl-fake');
foreach (['not asked' => false, 'isLocking() said held' => true] as $what => $ask) {
    file_put_contents($log, '');
    $fake = fake($log);
    $lock = new RedisLock(['port' => $fake['port'], 'persistent' => false]);
    try {
        $lock->lock('job', 0, 15);
    } catch (RedisLockException $e) {
        echo "$what: lock() threw code ", $e->getCode(), "\n";
    }
    if ($ask) {
        var_dump($lock->isLocking('job'));
    }
    $before = count(rl_fake_log($log));
    var_dump($lock->lock('other', 0, 15));
    echo 'releases of job sent by that lock(): ', releases_of_job($log, $before), "\n";
    var_dump($lock->unlock('job')); // false: nothing recorded any more; true: kept until now
    rl_fake_stop($fake);
}
unlink($log);
?>
--EXPECT--
not asked: lock() threw code 3
bool(true)
releases of job sent by that lock(): 1
bool(false)
isLocking() said held: lock() threw code 3
bool(true)
bool(true)
releases of job sent by that lock(): 0
bool(true)
