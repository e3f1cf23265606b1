--TEST--
Fault: a password given by INI, DSN or array never shows in exceptions, traces, warnings, dumps of the object or phpinfo(), whether it is right or wrong
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--INI--
zend.exception_ignore_args=0
display_errors=1
error_reporting=-1
redislock.password=IniSecret1
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
[$port] = rl_server_start(['--requirepass', 'RightSecret0']);
ini_set('redislock.port', (string) $port);
rl_redis_at($port, 'AUTH', 'RightSecret0');
rl_redis_at($port, 'ACL', 'SETUSER', 'alice', 'on', '>AliceSecret4', '~*', '+@all');

$secrets = ['IniSecret1', 'DsnSecret2', 'ArrSecret3', 'RightSecret0', 'AliceSecret4'];
$params = [
    'ini (wrong)' => null,
    'dsn (wrong)' => "redis://:DsnSecret2@127.0.0.1:$port",
    'array (wrong)' => ['port' => $port, 'password' => 'ArrSecret3'],
    'dsn (right)' => "redis://:RightSecret0@127.0.0.1:$port",
    'array acl (right)' => ['port' => $port, 'user' => 'alice', 'password' => 'AliceSecret4'],
];
$warnings = '';
set_error_handler(function ($no, $str) use (&$warnings) { $warnings .= "$str\n"; return true; });
foreach ($params as $label => $param) {
    ob_start();
    $lock = new RedisLock($param);
    $queue = new RedisQueue($param);
    $outcome = [];
    foreach ([fn () => $lock->lock('job'), fn () => $lock->unlock('job'), fn () => $queue->enqueue('q', 'a'), fn () => $queue->pop('q')['id']] as $call) {
        try {
            $outcome[] = var_export($call(), true);
        } catch (Throwable $e) {
            $outcome[] = get_class($e);
            echo $e, "\n", $e->getTraceAsString(), "\n";
            var_dump($e);
            print_r($e->getTrace());
        }
    }
    var_dump($lock, $queue);
    print_r($lock);
    var_export($queue);
    echo json_encode([$lock, $queue]), "\n";
    $output = ob_get_clean() . $warnings;
    $shown = array_filter($secrets, fn ($s) => str_contains($output, $s));
    printf("%-18s %-62s secrets shown: %s\n", $label, implode(' ', $outcome), $shown ? implode(',', $shown) : 'none');
}
ob_start();
phpinfo(INFO_MODULES);
$info = ob_get_clean();
echo 'phpinfo: ', str_contains($info, 'redislock.password') ? 'lists the setting' : 'no setting', ', secrets shown: ',
    implode(',', array_filter($secrets, fn ($s) => str_contains($info, $s))) ?: 'none', "\n";
echo 'ini_get still has it for the script itself: ', var_export(ini_get('redislock.password') === 'IniSecret1', true), "\n";
?>
--EXPECT--
ini (wrong)        RedisLockException false RedisLockException RedisLockException secrets shown: none
dsn (wrong)        RedisLockException false RedisLockException RedisLockException secrets shown: none
array (wrong)      RedisLockException false RedisLockException RedisLockException secrets shown: none
dsn (right)        true true true 'a'                                             secrets shown: none
array acl (right)  true true true 'a'                                             secrets shown: none
phpinfo: lists the setting, secrets shown: none
ini_get still has it for the script itself: true
