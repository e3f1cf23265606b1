<?php

declare(strict_types=1);

require_once dirname(__DIR__) . '/bootstrap_shared.php';

// Laravel's own tests of its Redis cache lock, queue and concurrency
// limiter, from the php-laravel-framework source package that
// scripts/test-bridge unpacks (REDISLOCK_BRIDGE_SOURCES), run against
// RedisLock\Bridge\Laravel on Debian's Laravel packages.

$sources = redislock_bridge_sources('php-laravel-framework/tests');
$tests = $sources . '/php-laravel-framework/tests';

require_once '/usr/share/php/Illuminate/autoload.php';
require_once '/usr/share/php/Mockery/autoload.php';
require_once '/usr/share/php/Predis/Autoloader.php';
Predis\Autoloader::register();

$psr4 = [
    'Illuminate\\Tests\\' => $tests . '/',
    'Orchestra\\Testbench\\' => __DIR__ . '/Testbench/',
    'RedisLock\\Bridge\\Tests\\Laravel\\' => __DIR__ . '/',
];
redislock_bridge_autoload($psr4);

// Laravel's queue and limiter tests construct the class under test
// themselves (`new RedisQueue(...)`, `new ConcurrencyLimiter(...)`, a
// subclass of it declared in the test file), so no subclass can change
// how it is created. Each file is loaded as shipped but for its `use` line
// of that class, which names the bridge's class instead, in a namespace
// of its own: every test body runs as Laravel wrote it. The copies go to
// .build-bridge/laravel-upstream/ for readable traces.
$upstream = static function (string $file, string $namespace, array $uses) use ($tests, $sources): void {
    $code = file_get_contents($tests . '/' . $file);
    $code = preg_replace('/^namespace [^;]+;/m', 'namespace ' . $namespace . ';', $code, 1, $count);
    foreach ($uses as $from => $to) {
        $code = str_replace("\nuse " . $from . ";\n", "\nuse " . $to . ";\n", $code, $replaced);
        $count += $replaced;
    }
    if ($count !== count($uses) + 1) {
        fwrite(STDERR, "$file: its namespace or use lines are not those this suite replaces\n");
        exit(1);
    }
    $copy = $sources . '/laravel-upstream/' . $file;
    is_dir(dirname($copy)) || mkdir(dirname($copy), 0777, true);
    file_put_contents($copy, $code);
    require $copy;
};
$upstream('Queue/RedisQueueIntegrationTest.php', 'RedisLock\\Bridge\\Tests\\Laravel\\Upstream', [
    'Illuminate\\Queue\\RedisQueue' => 'RedisLock\\Bridge\\Laravel\\RedisLockQueue as RedisQueue',
]);
$upstream('Redis/ConcurrentLimiterTest.php', 'RedisLock\\Bridge\\Tests\\Laravel\\Upstream', [
    'Illuminate\\Redis\\Limiters\\ConcurrencyLimiter' => 'RedisLock\\Bridge\\Laravel\\ConcurrencyLimiter',
]);
