--TEST--
RedisLock renew: in a long-lived worker (php-cgi -T 12) whose requests differ only in read_timeout (another connection setting each time), the renewer's connections do not pile up: each request's renewing lock is renewed over a connection of the renewer's, which is closed once no object uses it, so the worker holds at most its request's own connections (one of the request, one of the renewer) at any request, not one more per setting it has seen
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$scale = rl_time_scale();
$expire = 0.15 * $scale;              // renewed every 50 ms
$counter = tempnam(sys_get_temp_dir(), 'rl-renewer-requests');
$script = '<?php
ini_set("pcre.jit", "0");  // its code confuses memcheck (scripts/test -m)
require ' . var_export(__DIR__ . '/../inc/servers.inc', true) . ';
$request = (int) file_get_contents(' . var_export($counter, true) . ') + 1;
file_put_contents(' . var_export($counter, true) . ', $request);
$lock = new RedisLock(' . var_export(rl_params(['renew' => true, 'persistent' => false]), true) . ' + ["read_timeout" => 1 + $request / 100]);
$lock->lock("job$request", 0, ' . $expire . ');
usleep(' . (int) ($expire * 1e6) . ');   // renewed over the renewer\'s connection
$lock->unlock("job$request");
$mine = array_filter(explode("\n", rl_redis_at(' . rl_port() . ', "CLIENT", "LIST")), fn ($l) => str_contains($l, " name=redislock-pid" . getmypid() . " "));
printf("request %d: %d connections\n", $request, count($mine));
';
$out = rl_php_cgi($script, 12);
unlink($counter);
preg_match_all('/^request (\d+): (\d+) connections$/m', $out, $m);
echo 'requests: ', count($m[1]), "\n";
echo 'connections of the worker at each request: ', implode(' ', $m[2]), "\n";
echo 'never more than the request\'s own two (and one the renewer was using as it closed): ', max($m[2]) <= 3 ? 'yes' : 'no', "\n";
?>
--EXPECTF--
requests: 12
connections of the worker at each request: %s
never more than the request's own two (and one the renewer was using as it closed): yes
