<?php

declare(strict_types=1);

// Laravel's own tests of its Redis cache lock, queue and concurrency
// limiter, from the php-laravel-framework source package that
// scripts/test-bridge unpacks (REDISLOCK_BRIDGE_SOURCES), run against
// RedisLock\Bridge\Laravel on Debian's Laravel packages.

$sources = getenv('REDISLOCK_BRIDGE_SOURCES');
$tests = $sources . '/php-laravel-framework/tests';
if (false === $sources || !is_dir($tests)) {
    fwrite(STDERR, "REDISLOCK_BRIDGE_SOURCES must name the folder holding php-laravel-framework/ (scripts/test-bridge sets it)\n");
    exit(1);
}

require_once '/usr/share/php/Illuminate/autoload.php';
require_once '/usr/share/php/Mockery/autoload.php';
require_once '/usr/share/php/Predis/Autoloader.php';
Predis\Autoloader::register();

$psr4 = [
    'Illuminate\\Tests\\' => $tests . '/',
    'Orchestra\\Testbench\\' => __DIR__ . '/Testbench/',
    'RedisLock\\Bridge\\Tests\\Laravel\\' => __DIR__ . '/',
    'RedisLock\\Bridge\\' => dirname(__DIR__, 2) . '/src/',
];
spl_autoload_register(static function (string $class) use ($psr4): void {
    foreach ($psr4 as $prefix => $dir) {
        if (str_starts_with($class, $prefix)) {
            $file = $dir . str_replace('\\', '/', substr($class, strlen($prefix))) . '.php';
            if (is_file($file)) {
                require $file;
            }

            return;
        }
    }
});

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
