<?php

declare(strict_types=1);

require_once dirname(__DIR__) . '/bootstrap_shared.php';

/*
 * The SymfonySemaphore suite: Debian's symfony/semaphore 5.4, its own store
 * tests from the same version's source package (REDISLOCK_BRIDGE_SOURCES,
 * put there by scripts/test-bridge), and bridge/src.
 */

require_once '/usr/share/php/Symfony/Component/Semaphore/autoload.php';

$sources = redislock_bridge_sources('symfony/src/Symfony/Component/Semaphore/Tests');

$psr4 = [
    'Symfony\\Component\\Semaphore\\Tests\\' => "$sources/symfony/src/Symfony/Component/Semaphore/Tests/",
    'RedisLock\\Bridge\\Tests\\SymfonySemaphore\\' => __DIR__ . '/',
];
redislock_bridge_autoload($psr4);
