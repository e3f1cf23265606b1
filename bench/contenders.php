<?php
/*
 * The lock implementations bench/run.php compares, each as a factory
 * returning a closure that does one uncontended lock + unlock cycle on
 * $name and answers true when both worked. All but redislock talk to Redis
 * through phpredis.
 */
require_once '/usr/share/php/Symfony/Component/Lock/autoload.php';
require_once '/usr/share/php/Illuminate/Cache/autoload.php';
require_once '/usr/share/php/Illuminate/Redis/autoload.php';

function bench_phpredis(int $port): Redis
{
    $redis = new Redis();
    $redis->connect('127.0.0.1', $port);
    return $redis;
}

/* name => function (int $port): Closure(string $name): bool */
function bench_lock_contenders(): array
{
    return [
        'redislock' => function (int $port): Closure {
            $lock = new RedisLock(['port' => $port]);
            return fn (string $name): bool => $lock->lock($name) && $lock->unlock($name);
        },
        // what users copy today: SET NX EX with a random token, and an EVAL
        // that deletes the key only if it still holds the token
        'userland SET+EVAL' => function (int $port): Closure {
            $redis = bench_phpredis($port);
            $release = "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0";
            return function (string $name) use ($redis, $release): bool {
                $token = bin2hex(random_bytes(16));
                return $redis->set("Lock:$name", $token, ['NX', 'EX' => 15])
                    && $redis->eval($release, ["Lock:$name", $token], 1) === 1;
            };
        },
        'symfony/lock' => function (int $port): Closure {
            $factory = new Symfony\Component\Lock\LockFactory(new Symfony\Component\Lock\Store\RedisStore(bench_phpredis($port)));
            return function (string $name) use ($factory): bool {
                $lock = $factory->createLock($name, 15, false);
                if (!$lock->acquire()) {
                    return false;
                }
                $lock->release();
                return true;
            };
        },
        'laravel' => function (int $port): Closure {
            $connection = new Illuminate\Redis\Connections\PhpRedisConnection(bench_phpredis($port));
            return function (string $name) use ($connection): bool {
                $lock = new Illuminate\Cache\PhpRedisLock($connection, $name, 15);
                return $lock->get() && $lock->release();
            };
        },
        // the seed article's algorithm, rewritten by us for this baseline:
        // lock() is SETNX then EXPIRE; unlock() checks isLocking() with a
        // GET, then DELs
        'original algorithm' => function (int $port): Closure {
            $redis = bench_phpredis($port);
            return function (string $name) use ($redis): bool {
                $key = "Lock:$name";
                $expireAt = time() + 15;
                if (!$redis->setnx($key, (string) $expireAt)) {
                    return false;
                }
                $redis->expire($key, $expireAt);
                return $redis->get($key) !== false && $redis->del($key) === 1;
            };
        },
    ];
}
