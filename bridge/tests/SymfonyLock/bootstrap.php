<?php

declare(strict_types=1);

require_once dirname(__DIR__) . '/bootstrap_shared.php';

/*
 * The SymfonyLock suite: Debian's symfony/lock 5.4, its own store tests
 * from the same version's source package (REDISLOCK_BRIDGE_SOURCES, put
 * there by scripts/test-bridge), and bridge/src.
 */

require_once '/usr/share/php/Symfony/Component/Lock/autoload.php';

$sources = redislock_bridge_sources('symfony/src/Symfony/Component/Lock/Tests');

$psr4 = [
    'Symfony\\Component\\Lock\\Tests\\' => "$sources/symfony/src/Symfony/Component/Lock/Tests/",
    'RedisLock\\Bridge\\Tests\\SymfonyLock\\' => __DIR__ . '/',
];
redislock_bridge_autoload($psr4);
