--TEST--
Sentinel: sentinels with a password of their own (sentinel_password, in the DSN query or the array) and data nodes with another (the DSN's credentials, or password): both are used where they belong; a wrong or missing sentinel password is code 2 naming the sentinel options, a wrong data password code 2 from the master; no password ever appears in a message
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers', 'redis >= 6.2'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/sentinel.inc';
$s = rl_sentinel_start(2, 3, ['password' => 'data-secret-1', 'sentinel_password' => 'sentinel-secret-2']);
$list = $s['sentinel_list'];
$prefix = rawurlencode(rl_prefix());
$good = [
    'DSN' => "redis+sentinel://:data-secret-1@$list/mymaster?sentinel_password=sentinel-secret-2&prefix=$prefix",
    'array' => rl_sentinel_params($s, ['password' => 'data-secret-1', 'sentinel_password' => 'sentinel-secret-2']),
];
foreach ($good as $form => $param) {
    $lock = new RedisLock($param);
    printf("%s: lock %s, unlock %s\n", $form, var_export($lock->lock("pw-$form", 0, 30), true),
        var_export($lock->unlock("pw-$form"), true));
}
$bad = [
    'no sentinel password' => rl_sentinel_params($s, ['password' => 'data-secret-1', 'connect_timeout' => 0.9]),
    'wrong sentinel password' => rl_sentinel_params($s, ['password' => 'data-secret-1', 'sentinel_password' => 'nope-3']),
    'wrong data password' => rl_sentinel_params($s, ['password' => 'nope-4', 'sentinel_password' => 'sentinel-secret-2']),
];
foreach ($bad as $case => $param) {
    try {
        (new RedisLock($param))->lock('refused');
        echo "$case: no exception\n";
    } catch (RedisLockException $e) {
        $m = $e->getMessage();
        $leak = preg_match('/secret|nope/', $m) ? ' (a password in the message!)' : '';
        $names = str_contains($m, 'sentinel_user and sentinel_password') ? 'names the sentinel options' : 'from the master';
        echo "$case: code {$e->getCode()}, $names$leak\n";
    }
}
?>
--EXPECT--
DSN: lock true, unlock true
array: lock true, unlock true
no sentinel password: code 2, names the sentinel options
wrong sentinel password: code 2, names the sentinel options
wrong data password: code 2, from the master
