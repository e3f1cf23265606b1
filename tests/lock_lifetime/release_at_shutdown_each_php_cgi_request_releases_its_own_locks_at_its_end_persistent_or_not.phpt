--TEST--
RedisLock release_at_shutdown: under php-cgi serving three requests in one process, each request's objects with the option (on a persistent connection and on a connection of the request's own, persistent = false) have their locks released at the end of that request, so that each next request finds the previous request's locks free and takes them again, and the last request's locks are released too
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$counter = tempnam(sys_get_temp_dir(), 'rl-cgi-count');
file_put_contents($counter, '0');
$script = '<?php
$params = ' . var_export(rl_params(), true) . ';
$counter = ' . var_export($counter, true) . ';
$n = (int) file_get_contents($counter) + 1;
file_put_contents($counter, (string) $n);
$kept = new RedisLock($params + ["release_at_shutdown" => true]);
$own = new RedisLock($params + ["release_at_shutdown" => true, "persistent" => false]);
$ok = $kept->lock("on-persistent", 0, 60) && $kept->lock("on-persistent-2", 0, 60) && $own->lock("on-own-connection", 0, 60);
echo "request $n: the previous request\'s locks were free and are taken again: ", $ok ? "yes" : "no", "\n";
';
$out = rl_php_cgi($script, 3);
unlink($counter);
echo $out;
foreach (['on-persistent', 'on-persistent-2', 'on-own-connection'] as $name) {
    echo "after the last request, $name is free: ", rl_redis('EXISTS', rl_lock_key($name)) === 0 ? 'yes' : 'no', "\n";
}
?>
--EXPECT--
request 1: the previous request's locks were free and are taken again: yes
request 2: the previous request's locks were free and are taken again: yes
request 3: the previous request's locks were free and are taken again: yes
after the last request, on-persistent is free: yes
after the last request, on-persistent-2 is free: yes
after the last request, on-own-connection is free: yes
