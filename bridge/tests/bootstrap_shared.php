<?php

declare(strict_types=1);

/*
 * What every suite's bootstrap shares: where scripts/test-bridge unpacked
 * the frameworks' sources, and a PSR-4 autoloader for the frameworks'
 * test namespaces, the suite's own classes and bridge/src.
 */

/**
 * The folder of the frameworks' sources (REDISLOCK_BRIDGE_SOURCES, set by
 * scripts/test-bridge) holding $needed below it; ends the run with a
 * message when it does not.
 */
function redislock_bridge_sources(string $needed): string
{
    $sources = getenv('REDISLOCK_BRIDGE_SOURCES');
    if (!is_string($sources) || $sources === '' || !is_dir($sources . '/' . $needed)) {
        fwrite(STDERR, "REDISLOCK_BRIDGE_SOURCES must name the folder holding $needed (scripts/test-bridge sets it)\n");
        exit(2);
    }

    return $sources;
}

/**
 * Registers a PSR-4 autoloader for $psr4 (namespace prefix => folder) and
 * for RedisLock\Bridge\ in bridge/src.
 *
 * @param array<string, string> $psr4
 */
function redislock_bridge_autoload(array $psr4): void
{
    $psr4['RedisLock\\Bridge\\'] = dirname(__DIR__) . '/src/';
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
}
