<?php
/*
 * The Symfony Messenger part of bench/run.php (table 10, `--only=messenger`):
 * messages per second through RedisLock\Bridge\Symfony\Messenger\
 * RedisQueueTransport against Symfony's own Redis transport (Messenger 5.4,
 * Debian's php-symfony-messenger, over phpredis), same Redis, same messages.
 *
 * A round, for each transport in turn: this process sends $messages small
 * messages (send(), PhpSerializer, Messenger's default), then 4 forked
 * consumers, each with its transport made by the transport's factory from
 * its DSN as messenger.yaml would, take them with get() and acknowledge each
 * with ack() until get() finds nothing, and the time from the start signal
 * to the last ack() counts. Consumers run the transport alone (no bus, no
 * handler, no Worker events): what differs between the two is the transport.
 * Every message must be acknowledged exactly once.
 *
 * Symfony's transport: redis://127.0.0.1:PORT/STREAM/GROUP/CONSUMER with a
 * consumer name per process (as its documentation asks of parallel
 * consumers) and delete_after_ack (the 5.4 deprecation asks for it; else the
 * stream keeps every message). redislock's: redislock://127.0.0.1:PORT/QUEUE
 * with the default visibility (30 s), with the default batch (1: a round
 * trip to reserve each message and one to acknowledge it) and with
 * `batch=10` (10 reserved in a round trip, handed out one per get(), their
 * acknowledgements sent in one round trip after the last).
 */
require_once __DIR__ . '/stats.php';
require_once '/usr/share/php/Symfony/Component/Messenger/autoload.php';
require_once '/usr/share/php/Symfony/Component/Messenger/Bridge/Redis/autoload.php';
spl_autoload_register(static function (string $class): void {
    if (str_starts_with($class, 'RedisLock\\Bridge\\')) {
        $file = __DIR__ . '/../bridge/src/' . str_replace('\\', '/', substr($class, strlen('RedisLock\\Bridge\\'))) . '.php';
        is_file($file) && require $file;
    }
});

use RedisLock\Bridge\Symfony\Messenger\RedisQueueTransportFactory;
use Symfony\Component\Messenger\Bridge\Redis\Transport\RedisTransportFactory;
use Symfony\Component\Messenger\Envelope;
use Symfony\Component\Messenger\Transport\Serialization\PhpSerializer;
use Symfony\Component\Messenger\Transport\TransportInterface;

/* The message the benchmark sends: its number, to check each is handled once. */
final class BenchMessengerMessage
{
    public function __construct(public readonly int $n, public readonly string $text = 'order shipped')
    {
    }
}

/*
 * The transports: label => function (int $port, string $queue, int $consumer): TransportInterface,
 * made by each one's factory from the DSN and options an application gives.
 */
function bench_messenger_transports(): array
{
    return [
        'redislock, batch=1 (default)' => fn (int $port, string $queue, int $consumer): TransportInterface
            => (new RedisQueueTransportFactory())->createTransport("redislock://127.0.0.1:$port/$queue", [], new PhpSerializer()),
        'redislock, batch=10' => fn (int $port, string $queue, int $consumer): TransportInterface
            => (new RedisQueueTransportFactory())->createTransport("redislock://127.0.0.1:$port/$queue?batch=10", [], new PhpSerializer()),
        'Symfony RedisTransport' => fn (int $port, string $queue, int $consumer): TransportInterface
            => (new RedisTransportFactory())->createTransport("redis://127.0.0.1:$port/$queue/group/consumer$consumer", ['delete_after_ack' => true], new PhpSerializer()),
    ];
}

/*
 * One round of one transport: [seconds to send, seconds for the consumers to
 * take and acknowledge everything, problems (strings)].
 */
function bench_messenger_round(Closure $make, int $port, string $queue, int $messages, int $consumers): array
{
    // the consumers first, so that Symfony's group exists before the sends
    // (its consumers read only what is added after the group is made)
    $limit = 60 + $messages / 100;
    $forked = bench_workers_fork($consumers, function () use ($make, $port, $queue, $limit): Closure {
        return function (int $k, $socket) use ($make, $port, $queue, $limit): array {
            $transport = $make($port, $queue, $k);
            $transport->get(); // connects, and makes Symfony's group: nothing is sent yet
            fwrite($socket, "connected\n");
            stream_set_timeout($socket, (int) $limit);
            fgets($socket); // go
            $seen = [];
            $last = 0;
            $deadline = hrtime(true) + (int) ($limit * 1e9);
            while (hrtime(true) < $deadline) {
                $envelopes = $transport->get();
                if ($envelopes === []) {
                    break;
                }
                foreach ($envelopes as $envelope) {
                    $transport->ack($envelope);
                    $seen[] = $envelope->getMessage()->n;
                }
                $last = hrtime(true);
            }
            return ['seen' => $seen, 'last' => $last];
        };
    });
    try {
        foreach ($forked[1] as $k => $socket) {
            if (fgets($socket) !== "connected\n") {
                throw new RuntimeException("consumer $k did not connect");
            }
        }
        $sender = $make($port, $queue, $consumers);
        $started = hrtime(true);
        for ($i = 0; $i < $messages; $i++) {
            $sender->send(new Envelope(new BenchMessengerMessage($i)));
        }
        $sent = hrtime(true);
        foreach ($forked[1] as $socket) {
            fwrite($socket, "go\n");
        }
        $go = hrtime(true);
    } catch (Throwable $e) {
        bench_workers_kill($forked[0]);
        throw $e;
    }
    $results = bench_workers_join($forked, $limit);
    $problems = [];
    $seen = [];
    $last = $go;
    foreach ($results as $k => $result) {
        if (isset($result['error'])) {
            $problems[] = "consumer $k: {$result['error']}";
            continue;
        }
        array_push($seen, ...$result['seen']);
        $last = max($last, $result['last']);
    }
    $counts = array_count_values($seen);
    $twice = count(array_filter($counts, fn ($n) => $n > 1));
    $missing = $messages - count($counts);
    $twice && $problems[] = "$twice messages acknowledged more than once";
    $missing && $problems[] = "$missing messages never acknowledged";
    return [($sent - $started) / 1e9, ($last - $go) / 1e9, $problems];
}

/* Table 10: prints the rates and checks the target (>= 2x Symfony's). */
function bench_messenger(Redis $redis, int $port, int $rounds, int $messages, array &$failed): void
{
    $consumers = 4;
    section("10. Symfony Messenger: $messages messages sent by this process, then taken with get() and acknowledged with ack() by $consumers forked consumers, "
        . "through redislock's RedisQueueTransport and Symfony's own Redis transport (phpredis); $rounds interleaved rounds, median");
    $send = $consume = [];
    foreach (range(0, $rounds - 1) as $r) {
        foreach (bench_messenger_transports() as $label => $make) {
            $queue = "bench-messenger-$r-" . crc32($label);
            [$sent, $consumed, $problems] = bench_messenger_round($make, $port, $queue, $messages, $consumers);
            $send[$label][] = $messages / $sent;
            $consume[$label][] = $messages / $consumed;
            foreach ($problems as $problem) {
                echo "$label, round $r: $problem\n";
                $failed[] = "messenger: $label: $problem";
            }
        }
    }
    $symfony = 'Symfony RedisTransport';
    printf("  %-30s %14s %11s %14s %11s\n", 'transport', 'consumed msg/s', 'vs Symfony', 'sent msg/s', 'vs Symfony');
    foreach ($consume as $label => $rates) {
        printf("  %-30s %14.0f %10.2fx %14.0f %10.2fx\n", $label, median($rates), median($rates) / median($consume[$symfony]),
            median($send[$label]), median($send[$label]) / median($send[$symfony]));
    }
    $one = median($consume['redislock, batch=1 (default)']) / median($consume[$symfony]);
    printf("recorded %-50s %8s  (not a target: two round trips per message)\n", 'batch=1 vs Symfony', sprintf('%.2fx', $one));
    $ratio = median($consume['redislock, batch=10']) / median($consume[$symfony]);
    $ok = $ratio >= 2;
    printf("target %-52s %8s  %s\n", "batch=10: msg/s with $consumers consumers at least 2x Symfony's", sprintf('%.2fx', $ratio), $ok ? 'met' : 'MISSED');
    $ok || $failed[] = 'Messenger msg/s at least 2x Symfony\'s Redis transport';
}
