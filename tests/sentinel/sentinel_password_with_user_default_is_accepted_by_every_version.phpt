--TEST--
Sentinel: sentinels that require a password (requirepass in their configuration) reached with sentinel_user "default" and sentinel_password, in the DSN query and in the array: the master is found and locks work (AUTH as "default" goes in the one-argument form, the only one a Redis 6.0 sentinel takes)
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/sentinel.inc';
$s = rl_sentinel_start(1, 3, ['sentinel_password' => 'sentinel-secret-5']);
$list = $s['sentinel_list'];
$prefix = rawurlencode(rl_prefix());
$forms = [
    'DSN' => "redis+sentinel://$list/mymaster?sentinel_user=default&sentinel_password=sentinel-secret-5&prefix=$prefix",
    'array' => rl_sentinel_params($s, ['sentinel_user' => 'default', 'sentinel_password' => 'sentinel-secret-5']),
];
foreach ($forms as $form => $param) {
    try {
        $lock = new RedisLock($param);
        printf("%s: lock %s, on the master %s, unlock %s\n", $form, var_export($lock->lock("pw-$form", 0, 30), true),
            rl_sentinel_key_on($s['master'], rl_lock_key("pw-$form")) ? 'yes' : 'no', var_export($lock->unlock("pw-$form"), true));
    } catch (RedisLockException $e) {
        echo "$form: code {$e->getCode()}: ", preg_replace('/127\.0\.0\.1:\d+/', 'ADDR', $e->getMessage()), "\n";
    }
}
?>
--EXPECT--
DSN: lock true, on the master yes, unlock true
array: lock true, on the master yes, unlock true
