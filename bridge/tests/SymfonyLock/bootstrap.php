<?php

declare(strict_types=1);

/*
 * The SymfonyLock suite: Debian's symfony/lock 5.4, its own store tests
 * from the same version's source package (REDISLOCK_BRIDGE_SOURCES, put
 * there by scripts/test-bridge), and bridge/src.
 */

require_once '/usr/share/php/Symfony/Component/Lock/autoload.php';

$sources = getenv('REDISLOCK_BRIDGE_SOURCES');
if (!$sources || !is_dir("$sources/symfony/src/Symfony/Component/Lock/Tests")) {
    fwrite(STDERR, "REDISLOCK_BRIDGE_SOURCES does not hold symfony's sources: run scripts/test-bridge\n");
    exit(2);
}

$psr4 = [
    'Symfony\\Component\\Lock\\Tests\\' => "$sources/symfony/src/Symfony/Component/Lock/Tests/",
    'RedisLock\\Bridge\\Tests\\SymfonyLock\\' => __DIR__ . '/',
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
