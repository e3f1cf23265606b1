<?php

declare(strict_types=1);

namespace RedisLockDashboard;

/*
 * The dashboard's settings, read once from the environment:
 * REDISLOCK_DASHBOARD_DSN (any DSN the extension's classes take),
 * REDISLOCK_DASHBOARD_TOKEN (required: without it every request is
 * refused), REDISLOCK_DASHBOARD_PREFIX (the key prefix the applications
 * use), REDISLOCK_DASHBOARD_QUEUES (comma-separated queue names, listed
 * instead of found by SCAN) and REDISLOCK_DASHBOARD_READONLY=1. A prefix
 * given as the DSN's option wins over REDISLOCK_DASHBOARD_PREFIX.
 */
final class Config
{
    /** @param list<string> $queues */
    private function __construct(
        public readonly string $dsn,
        public readonly string $token,
        public readonly string $prefix,
        public readonly array $queues,
        public readonly bool $readOnly,
    ) {
    }

    public static function fromEnvironment(): self
    {
        $queues = array_values(array_filter(
            array_map('trim', explode(',', (string) getenv('REDISLOCK_DASHBOARD_QUEUES'))),
            static fn (string $name): bool => $name !== ''
        ));
        $dsn = (string) getenv('REDISLOCK_DASHBOARD_DSN') ?: 'redis://127.0.0.1:6379';
        // a prefix given as the DSN's option is the one the classes use: it wins
        $query = str_contains($dsn, '?') ? substr($dsn, strpos($dsn, '?') + 1) : '';
        parse_str($query, $options);
        $prefix = isset($options['prefix']) && is_string($options['prefix'])
            ? $options['prefix'] : (string) getenv('REDISLOCK_DASHBOARD_PREFIX');
        return new self(
            $dsn,
            (string) getenv('REDISLOCK_DASHBOARD_TOKEN'),
            $prefix,
            $queues,
            getenv('REDISLOCK_DASHBOARD_READONLY') === '1',
        );
    }

    /* The DSN given to the extension's classes: the configured one with the prefix as its option. */
    public function classDsn(): string
    {
        if ($this->prefix === '' || preg_match('/[?&]prefix=/', $this->dsn)) {
            return $this->dsn;
        }
        $glue = str_contains($this->dsn, '?') ? '&' : '?';
        return $this->dsn . $glue . 'prefix=' . rawurlencode($this->prefix);
    }
}
