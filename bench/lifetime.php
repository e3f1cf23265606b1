<?php
/*
 * What the lock lifetime options cost: lock()+unlock() with renew and with
 * release_at_shutdown against a plain object (medians of 7 interleaved
 * rounds of 3,000, as ratios to plain), the first renewing lock() (the
 * renewer's thread start) and the memory it adds, and 1,000 renewing locks
 * ($expire 3 s) through 6 s of sleep(): how many stay held, lock_extend
 * runs (INFO commandstats), the renewer thread's CPU time (/proc) and the
 * memory. It uses phpredis to observe Redis, on a server of its own that
 * it starts as the tests start theirs (tests/inc/servers.inc) and that
 * stops with it (its statistics are reset):
 *
 *   php -d extension=modules/redislock.so bench/lifetime.php
 */
require __DIR__ . '/../tests/inc/servers.inc';
[$port] = rl_server_start();
$r = new Redis; $r->connect('127.0.0.1', $port);
function status(string $k): int { preg_match("/^$k:\s+(\d+)/m", file_get_contents('/proc/self/status'), $m); return (int) $m[1]; }

// 1. lock()+unlock() cost, renew vs plain, interleaved rounds
$plain = new RedisLock(['port' => $port]);
$renew = new RedisLock(['port' => $port, 'renew' => true]);
$rel = new RedisLock(['port' => $port, 'release_at_shutdown' => true]);
$plain->lock('warm'); $plain->unlock('warm');
$vm0 = status('VmSize'); $rss0 = status('VmRSS');
$t = hrtime(true); $renew->lock('first', 0, 10); $first = (hrtime(true) - $t) / 1e3;
$vm1 = status('VmSize'); $rss1 = status('VmRSS');
$renew->unlock('first');
printf("first renewing lock(): %.0f us (thread start included); VmSize +%d kB, VmRSS +%d kB\n", $first, $vm1 - $vm0, $rss1 - $rss0);
$rows = [];
for ($round = 0; $round < 7; $round++) {
    foreach (['plain' => $plain, 'renew' => $renew, 'release_at_shutdown' => $rel] as $k => $l) {
        $t = hrtime(true);
        for ($i = 0; $i < 3000; $i++) { $l->lock("k$i", 0, 10); $l->unlock("k$i"); }
        $rows[$k][] = (hrtime(true) - $t) / 3000 / 1e3;
    }
}
foreach ($rows as $k => $v) { sort($v); $med[$k] = $v[3]; }
foreach ($med as $k => $v) printf("lock()+unlock() %-20s median %.1f us  ratio to plain %.2f\n", $k, $v, $v / $med['plain']);

// 2. many renewing locks: round trips and the thread's CPU
$r->rawCommand('CONFIG', 'RESETSTAT');
$n = 1000;
for ($i = 0; $i < $n; $i++) { $renew->lock("many$i", 0, 3); }
$tid = null;
foreach (glob('/proc/self/task/*') as $task) { if (trim(file_get_contents("$task/comm")) === 'redislock-renew') { $tid = basename($task); } }
$cpu0 = explode(' ', file_get_contents("/proc/self/task/$tid/stat"));
$s0 = microtime(true);
sleep(6);
$cpu1 = explode(' ', file_get_contents("/proc/self/task/$tid/stat"));
$ticks = ($cpu1[13] + $cpu1[14]) - ($cpu0[13] + $cpu0[14]);
$info = $r->info('commandstats');
$evalsha = $info['cmdstat_evalsha'] ?? '';
preg_match('/calls=(\d+)/', $evalsha, $m);
$alive = 0; for ($i = 0; $i < $n; $i++) { $alive += $renew->isLocking("many$i"); }
printf("%d locks, expire 3 s, 6 s of sleep(): %d/%d still held; %d lock_extend runs (%.0f per lock, expected 6 at one per second); renewer CPU %.2f s (%.1f%% of one core)\n",
    $n, $alive, $n, $m[1] ?? 0, ($m[1] ?? 0) / $n, $ticks / 100, $ticks / 100 / 6 * 100);
printf("VmRSS with %d renewals: +%d kB over the start\n", $n, status('VmRSS') - $rss0);
$clients = $r->info('clients')['connected_clients'];
echo "connected clients (phpredis + lock connection + renewer): $clients\n";
$renew->unlockAll();
ob_start(); phpinfo(INFO_MODULES); preg_match('/Lifetimes extended => (\d+)/', ob_get_clean(), $mm); echo "lifetimes extended: $mm[1]\n";
