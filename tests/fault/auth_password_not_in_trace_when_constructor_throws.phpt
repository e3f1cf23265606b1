--TEST--
Fault: when the constructor refuses $param, the password it carries does not appear in the ValueError's message or trace ($param is a #[\SensitiveParameter])
--INI--
zend.exception_ignore_args=0
--FILE--
<?php
foreach ([
    fn () => new RedisLock('redis://:DsnSecret9@127.0.0.1:6379?db=x'),
    fn () => new RedisQueue(['port' => 0, 'password' => 'ArrSecret9']),
    fn () => new RedisLock(['user' => 'u', 'password' => 'UserSecret9', 'nonsense' => 1]),
] as $make) {
    try {
        $make();
        echo "accepted\n";
    } catch (ValueError $e) {
        $text = $e->getMessage() . "\n" . $e->getTraceAsString() . "\n" . $e . "\n" . print_r($e->getTrace(), true) . var_export($e, true);
        echo get_class($e), ', trace redacts $param: ', var_export(str_contains($e->getTraceAsString(), 'Object(SensitiveParameterValue)'), true),
            ', secret shown: ', var_export((bool) preg_match('/\w+Secret9/', $text), true), "\n";
    }
}
?>
--EXPECT--
ValueError, trace redacts $param: true, secret shown: false
ValueError, trace redacts $param: true, secret shown: false
ValueError, trace redacts $param: true, secret shown: false
