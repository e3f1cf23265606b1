--TEST--
TLS: a persistent TLS connection is opened once and reused for 1,000 calls (an idle moment between calls, when the server's TLS session tickets are readable, does not make it look closed)
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
?>
--EXPECT--
500 of 500 lock + unlock cycles
1 connection opened
