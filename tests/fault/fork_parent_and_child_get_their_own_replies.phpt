--TEST--
Fault: after a fork, parent and child both using the same connected RedisLock and RedisQueue objects at full speed each get their own replies, with persistent and non-persistent connections
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';

/* 300 rounds of every kind of call whose replies differ per process and per
 * round; returns the number of wrong replies. */
function rounds(RedisLock $lock, RedisQueue $queue, string $who): int
{
    $wrong = 0;
    for ($i = 0; $i < 300; $i++) {
        $name = "$who-$i";
        $wrong += $lock->lock($name, 0, 10) !== true;
        $wrong += $lock->isLocking($name) !== true;
        $wrong += $lock->isLocking("$who-none") !== false;
        $wrong += $lock->expire($name, 20) !== true;
        $wrong += $lock->unlock($name) !== true;
        $wrong += $queue->enqueue("q-$who", [$name, "$name-b"]) !== true;
        $top = $queue->top("q-$who", 2);
        $wrong += array_column($top ?: [], 'id') !== [$name, "$name-b"];
        $wrong += ($queue->pop("q-$who")['id'] ?? null) !== $name;
        $wrong += $queue->dequeue("q-$who", "$name-b", $top[1]['score'] ?? 0) !== true;
        $wrong += $queue->pop("q-$who") !== false;
    }
    return $wrong;
}

foreach ([true, false] as $persistent) {
    $lock = rl_lock(['persistent' => $persistent]);
    $queue = rl_queue(['persistent' => $persistent]);
    var_dump($lock->lock('warm'), $queue->top('q-warm'));   // both connected before the fork

    $codes = rl_fork_workers(1, function () use ($lock, $queue) {
        $wrong = rounds($lock, $queue, 'child');
        if ($wrong) {
            throw new Exception("child: $wrong wrong replies");
        }
    });
    // the parent ran its rounds only after the child; now both at once
    $pid = pcntl_fork();
    if ($pid === 0) {
        $GLOBALS['rl_servers'] = [];
        exit(rounds($lock, $queue, 'child2') === 0 ? 0 : 1);
    }
    $wrong = rounds($lock, $queue, 'parent');
    pcntl_waitpid($pid, $status);
    printf("persistent %s: child %d, parent %d wrong, concurrent child %d\n", var_export($persistent, true),
        $codes[0], $wrong, pcntl_wexitstatus($status));
    var_dump($lock->unlock('warm'));
}
?>
--EXPECT--
bool(true)
bool(false)
persistent true: child 0, parent 0 wrong, concurrent child 0
bool(true)
bool(true)
bool(false)
persistent false: child 0, parent 0 wrong, concurrent child 0
bool(true)
