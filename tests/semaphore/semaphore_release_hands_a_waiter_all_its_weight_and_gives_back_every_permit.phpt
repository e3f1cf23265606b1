--TEST--
RedisSemaphore $weight: the release of a holder of weight 4 (limit 4) gives back its 4 permits at once: a waiter of weight 3 is handed its 3 permits by that release, all with its expiry; the waiter's own release leaves no permit and no key, and releaseAll() of a heavy holder gives back all of its permits
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/semaphore.inc';
$s = rl_time_scale();
$holder = rl_semaphore();
var_dump($holder->acquire('all', 4, 0, 30, 4));
echo 'permits: ', count(rl_semaphore_permits('all')), "\n";
$log = tempnam(sys_get_temp_dir(), 'rl-sem');
$pid = rl_fork(static function () use ($log, $s) {
    $sem = rl_semaphore();
    $got = $sem->acquire('all', 4, 20 * $s, 60, 3);
    $permits = rl_semaphore_permits('all');
    $now = rl_server_ms();
    file_put_contents($log, json_encode([
        'got' => $got, 'permits' => count($permits),
        'expiry about 60 s' => min($permits) - $now > 55000 && max($permits) - $now <= 60000,
    ]) . "\n");
    $released = $sem->release('all');
    file_put_contents($log, json_encode(['released' => $released, 'keys' => rl_test_keys()]) . "\n", FILE_APPEND);
    return 0;
});
rl_await(static fn () => rl_semaphore_waiters('all') === 1, 10, 'the waiter joining the waiters');
var_dump($holder->release('all'));
echo 'exit code: ', rl_fork_wait($pid), "\n";
echo implode("\n", file($log, FILE_IGNORE_NEW_LINES)), "\n";
unlink($log);

// releaseAll() gives back a heavy holder's permits on every name
var_dump($holder->acquire('all', 4, 0, 30, 3), $holder->acquire('other', 2, 0, 30, 2));
echo 'permits: ', count(rl_semaphore_permits('all')), ' and ', count(rl_semaphore_permits('other')), "\n";
var_dump($holder->releaseAll());
echo 'keys left: ', json_encode(rl_test_keys()), "\n";
?>
--EXPECT--
bool(true)
permits: 4
bool(true)
exit code: 0
{"got":true,"permits":3,"expiry about 60 s":true}
{"released":true,"keys":[]}
bool(true)
bool(true)
permits: 3 and 2
bool(true)
keys left: []
