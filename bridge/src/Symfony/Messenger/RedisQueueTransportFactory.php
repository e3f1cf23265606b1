<?php

declare(strict_types=1);

namespace RedisLock\Bridge\Symfony\Messenger;

use Symfony\Component\Messenger\Exception\InvalidArgumentException;
use Symfony\Component\Messenger\Transport\Serialization\SerializerInterface;
use Symfony\Component\Messenger\Transport\TransportFactoryInterface;
use Symfony\Component\Messenger\Transport\TransportInterface;

/**
 * Makes a RedisQueueTransport of a DSN
 * `redislock://[[user]:password@]host[:port]/queue-name[?option=value&...]`.
 *
 * The scheme is the extension's with `redislock` for `redis`: `redislocks://`
 * for TLS, `redislock+cluster://host1:port1,host2:port2/queue-name` for a
 * Redis Cluster, `redislock+sentinel://sentinel1,sentinel2/service/queue-name`
 * for a master found through Sentinel. The last segment of the path is the
 * queue's name (`messages` without a path); the rest of the DSN, with the
 * query's other options, is given to RedisQueue as the extension's DSN, so
 * its options (`prefix`, `read_timeout`, `tls_*`, `db`, ...) apply as they
 * are documented there. `visibility` (seconds, default 30) and `batch`
 * (messages reserved per round trip, default 1) are the transport's own.
 * The transport's `options` in messenger.yaml are read as options of the
 * query; a query option wins over the same one there.
 *
 * What does not map: the options of Symfony's Redis transport that name a
 * stream, a consumer group or their tuning (see RedisQueueTransport) are
 * refused by the extension as unknown options; a socket path has no DSN
 * form here.
 */
class RedisQueueTransportFactory implements TransportFactoryInterface
{
    private const DSN = '#^redislock(s?)(\+cluster|\+sentinel)?://([^/?\#]*)(/[^?\#]*)?(?:\?([^\#]*))?$#i';

    public function createTransport(
        #[\SensitiveParameter] string $dsn,
        array $options,
        SerializerInterface $serializer
    ): TransportInterface
    {
        unset($options['transport_name']);
        [$connection, $queue, $visibility, $batch] = self::parse($dsn, $options);
        try {
            return new RedisQueueTransport($connection, $queue, $visibility, $serializer, $batch);
        } catch (\ValueError $e) {
            throw new InvalidArgumentException(
                sprintf('The Messenger DSN "%s" is invalid: %s', self::withoutCredentials($dsn), $e->getMessage()),
                0,
                $e
            );
        }
    }

    public function supports(string $dsn, array $options): bool
    {
        return 1 === preg_match('#^redislocks?(\+cluster|\+sentinel)?://#i', $dsn);
    }

    /**
     * The extension's DSN, the queue's name and the visibility a transport DSN
     * and its options say.
     *
     * @param array<string, mixed> $options
     *
     * @return array{0: string, 1: string, 2: float, 3: int}
     */
    public static function parse(#[\SensitiveParameter] string $dsn, array $options = []): array
    {
        if (1 !== preg_match(self::DSN, $dsn, $m)) {
            throw new InvalidArgumentException(
                'The Messenger DSN must read redislock://[[user]:password@]host[:port]/queue-name[?option=value&...].'
            );
        }
        parse_str($m[5] ?? '', $query);
        $query += $options;
        $visibility = $query['visibility'] ?? 30;
        $batch = $query['batch'] ?? 1;
        unset($query['visibility'], $query['batch']);
        if (!is_numeric($visibility)) {
            throw new InvalidArgumentException('The Messenger DSN option "visibility" must be a number of seconds.');
        }
        if (!\is_int($batch) && !ctype_digit((string) $batch)) {
            throw new InvalidArgumentException('The Messenger DSN option "batch" must be a number of messages.');
        }
        $segments = explode('/', ltrim($m[4] ?? '', '/'));
        $queue = rawurldecode((string) array_pop($segments));
        $path = implode('/', $segments);
        $query = array_map(static fn ($value) => \is_bool($value) ? (int) $value : $value, $query);
        $extension = 'redis' . strtolower($m[1] . $m[2]) . '://' . $m[3] . ('' === $path ? '' : '/' . $path)
            . ([] === $query ? '' : '?' . http_build_query($query, '', '&', \PHP_QUERY_RFC3986));

        return [$extension, '' === $queue ? 'messages' : $queue, (float) $visibility, (int) $batch];
    }

    /**
     * The DSN with its user and password left out, for messages.
     */
    private static function withoutCredentials(#[\SensitiveParameter] string $dsn): string
    {
        return (string) preg_replace('#^([^:/?]*://)[^@/?]*@#', '$1', $dsn);
    }
}
