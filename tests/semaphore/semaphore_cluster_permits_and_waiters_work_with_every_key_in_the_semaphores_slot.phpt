--TEST--
RedisSemaphore on a Redis Cluster: for names with and without braces, under a {app}: prefix and a plain one, the limit holds (2 permits, a third refused), a waiter is woken when a permit is released, and every key of the semaphore while a caller waits (the sorted set, the waiters' sets) is in the semaphore key's slot (CLUSTER KEYSLOT says so); release() and releaseAll() leave no key behind
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/cluster.inc';
/* The keys left once every wait is over (a waiter's wake list may outlive
 * it by a moment): waits for none, at most 3 s. */
function keys_left_after_the_waits(callable $all_keys): array
{
    $end = microtime(true) + 3 * rl_time_scale();
    for ($i = 0; $i < 1000 && ($keys = $all_keys()) && microtime(true) < $end; $i++) {
        usleep(20000);
    }
    return $keys;
}
$c = rl_cluster_start();
$s = rl_time_scale();
$masters = array_keys(rl_cluster_masters($c));
$problems = [];
$runs = 0;
$all_keys = static function () use ($masters): array {
    $keys = [];
    foreach ($masters as $port) {
        $keys = array_merge($keys, rl_redis_at($port, 'KEYS', '*'));
    }
    return $keys;
};
foreach (['{app}:', 'plain:'] as $prefix) {
    foreach (['job', '{user42}', 'x}y', 'a{b}c'] as $name) {
        $params = rl_cluster_params($c, ['prefix' => $prefix]);
        $key = $prefix . 'Semaphore:' . $name;
        $slot = rl_cluster_slot($c, $key);
        $a = new RedisSemaphore($params);
        $b = new RedisSemaphore($params);
        if (!$a->acquire($name, 2, 0, 30) || !$b->acquire($name, 2, 0, 30) || (new RedisSemaphore($params))->acquire($name, 2, 0, 30)) {
            $problems[] = "$prefix|$name: the limit of 2 did not hold";
        }
        $pid = rl_fork(static function () use ($params, $name, $s) {
            $waiter = new RedisSemaphore($params);
            $got = $waiter->acquire($name, 2, 10 * $s, 30);
            return $got && $waiter->isAcquired($name) && $waiter->release($name) ? 0 : 3;
        });
        // it waits once it blocks on the master of the semaphore's slot
        rl_wait_blocked(rl_cluster_master_of($c, $key), 1);
        $keys = $all_keys();
        foreach ($keys as $k) {
            if (rl_cluster_slot($c, $k) !== $slot) {
                $problems[] = "$prefix|$name: " . json_encode($k) . " is not in slot $slot";
            }
        }
        if (!in_array($key, $keys, true) || count($keys) < 3) {
            $problems[] = "$prefix|$name: keys while a caller waits: " . json_encode($keys);
        }
        $released_at = microtime(true);
        if (!$a->release($name)) {
            $problems[] = "$prefix|$name: release() answered false";
        }
        $code = rl_fork_wait($pid);
        $waited = microtime(true) - $released_at;
        if ($code !== 0 || $waited > 1.0 * $s) {
            $problems[] = sprintf('%s|%s: waiter exit %d, %.3f s after the release', $prefix, $name, $code, $waited);
        }
        if (!$b->releaseAll()) {
            $problems[] = "$prefix|$name: releaseAll() answered false";
        }
        $left = keys_left_after_the_waits($all_keys);
        if ($left) {
            $problems[] = "$prefix|$name: keys left: " . json_encode($left);
        }
        $runs++;
    }
}
echo "$runs prefix and name pairs\n";
echo $problems ? implode("\n", $problems) . "\n" : "no problem\n";
?>
--EXPECT--
8 prefix and name pairs
no problem
