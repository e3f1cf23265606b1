--TEST--
RedisLock/RedisQueue connection: a malformed DSN (an IPv6 address whose "[" is never closed, an unbracketed IPv6 address, a zone not written %25zone, a space before or after the address, a scheme followed by one "/", a host with characters no host has, something after "]" other than a port, in the list of a cluster or sentinel DSN too) is a ValueError at construction that says it is malformed and where, never a garbled server name at the first call; well-formed IPv6 addresses, zones written %25zone and a host named "redis" are accepted
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$cases = [
    'redis://[::1',
    'redis://[::1:7819',
    ' 127.0.0.1:6379',
    '127.0.0.1:6379 ',
    'redis://127.0.0.1 :6379',
    'redis://[::1%lo]',
    '[::1%lo]:6379',
    'redis://::1',
    'redis://[::1]x:6379',
    'redis://[]:6379',
    'redis://a]b:6379',
    'redis:/127.0.0.1',
    'rediss+cluster:/127.0.0.1:1',
    'redis+cluster://127.0.0.1:7000,::1',
    'redis+sentinel://127.0.0.1:26379,[::1/mymaster',
    'redis://user:secret@[::1',
];
foreach ($cases as $dsn) {
    try {
        new RedisLock($dsn);
        echo "no exception\n";
    } catch (ValueError $e) {
        echo $e->getMessage(), "\n";
    }
}
try {
    new RedisQueue('redis://[::1');
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
// well formed: nothing connects before the first call
foreach (['redis://[::1]:6379', '[::1]', 'redis://[fe80::1%25eth0]:6379', 'redis:6379', 'redis://redis:6379/1',
        'redis://u:p%40ss@127.0.0.1:6379', 'redis+cluster://[::1]:7000,127.0.0.1:7001', 'my-host_1.example'] as $dsn) {
    new RedisLock($dsn);
}
echo "well-formed ones accepted\n";
?>
--EXPECT--
RedisLock::__construct(): Argument #1 ($param) is a malformed DSN at "[::1": it opens an IPv6 address with "[" but does not close it with "]"
RedisLock::__construct(): Argument #1 ($param) is a malformed DSN at "[::1:7819": it opens an IPv6 address with "[" but does not close it with "]"
RedisLock::__construct(): Argument #1 ($param) is a malformed DSN at " 127.0.0.1:6379": a host name or IPv4 address holds only letters, digits, ".", "-" and "_"
RedisLock::__construct(): Argument #1 ($param) is a malformed DSN at "127.0.0.1:6379 ": a port is written in digits
RedisLock::__construct(): Argument #1 ($param) is a malformed DSN at "127.0.0.1 :6379": a host name or IPv4 address holds only letters, digits, ".", "-" and "_"
RedisLock::__construct(): Argument #1 ($param) is a malformed DSN at "[::1%lo]": an IPv6 address in brackets holds hexadecimal digits, ":" and ".", and maybe a zone written %25zone, as in [fe80::1%25eth0]
RedisLock::__construct(): Argument #1 ($param) is a malformed DSN at "[::1%lo]:6379": an IPv6 address in brackets holds hexadecimal digits, ":" and ".", and maybe a zone written %25zone, as in [fe80::1%25eth0]
RedisLock::__construct(): Argument #1 ($param) is a malformed DSN at "::1": an IPv6 address is written in brackets, as in redis://[::1]:6379
RedisLock::__construct(): Argument #1 ($param) is a malformed DSN at "[::1]x:6379": only ":port" may follow the "]" of an IPv6 address
RedisLock::__construct(): Argument #1 ($param) is a malformed DSN at "[]:6379": an IPv6 address in brackets holds hexadecimal digits, ":" and ".", and maybe a zone written %25zone, as in [fe80::1%25eth0]
RedisLock::__construct(): Argument #1 ($param) is a malformed DSN at "a]b:6379": a host name or IPv4 address holds only letters, digits, ".", "-" and "_"
RedisLock::__construct(): Argument #1 ($param) is a malformed DSN: "redis:" must be followed by "//", as in redis://host:port
RedisLock::__construct(): Argument #1 ($param) is a malformed DSN: "rediss+cluster:" must be followed by "//", as in rediss+cluster://host:port
RedisLock::__construct(): Argument #1 ($param) is a malformed DSN at "::1": an IPv6 address is written in brackets, as in redis://[::1]:6379
RedisLock::__construct(): Argument #1 ($param) is a malformed DSN at "[::1": it opens an IPv6 address with "[" but does not close it with "]"
RedisLock::__construct(): Argument #1 ($param) is a malformed DSN at "[::1": it opens an IPv6 address with "[" but does not close it with "]"
RedisQueue::__construct(): Argument #1 ($param) is a malformed DSN at "[::1": it opens an IPv6 address with "[" but does not close it with "]"
well-formed ones accepted
