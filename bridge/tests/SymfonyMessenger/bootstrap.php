<?php

declare(strict_types=1);

require_once dirname(__DIR__) . '/bootstrap_shared.php';

// Messenger's Redis transport tests, from the symfony source package that
// scripts/test-bridge unpacks (REDISLOCK_BRIDGE_SOURCES), run against
// RedisLock\Bridge\Symfony\Messenger on Debian's Symfony packages.

$sources = redislock_bridge_sources('symfony/src/Symfony/Component/Messenger');

foreach (['Messenger', 'Messenger/Bridge/Redis', 'Serializer', 'PropertyAccess', 'EventDispatcher'] as $component) {
    require_once '/usr/share/php/Symfony/Component/' . $component . '/autoload.php';
}

$psr4 = [
    'Symfony\\Component\\Messenger\\Bridge\\Redis\\Tests\\' => $sources . '/symfony/src/Symfony/Component/Messenger/Bridge/Redis/Tests/',
    'RedisLock\\Bridge\\Tests\\SymfonyMessenger\\' => __DIR__ . '/',
];
redislock_bridge_autoload($psr4);
