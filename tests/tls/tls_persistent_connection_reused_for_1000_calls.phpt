--TEST--
TLS: a persistent TLS connection is opened once and reused for 1,000 calls (an idle moment between calls, when the server's TLS session tickets are readable, does not make it look closed), and across the requests a FastCGI process serves
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers', 'tls'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/tls.inc';
$pki = rl_tls_pki();
[$port] = rl_tls_server_start($pki);
$before = rl_counter('Connections opened');
$params = rl_tls_params($pki, $port, ['persistent' => true]);
$ok = 0;
for ($i = 0; $i < 500; $i++) {
    $lock = new RedisLock($params);               // a new object each time: the pooled connection
    $ok += $lock->lock("n$i") && $lock->unlock("n$i");
    if ($i % 100 === 0) {
        usleep(150000);                           // idle long enough to be checked before use
    }
}
echo "$ok of 500 lock + unlock cycles\n";
echo rl_counter('Connections opened') - $before, " connection opened\n";

// php-cgi serving 5 requests in one process, as a PHP-FPM worker would: the
// connection opened by the first is the one the others use
$request = '<?php $lock = new RedisLock(' . var_export($params, true) . ');'
    . ' $lock->lock("request") && $lock->unlock("request");'
    . ' ob_start(); phpinfo(INFO_MODULES);'
    . ' preg_match("~Connections opened(?: => |\\s*</td><td class=\"v\">)(\\d+)~", ob_get_clean(), $m);'
    . ' echo $m[1] ?? "?", " ";';   // phpinfo() prints HTML under php-cgi
echo 'connections opened so far, per request: ', rl_php_cgi($request, 5), "\n";
?>
--EXPECT--
500 of 500 lock + unlock cycles
1 connection opened
connections opened so far, per request: 1 1 1 1 1 
