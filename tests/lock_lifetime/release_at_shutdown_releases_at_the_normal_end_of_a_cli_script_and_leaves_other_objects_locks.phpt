--TEST--
RedisLock release_at_shutdown: when a CLI script ends normally, the locks its objects with the option still hold (in a global, in a static property, in a cycle) are released by the end of the process, while a lock of an object without the option stays held with its lifetime intact
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/release.inc';
$child = rl_php_child('
class Keeper { public static $kept; public $self; public $lock; }
$global = new RedisLock($params + ["release_at_shutdown" => true]);
Keeper::$kept = new RedisLock($params + ["release_at_shutdown" => true]);
$cycle = new Keeper();
$cycle->self = $cycle;           // freed only by the collector at the end
$cycle->lock = new RedisLock($params + ["release_at_shutdown" => true]);
$plain = new RedisLock($params);
$ok = $global->lock("in-global", 0, 60) && $global->lock("in-global-2", 0, 60)
    && Keeper::$kept->lock("in-static", 0, 60) && $cycle->lock->lock("in-cycle", 0, 60)
    && $plain->lock("without-option", 0, 60);
unset($cycle);
echo $ok ? "locked\n" : "not locked\n";
');
echo trim($child['out']), "\n";
echo 'the child exited 0 without a message: ', $child['status'] === 0 && $child['err'] === '' ? 'yes' : "no ({$child['status']}: {$child['err']})", "\n";
foreach (['in-global', 'in-global-2', 'in-static', 'in-cycle'] as $name) {
    echo "the lock $name was released: ", rl_redis('EXISTS', rl_lock_key($name)) === 0 ? 'yes' : 'no', "\n";
}
$ttl = rl_redis('PTTL', rl_lock_key('without-option'));
echo 'the lock of the object without the option is still held, its lifetime intact: ', $ttl > 50000 ? 'yes' : "no ($ttl)", "\n";
?>
--EXPECT--
locked
the child exited 0 without a message: yes
the lock in-global was released: yes
the lock in-global-2 was released: yes
the lock in-static was released: yes
the lock in-cycle was released: yes
the lock of the object without the option is still held, its lifetime intact: yes
