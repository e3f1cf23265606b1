--TEST--
RedisLock token(): the token never appears in var_dump(), print_r(), var_export(), or json of the object, nor in the message or the stack trace of an exception thrown by adopt() (its $token is a SensitiveParameter), nor in a failed call's message
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--INI--
zend.exception_ignore_args=0
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$lock = rl_lock();
$lock->lock('secret', 0, 30);
$token = $lock->token('secret');
ob_start();
var_dump($lock);
print_r($lock);
var_export($lock);
echo json_encode($lock);
$out = ob_get_clean();
echo 'in the dumps: ', str_contains($out, $token) ? 'yes' : 'no', "\n";
// a server that is gone: adopt() throws code 1
[$port, $pid] = rl_server_start();
$gone = new RedisLock(rl_params(['port' => $port, 'connect_timeout' => 0.2]));
rl_server_stop($pid);
try {
    $gone->adopt('secret', $token);
} catch (RedisLockException $e) {
    $text = $e->getMessage() . "\n" . $e->getTraceAsString() . "\n" . print_r($e->getTrace(), true);
    echo 'code ', $e->getCode(), ', token in the message or trace: ', str_contains($text, $token) ? 'yes' : 'no',
        ', argument shown as SensitiveParameterValue: ', str_contains($text, 'SensitiveParameterValue') ? 'yes' : 'no', "\n";
}
?>
--EXPECT--
in the dumps: no
code 1, token in the message or trace: no, argument shown as SensitiveParameterValue: yes
