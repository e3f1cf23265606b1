<?php

declare(strict_types=1);

namespace Orchestra\Testbench;

use Illuminate\Cache\CacheServiceProvider;
use Illuminate\Config\Repository;
use Illuminate\Foundation\Application;
use Illuminate\Redis\RedisServiceProvider;
use Illuminate\Support\Facades\Facade;
use PHPUnit\Framework\TestCase as PHPUnitTestCase;

/**
 * The part of orchestra/testbench (not packaged by Debian) that Laravel's
 * own integration tests of the Redis cache lock use: an application with
 * the configuration testbench gives (database.redis from REDIS_HOST and
 * REDIS_PORT, cache.stores.redis on the connections "cache" and
 * "default"), the cache and redis services and the facades, rebuilt for
 * each test; getEnvironmentSetUp() and getPackageProviders() as in
 * testbench.
 */
abstract class TestCase extends PHPUnitTestCase
{
    /** @var Application|null */
    protected $app;

    protected function setUp(): void
    {
        $this->app = $this->createApplication();
    }

    protected function tearDown(): void
    {
        if ($this->app !== null) {
            $this->app->flush();
            $this->app = null;
        }
        Facade::clearResolvedInstances();
        Facade::setFacadeApplication(null);
    }

    /**
     * Changes the configuration before the package providers are registered.
     */
    protected function getEnvironmentSetUp($app)
    {
    }

    /**
     * @return list<class-string>
     */
    protected function getPackageProviders($app)
    {
        return [];
    }

    private function createApplication(): Application
    {
        $app = new Application(sys_get_temp_dir());
        $app->instance('config', new Repository(self::configuration()));
        Facade::clearResolvedInstances();
        Facade::setFacadeApplication($app);
        $app->register(CacheServiceProvider::class);
        $app->register(RedisServiceProvider::class);
        $this->getEnvironmentSetUp($app);
        foreach ($this->getPackageProviders($app) as $provider) {
            $app->register($provider);
        }
        $app->boot();

        return $app;
    }

    /**
     * testbench's defaults for the parts these tests read.
     *
     * @return array<string, mixed>
     */
    private static function configuration(): array
    {
        $server = [
            'host' => getenv('REDIS_HOST') ?: '127.0.0.1',
            'password' => null,
            'port' => getenv('REDIS_PORT') ?: '6379',
        ];

        return [
            'app' => ['name' => 'Laravel', 'env' => 'testing'],
            'cache' => [
                'default' => 'array',
                'prefix' => 'laravel_cache',
                'stores' => [
                    'array' => ['driver' => 'array', 'serialize' => false],
                    'redis' => ['driver' => 'redis', 'connection' => 'cache', 'lock_connection' => 'default'],
                ],
            ],
            'database' => [
                'redis' => [
                    'client' => 'phpredis',
                    'options' => ['cluster' => 'redis', 'prefix' => 'laravel_database_'],
                    'default' => $server + ['database' => '0'],
                    'cache' => $server + ['database' => '1'],
                ],
            ],
        ];
    }
}
