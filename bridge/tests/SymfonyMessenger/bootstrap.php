<?php

declare(strict_types=1);

// Messenger's Redis transport tests, from the symfony source package that
// scripts/test-bridge unpacks (REDISLOCK_BRIDGE_SOURCES), run against
// RedisLock\Bridge\Symfony\Messenger on Debian's Symfony packages.

$sources = getenv('REDISLOCK_BRIDGE_SOURCES');
if (false === $sources || !is_dir($sources . '/symfony/src/Symfony/Component/Messenger')) {
    fwrite(STDERR, "REDISLOCK_BRIDGE_SOURCES must name the folder holding symfony/ (scripts/test-bridge sets it)\n");
    exit(1);
}

foreach (['Messenger', 'Messenger/Bridge/Redis', 'Serializer', 'PropertyAccess', 'EventDispatcher'] as $component) {
    require_once '/usr/share/php/Symfony/Component/' . $component . '/autoload.php';
}

$psr4 = [
    'Symfony\\Component\\Messenger\\Bridge\\Redis\\Tests\\' => $sources . '/symfony/src/Symfony/Component/Messenger/Bridge/Redis/Tests/',
    'RedisLock\\Bridge\\Tests\\SymfonyMessenger\\' => __DIR__ . '/',
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
