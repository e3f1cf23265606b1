--TEST--
RedisLock renew_max: each of the three forms caps the renewals (the array key, the DSN option ?renew_max=1.5, the INI setting redislock.renew_max): a lock taken with $expire = 1 is renewed past 1 s and gone by 1.5 s after its acquisition plus a margin; renew_max = 0 (in any form) means no cap, so such a lock is still held at 3 s
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/lifetime.inc';
$s = rl_time_scale();
$dsn = 'redis://127.0.0.1:' . rl_port() . '?renew=1&prefix=' . rawurlencode(rl_prefix());
$objects = [
    'array' => rl_lock(['renew' => true, 'renew_max' => 1.5 * $s]),
    'dsn' => new RedisLock("$dsn&renew_max=" . (1.5 * $s)),
    'array-zero' => rl_lock(['renew' => true, 'renew_max' => 0]),
    'dsn-zero' => new RedisLock("$dsn&renew_max=0"),
];
ini_set('redislock.renew_max', (string) (1.5 * $s));
$objects['ini'] = rl_lock(['renew' => true]);
ini_set('redislock.renew_max', '0');
$objects['ini-zero'] = rl_lock(['renew' => true]);
ini_restore('redislock.renew_max');
$objects['default'] = rl_lock(['renew' => true]); // no cap by default

$start = rl_now();
$gone = [];
foreach ($objects as $form => $lock) {
    $lock->lock($form, 0, $s);
}
for ($i = 0; $i < 1000 && rl_now() - $start < 3 * $s; $i++) {
    foreach (array_keys($objects) as $form) {
        if (!isset($gone[$form]) && rl_lock_token($form) === null) {
            $gone[$form] = rl_now() - $start;
        }
    }
    usleep(20000);
}
foreach (array_keys($objects) as $form) {
    if (!isset($gone[$form])) {
        echo "$form: held at 3 s\n";
    } elseif ($gone[$form] >= 1.25 * $s && $gone[$form] < 1.9 * $s) {
        echo "$form: gone by renew_max\n";
    } else {
        echo "$form: gone after {$gone[$form]} s\n";
    }
}
?>
--EXPECT--
array: gone by renew_max
dsn: gone by renew_max
array-zero: held at 3 s
dsn-zero: held at 3 s
ini: gone by renew_max
ini-zero: held at 3 s
default: held at 3 s
