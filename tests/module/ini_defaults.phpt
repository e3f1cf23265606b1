--TEST--
redislock module: every redislock.* INI setting has its documented default
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
foreach (['host', 'port', 'database', 'user', 'password', 'connect_timeout', 'read_timeout',
          'persistent', 'prefix', 'fencing', 'tls', 'tls_ca_file', 'tls_ca_path', 'tls_cert', 'tls_key',
          'tls_verify', 'tls_server_name', 'cluster', 'sync_replicas', 'sync_timeout',
          'sentinel', 'service', 'sentinel_user', 'sentinel_password', 'release_at_shutdown', 'renew',
          'renew_max'] as $name) {
    echo "redislock.$name=";
    var_dump(ini_get("redislock.$name"));
}
$all = ini_get_all('redislock');
ksort($all);
echo implode(' ', array_keys($all)), "\n";
foreach ($all as $entry) {
    if ($entry['access'] !== INI_ALL) {
        echo "not INI_ALL\n";
    }
}
?>
--EXPECT--
redislock.host=string(9) "127.0.0.1"
redislock.port=string(4) "6379"
redislock.database=string(1) "0"
redislock.user=string(0) ""
redislock.password=string(0) ""
redislock.connect_timeout=string(3) "1.0"
redislock.read_timeout=string(3) "5.0"
redislock.persistent=string(1) "1"
redislock.prefix=string(0) ""
redislock.fencing=string(1) "0"
redislock.tls=string(1) "0"
redislock.tls_ca_file=string(0) ""
redislock.tls_ca_path=string(0) ""
redislock.tls_cert=string(0) ""
redislock.tls_key=string(0) ""
redislock.tls_verify=string(1) "1"
redislock.tls_server_name=string(0) ""
redislock.cluster=string(0) ""
redislock.sync_replicas=string(0) ""
redislock.sync_timeout=string(3) "1.0"
redislock.sentinel=string(0) ""
redislock.service=string(0) ""
redislock.sentinel_user=string(0) ""
redislock.sentinel_password=string(0) ""
redislock.release_at_shutdown=string(1) "0"
redislock.renew=string(1) "0"
redislock.renew_max=string(1) "0"
redislock.cluster redislock.connect_timeout redislock.database redislock.fencing redislock.host redislock.password redislock.persistent redislock.port redislock.prefix redislock.read_timeout redislock.release_at_shutdown redislock.renew redislock.renew_max redislock.sentinel redislock.sentinel_password redislock.sentinel_user redislock.service redislock.sync_replicas redislock.sync_timeout redislock.tls redislock.tls_ca_file redislock.tls_ca_path redislock.tls_cert redislock.tls_key redislock.tls_server_name redislock.tls_verify redislock.user
