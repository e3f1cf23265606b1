<?php
/* What the FPM workers run, for the driver's report and its checks: the
 * versions, whether redislock and OPcache are on, the memory limit, the
 * php.ini read (scripts/lib.sh's copy without redislock lines). */
header('Content-Type: application/json');
echo json_encode([
    'php' => PHP_VERSION,
    'sapi' => PHP_SAPI,
    'redislock' => phpversion('redislock'),
    'opcache' => function_exists('opcache_get_status') && (opcache_get_status(false)['opcache_enabled'] ?? false),
    'memory_limit' => ini_get('memory_limit'),
    'php_ini' => php_ini_loaded_file(),
]);
