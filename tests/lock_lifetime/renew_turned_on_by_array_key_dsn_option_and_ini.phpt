--TEST--
RedisLock renew: each of the three forms turns renewal on (the array key "renew", the DSN option ?renew=1, the INI setting redislock.renew): a lock taken with $expire = 1 by each is still held 2.5 s later, while an object without renew (and one with renew=0 in its DSN despite the INI) loses its lock on time
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/lifetime.inc';
$s = rl_time_scale();
$dsn = 'redis://127.0.0.1:' . rl_port() . '?prefix=' . rawurlencode(rl_prefix());
$objects = [
    'array' => rl_lock(['renew' => true]),
    'dsn' => new RedisLock("$dsn&renew=1"),
    'none' => rl_lock(),
];
ini_set('redislock.renew', '1');
$objects['ini'] = rl_lock();
$objects['dsn-off'] = new RedisLock("$dsn&renew=0"); // the DSN's option over the INI
ini_restore('redislock.renew');
$objects['after-ini'] = rl_lock(); // the setting is read at construction

$tokens = [];
foreach ($objects as $form => $lock) {
    $lock->lock($form, 0, $s);
    $tokens[$form] = rl_lock_token($form);
}
rl_sleep(2.5 * $s);
foreach ($objects as $form => $lock) {
    $kept = rl_lock_token($form) !== null && rl_lock_token($form) === $tokens[$form];
    echo "$form: ", $kept ? 'renewed' : 'expired', "\n";
}
?>
--EXPECT--
array: renewed
dsn: renewed
none: expired
ini: renewed
dsn-off: expired
after-ini: expired
