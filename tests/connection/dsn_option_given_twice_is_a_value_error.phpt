--TEST--
RedisLock/RedisQueue connection: a DSN that gives an option twice (the database as the path and as db= or database=, db= twice, prefix= twice, a timeout twice, in every DSN form) is a ValueError naming the option, before anything connects: taking either one could send data where the rest of the DSN did not mean; one of each is fine
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$cases = [
    'redis://127.0.0.1:1/0?db=1',
    'redis://127.0.0.1:1/2?database=0',
    'redis://127.0.0.1:1/2?db=2',
    'redis://127.0.0.1:1?db=3&db=4',
    'redis://127.0.0.1:1?db=3&database=3',
    'redis://127.0.0.1:1?prefix=a:&prefix=b:',
    'unix:///tmp/redis.sock?db=1&db=2',
    'redis+cluster://127.0.0.1:1,127.0.0.1:2?read_timeout=1&read_timeout=2',
    'redis+sentinel://127.0.0.1:1/mymaster?fencing=1&fencing=0',
];
foreach ($cases as $dsn) {
    foreach (['RedisLock', 'RedisQueue'] as $class) {
        try {
            new $class($dsn);
            echo "$class: no exception\n";
        } catch (ValueError $e) {
            echo "$class: ", $e->getMessage(), "\n";
        }
    }
}
// one of each is fine (nothing connects before the first call)
new RedisLock('redis://127.0.0.1:1/3?prefix=a:&read_timeout=1&fencing=1');
new RedisQueue('unix:///tmp/redis.sock?db=2&prefix=q:');
echo "done\n";
?>
--EXPECT--
RedisLock: RedisLock::__construct(): Argument #1 ($param) gives the DSN option "database" more than once (the path /N, db= and database= all set it)
RedisQueue: RedisQueue::__construct(): Argument #1 ($param) gives the DSN option "database" more than once (the path /N, db= and database= all set it)
RedisLock: RedisLock::__construct(): Argument #1 ($param) gives the DSN option "database" more than once (the path /N, db= and database= all set it)
RedisQueue: RedisQueue::__construct(): Argument #1 ($param) gives the DSN option "database" more than once (the path /N, db= and database= all set it)
RedisLock: RedisLock::__construct(): Argument #1 ($param) gives the DSN option "database" more than once (the path /N, db= and database= all set it)
RedisQueue: RedisQueue::__construct(): Argument #1 ($param) gives the DSN option "database" more than once (the path /N, db= and database= all set it)
RedisLock: RedisLock::__construct(): Argument #1 ($param) gives the DSN option "database" more than once (the path /N, db= and database= all set it)
RedisQueue: RedisQueue::__construct(): Argument #1 ($param) gives the DSN option "database" more than once (the path /N, db= and database= all set it)
RedisLock: RedisLock::__construct(): Argument #1 ($param) gives the DSN option "database" more than once (the path /N, db= and database= all set it)
RedisQueue: RedisQueue::__construct(): Argument #1 ($param) gives the DSN option "database" more than once (the path /N, db= and database= all set it)
RedisLock: RedisLock::__construct(): Argument #1 ($param) gives the DSN option "prefix" more than once
RedisQueue: RedisQueue::__construct(): Argument #1 ($param) gives the DSN option "prefix" more than once
RedisLock: RedisLock::__construct(): Argument #1 ($param) gives the DSN option "database" more than once (the path /N, db= and database= all set it)
RedisQueue: RedisQueue::__construct(): Argument #1 ($param) gives the DSN option "database" more than once (the path /N, db= and database= all set it)
RedisLock: RedisLock::__construct(): Argument #1 ($param) gives the DSN option "read_timeout" more than once
RedisQueue: RedisQueue::__construct(): Argument #1 ($param) gives the DSN option "read_timeout" more than once
RedisLock: RedisLock::__construct(): Argument #1 ($param) gives the DSN option "fencing" more than once
RedisQueue: RedisQueue::__construct(): Argument #1 ($param) gives the DSN option "fencing" more than once
done
