--TEST--
Redis Cluster: with a {app}: prefix or names holding braces, the waiters' sets, a waiter's wake list and the fencing counter share the lock key's slot (CLUSTER KEYSLOT says so), so a waiter is woken and fencing works where these keys would otherwise fail with CROSSSLOT
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/cluster.inc';
$c = rl_cluster_start();
$masters = array_keys(rl_cluster_masters($c));
$prefixes = ['{app}:', 'plain:', '{}:', 'a}b:', ''];
$names = ['job', '{user42}', 'x}y', '}{', '{}', "bin\0{z}\xff", 'a{b}c{d}'];
$problems = [];
$runs = 0;
$last_token = 0;
foreach ($prefixes as $prefix) {
    foreach ($names as $name) {
        foreach ($masters as $port) {
            rl_redis_at($port, 'FLUSHALL');
        }
        $params = rl_cluster_params($c, ['prefix' => $prefix, 'fencing' => true]);
        $holder = new RedisLock($params);
        $token = $holder->lock($name) ? $holder->fencingToken($name) : false;
        if (!is_int($token) || $token <= $last_token) {
            $problems[] = "$prefix|$name: token " . var_export($token, true) . " after $last_token";
        }
        $last_token = (int) $token;
                $pid = rl_fork(static function () use ($params, $name, $last_token) {
            $waiter = new RedisLock($params);
            $got = $waiter->lock($name, 10, 5, 1000000); // polls once a second: only a wake is fast
            return $got && $waiter->fencingToken($name) > $last_token ? 0 : 3;
        });
        usleep(300000);
        // every key now (lock, fencing counter, the waiters' two sets) in the lock key's slot
        $lock_key = $prefix . 'Lock:' . $name;
        $slot = rl_cluster_slot($c, $lock_key);
        $keys = [];
        foreach ($masters as $port) {
            foreach (rl_redis_at($port, 'KEYS', '*') as $key) {
                $keys[] = $key;
                if (rl_cluster_slot($c, $key) !== $slot) {
                    $problems[] = "$prefix|$name: " . json_encode(bin2hex($key)) . " is not in slot $slot";
                }
            }
        }
        if (count($keys) !== 4) {
            $problems[] = "$prefix|$name: " . count($keys) . " keys while a waiter waits, expected 4";
        }
        $released_at = microtime(true);
        $holder->unlock($name);
        $code = rl_fork_wait($pid);
        $waited = microtime(true) - $released_at;
        if ($code !== 0 || $waited > 0.8 * rl_time_scale()) {
            $problems[] = sprintf('%s|%s: waiter exit %d, %.3f s after the release', $prefix, $name, $code, $waited);
        }
        $runs++;
    }
}
echo "$runs prefix and name pairs\n";
echo $problems ? implode("\n", $problems) . "\n" : "no problem\n";
?>
--EXPECT--
35 prefix and name pairs
no problem
