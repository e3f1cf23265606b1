<?php

declare(strict_types=1);

namespace RedisLock\Bridge\Laravel;

use Illuminate\Redis\Connections\Connection;
use Illuminate\Redis\Connections\PhpRedisConnection;
use Illuminate\Redis\Connections\PredisConnection;
use InvalidArgumentException;

/**
 * The redislock connection options (the array RedisLock, RedisSemaphore and
 * RedisQueue take) of one of Laravel's Redis connections: the server, the
 * database, the credentials, the timeouts and the key prefix that
 * connection uses, so that redislock's keys sit beside Laravel's own, under
 * the same prefix. A store or queue configuration may add a `redislock`
 * array on top (TLS files, renew, fencing, sync_replicas, ...).
 *
 * What does not map: Laravel's cluster connections (RedisCluster, predis
 * clusters and replication) are not read: for them the `redislock` array
 * must hold every option (the extension's own Cluster or Sentinel
 * settings), and is used as it is.
 */
final class ConnectionOptions
{
    /**
     * The options of $connection (phpredis or predis, one server), with
     * $extra laid over them; for a connection of another kind, $extra alone.
     *
     * @param array<string, mixed> $extra
     * @return array<string, mixed>
     * @throws InvalidArgumentException for a connection of another kind
     *         and no $extra
     */
    public static function of(Connection $connection, array $extra = []): array
    {
        if ($connection instanceof PhpRedisConnection && $connection->client() instanceof \Redis) {
            $options = self::ofPhpRedis($connection->client());
        } elseif ($connection instanceof PredisConnection) {
            $options = self::ofPredis($connection->client());
        } elseif ($extra !== []) {
            return $extra;
        } else {
            throw new InvalidArgumentException(sprintf(
                'redislock: the Redis connection "%s" is not one phpredis or predis server; '
                . 'give the redislock options (a DSN or an array) in the configuration',
                (string) $connection->getName()
            ));
        }

        return array_filter($extra + $options, static fn ($value) => $value !== null);
    }

    /**
     * The options of a connected \Redis client.
     *
     * @return array<string, mixed>
     */
    private static function ofPhpRedis(\Redis $client): array
    {
        $auth = $client->getAuth();
        $options = self::server((string) $client->getHost(), (int) $client->getPort());
        $options['database'] = (int) $client->getDbNum();
        $options['user'] = is_array($auth) && count($auth) === 2 ? (string) $auth[0] : null;
        $options['password'] = is_array($auth) ? (string) end($auth) : (is_string($auth) ? $auth : null);
        $options['prefix'] = (string) $client->getOption(\Redis::OPT_PREFIX);
        $options['connect_timeout'] = $client->getTimeout() > 0 ? (float) $client->getTimeout() : null;
        $options['read_timeout'] = $client->getReadTimeout() > 0 ? (float) $client->getReadTimeout() : null;

        return $options;
    }

    /**
     * The options of a predis client on one server.
     *
     * @return array<string, mixed>
     */
    private static function ofPredis(object $client): array
    {
        $parameters = $client->getConnection()->getParameters();
        $scheme = (string) ($parameters->scheme ?? 'tcp');
        $options = $scheme === 'unix'
            ? ['socket' => (string) $parameters->path]
            : self::server(($scheme === 'tls' ? 'tls://' : '') . $parameters->host, (int) $parameters->port);
        $options['database'] = (int) ($parameters->database ?? 0);
        $options['user'] = isset($parameters->username) ? (string) $parameters->username : null;
        $options['password'] = isset($parameters->password) ? (string) $parameters->password : null;
        $prefix = $client->getOptions()->prefix;
        $options['prefix'] = $prefix === null ? '' : (string) $prefix->getPrefix();
        $options['connect_timeout'] = isset($parameters->timeout) ? (float) $parameters->timeout : null;
        $options['read_timeout'] = isset($parameters->read_write_timeout) && $parameters->read_write_timeout > 0
            ? (float) $parameters->read_write_timeout : null;

        return $options;
    }

    /**
     * host and port, a socket path, or host, port and tls for a host
     * written "tls://host" or "ssl://host".
     *
     * @return array<string, mixed>
     */
    private static function server(string $host, int $port): array
    {
        if (str_starts_with($host, '/')) {
            return ['socket' => $host];
        }
        if (preg_match('#^(tls|ssl)://(.+)$#', $host, $m) === 1) {
            return ['host' => $m[2], 'port' => $port, 'tls' => true];
        }

        return ['host' => $host, 'port' => $port];
    }
}
