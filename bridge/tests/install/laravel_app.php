<?php

declare(strict_types=1);

/*
 * A Laravel-component application as a new user makes one: Debian's
 * Laravel 8.83, and redislock/bridge installed by Composer from the
 * repository (vendor/autoload.php of the project in argv[1]) and
 * registered as config/app.php would. Its cache store and queue
 * connection are configured with the driver "redislock", as
 * config/cache.php and config/queue.php would; it takes a cache lock,
 * restores it by its owner, pushes and runs a job, and passes a funnel.
 * Prints what it saw; exits 1 if anything differs.
 */

require_once $argv[1] . '/vendor/autoload.php';
require_once '/usr/share/php/Illuminate/autoload.php';

use Illuminate\Cache\CacheServiceProvider;
use Illuminate\Config\Repository;
use Illuminate\Container\Container;
use Illuminate\Events\EventServiceProvider;
use Illuminate\Queue\QueueServiceProvider;
use Illuminate\Redis\RedisServiceProvider;
use Illuminate\Support\Facades\Facade;
use RedisLock\Bridge\Laravel\ConcurrencyLimiter;
use RedisLock\Bridge\Laravel\RedisLockServiceProvider;

$port = (int) getenv('REDISLOCK_TEST_PORT');
$ok = true;
$check = static function (string $what, bool $seen) use (&$ok): void {
    echo $what, ': ', $seen ? 'yes' : 'NO', "\n";
    $ok = $ok && $seen;
};

$app = new Container();
Container::setInstance($app);
Facade::setFacadeApplication($app);
$app->instance('config', new Repository([
    'database' => ['redis' => [
        'client' => 'phpredis',
        'options' => ['prefix' => 'install-check:'],
        'default' => ['host' => '127.0.0.1', 'port' => $port, 'database' => 0],
    ]],
    'cache' => ['default' => 'redislock', 'prefix' => 'shop', 'stores' => [
        'redislock' => ['driver' => 'redislock', 'connection' => 'default', 'lock_connection' => 'default'],
    ]],
    'queue' => ['default' => 'redislock', 'connections' => [
        'redislock' => ['driver' => 'redislock', 'connection' => 'default', 'queue' => 'default', 'retry_after' => 90, 'block_for' => null],
    ]],
]));
foreach ([EventServiceProvider::class, RedisServiceProvider::class, CacheServiceProvider::class, QueueServiceProvider::class,
    RedisLockServiceProvider::class] as $provider) {
    (new $provider($app))->register();
}

$lock = $app['cache']->lock('install-check-report', 10);
$check('a cache lock is taken', $lock->get());
$check('a second lock of the name is refused', !$app['cache']->lock('install-check-report', 10)->get());
$check('restoreLock() by the owner releases it', $app['cache']->restoreLock('install-check-report', $lock->owner())->release());
$check('then it is free', $app['cache']->lock('install-check-report', 10)->get());

$queue = $app['queue']->connection();
$queue->pushRaw(json_encode(['job' => 'install-check', 'data' => ['order' => 7], 'attempts' => 0]));
$job = $queue->pop();
$check('a job pushed is popped', $job !== null && json_decode($job->getRawBody(), true)['data']['order'] === 7);
$job->delete();
$check('once deleted the queue is empty', $queue->size() === 0);

$ran = false;
ConcurrencyLimiter::funnel($app['redis']->connection(), 'install-check-export')->limit(1)->block(2)
    ->then(static function () use (&$ran): void {
        $ran = true;
    });
$check('a funnel of 1 runs its callback', $ran);

exit($ok ? 0 : 1);
