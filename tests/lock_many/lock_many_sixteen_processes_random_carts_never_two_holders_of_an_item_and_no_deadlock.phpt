--TEST--
RedisLock::lockMany(): 16 processes taking random 3-item carts (in random order) out of 10 items for 10 s, waiting (longer than the run) or trying once: never two holders of an item (each holder marks each item of its cart with SET NX and finds no other mark), each cart's items are all held when lockMany() answers true and none when it answers false, and every process ends by itself (no deadlock)
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/semaphore.inc';
$s = rl_time_scale();
$seconds = 10;
$log = tempnam(sys_get_temp_dir(), 'rl-carts');
$end = microtime(true) + $seconds;
$mark = static fn (string $item) => rl_prefix() . "holder:$item";
$pids = [];
for ($p = 0; $p < 16; $p++) {
    $pid = rl_fork(static function () use ($log, $end, $mark, $s) {
        $lock = rl_lock();
        $me = (string) getmypid();
        $carts = $refused = 0;
        $problems = [];
        for ($n = 0; $n < 100000 && microtime(true) < $end; $n++) {
            $cart = array_map(static fn ($i) => "item-$i", (array) array_rand(range(0, 9), 3));
            shuffle($cart);
            // a wait longer than the whole run: a cart that kept some items
            // while it waited for others could hang for good
            $wait = random_int(0, 3) === 0 ? 0 : 60 * $s;
            if (!$lock->lockMany($cart, $wait, 10 * $s, random_int(1000, 100000))) {
                $refused++;
                foreach ($cart as $item) {
                    if ($lock->isLocking($item)) {
                        $problems[] = "refused, yet holds $item";
                    }
                }
                continue;
            }
            $marked = [];
            foreach ($cart as $item) {
                if ($lock->token($item) === false) {
                    $problems[] = "taken, yet holds no token for $item";
                }
                if (rl_redis('SET', $mark($item), $me, 'NX', 'PX', (string) (60000 * $s)) === 'OK') {
                    $marked[] = $item;
                } else {
                    $problems[] = "$item has another holder: " . rl_redis('GET', $mark($item));
                }
            }
            usleep(random_int(0, 3000));
            foreach ($marked as $item) {
                rl_redis('DEL', $mark($item));
            }
            foreach ($cart as $item) {
                if (!$lock->unlock($item)) {
                    $problems[] = "unlock of $item answered false";
                }
            }
            $carts++;
        }
        file_put_contents($log, json_encode(['carts' => $carts, 'refused' => $refused, 'problems' => array_slice($problems, 0, 5)]) . "\n",
            FILE_APPEND | LOCK_EX);
    });
    $pids[$pid] = $p;
}
$codes = rl_children_wait($pids, $seconds + 20);  // scaled
$results = array_map(static fn ($line) => json_decode($line, true), file($log, FILE_IGNORE_NEW_LINES));
unlink($log);
echo 'processes that had to be killed: ', count(array_filter($codes, static fn ($c) => $c === -1)), "\n";
echo 'processes that failed: ', count(array_filter($codes, static fn ($c) => $c > 0)), "\n";
echo 'reports: ', count($results), "\n";
$problems = array_merge(...array_column($results, 'problems'));
echo 'problems: ', $problems ? implode('; ', array_slice($problems, 0, 10)) : 'none', "\n";
$carts = array_sum(array_column($results, 'carts'));
echo 'carts taken: more than 200: ', $carts > 200 ? 'yes' : "no ($carts)", "\n";
echo 'every process took carts: ', $results && min(array_column($results, 'carts')) > 0 ? 'yes' : 'no (' . json_encode(array_column($results, 'carts')) . ')', "\n";
echo 'refusals: some: ', array_sum(array_column($results, 'refused')) > 0 ? 'yes' : 'no', "\n";
echo 'locks left: ', json_encode(array_values(array_filter(rl_test_keys(), static fn ($k) => str_starts_with($k, 'Lock:')))), "\n";
?>
--EXPECT--
processes that had to be killed: 0
processes that failed: 0
reports: 16
problems: none
carts taken: more than 200: yes
every process took carts: yes
refusals: some: yes
locks left: []
