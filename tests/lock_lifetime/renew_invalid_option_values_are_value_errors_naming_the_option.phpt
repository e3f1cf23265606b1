--TEST--
RedisLock renew: invalid values of renew (not a boolean) and renew_max (negative, not a number, infinite, NaN, beyond the longest), as array keys, DSN options or INI settings, are refused with a ValueError naming the option; nothing is started
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/lifetime.inc';
$dsn = 'redis://127.0.0.1:' . rl_port();
$try = function (string $what, callable $make) {
    try {
        $make();
        echo "$what: accepted\n";
    } catch (ValueError $e) {
        echo "$what: ", $e->getMessage(), "\n";
    }
};
foreach (['maybe', 'yes please', 2, [], 1.5] as $bad) {
    $try('array renew ' . json_encode($bad), fn () => rl_lock(['renew' => $bad]));
}
foreach ([-1, 'abc', INF, -INF, NAN, 1e12, '', true] as $bad) {
    $try('array renew_max ' . var_export($bad, true), fn () => rl_lock(['renew' => true, 'renew_max' => $bad]));
}
foreach (['renew=maybe', 'renew=2', 'renew_max=-1', 'renew_max=abc', 'renew_max=inf', 'renew_max=nan', 'renew_max=1e12'] as $bad) {
    $try("DSN $bad", fn () => new RedisLock("$dsn?$bad"));
}
foreach ([['redislock.renew', 'maybe'], ['redislock.renew_max', '-1'], ['redislock.renew_max', 'abc'], ['redislock.renew_max', 'INF']] as [$name, $bad]) {
    ini_set($name, $bad);
    $try("INI $name=$bad", fn () => new RedisLock($dsn));
    ini_restore($name);
}
echo 'no renewer was started: ', rl_renewer_row('Thread') === 'not started' ? 'yes' : 'no', "\n";
?>
--EXPECT--
array renew "maybe": RedisLock::__construct(): Argument #1 ($param) option "renew" must be a boolean
array renew "yes please": RedisLock::__construct(): Argument #1 ($param) option "renew" must be a boolean
array renew 2: RedisLock::__construct(): Argument #1 ($param) option "renew" must be a boolean
array renew []: RedisLock::__construct(): Argument #1 ($param) option "renew" must be a boolean
array renew 1.5: RedisLock::__construct(): Argument #1 ($param) option "renew" must be a boolean
array renew_max -1: RedisLock::__construct(): Argument #1 ($param) option "renew_max" must be a finite number of seconds from 0 (no cap) to 100000000000
array renew_max 'abc': RedisLock::__construct(): Argument #1 ($param) option "renew_max" must be a finite number of seconds from 0 (no cap) to 100000000000
array renew_max INF: RedisLock::__construct(): Argument #1 ($param) option "renew_max" must be a finite number of seconds from 0 (no cap) to 100000000000
array renew_max -INF: RedisLock::__construct(): Argument #1 ($param) option "renew_max" must be a finite number of seconds from 0 (no cap) to 100000000000
array renew_max NAN: RedisLock::__construct(): Argument #1 ($param) option "renew_max" must be a finite number of seconds from 0 (no cap) to 100000000000
array renew_max 1000000000000.0: RedisLock::__construct(): Argument #1 ($param) option "renew_max" must be a finite number of seconds from 0 (no cap) to 100000000000
array renew_max '': RedisLock::__construct(): Argument #1 ($param) option "renew_max" must be a finite number of seconds from 0 (no cap) to 100000000000
array renew_max true: RedisLock::__construct(): Argument #1 ($param) option "renew_max" must be a finite number of seconds from 0 (no cap) to 100000000000
DSN renew=maybe: RedisLock::__construct(): Argument #1 ($param) option "renew" must be a boolean
DSN renew=2: RedisLock::__construct(): Argument #1 ($param) option "renew" must be a boolean
DSN renew_max=-1: RedisLock::__construct(): Argument #1 ($param) option "renew_max" must be a finite number of seconds from 0 (no cap) to 100000000000
DSN renew_max=abc: RedisLock::__construct(): Argument #1 ($param) option "renew_max" must be a finite number of seconds from 0 (no cap) to 100000000000
DSN renew_max=inf: RedisLock::__construct(): Argument #1 ($param) option "renew_max" must be a finite number of seconds from 0 (no cap) to 100000000000
DSN renew_max=nan: RedisLock::__construct(): Argument #1 ($param) option "renew_max" must be a finite number of seconds from 0 (no cap) to 100000000000
DSN renew_max=1e12: RedisLock::__construct(): Argument #1 ($param) option "renew_max" must be a finite number of seconds from 0 (no cap) to 100000000000
INI redislock.renew=maybe: INI setting redislock.renew must be a boolean
INI redislock.renew_max=-1: INI setting redislock.renew_max must be a finite number of seconds from 0 (no cap) to 100000000000
INI redislock.renew_max=abc: INI setting redislock.renew_max must be a finite number of seconds from 0 (no cap) to 100000000000
INI redislock.renew_max=INF: INI setting redislock.renew_max must be a finite number of seconds from 0 (no cap) to 100000000000
no renewer was started: yes
