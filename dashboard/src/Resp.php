<?php

declare(strict_types=1);

namespace RedisLockDashboard;

use RuntimeException;

/*
 * The few read-only Redis commands the extension's classes do not offer
 * (SCAN to find names, PTTL, ZCARD, ZCOUNT, HLEN, TIME, CLUSTER NODES),
 * spoken in RESP over a stream socket: the extension exposes no raw
 * command access, and the dashboard needs nothing but the extension.
 *
 * It reads the same DSN as the classes: redis://, rediss:// (TLS),
 * unix://, a host[:port] or a socket path, redis+cluster:// (SCAN runs on
 * every master; a key's command follows MOVED and ASK answers) and
 * redis+sentinel:// (the master the sentinels name). Bounded: every
 * command has a 1 s timeout, and one request may send at most
 * MAX_COMMANDS commands (then it throws), so a page view or a scrape can
 * never cost Redis more than that, whatever the data's size.
 */
final class Resp
{
    public const MAX_COMMANDS = 4000;

    private int $sent = 0;
    /** @var array<string, resource> */
    private array $sockets = [];
    private ?string $home = null;
    private array $dsn;

    public function __construct(string $dsn)
    {
        $this->dsn = self::parse($dsn);
    }

    public function commandsSent(): int
    {
        return $this->sent;
    }

    /* The address ("host:port" or "unix:path") every key command starts at. */
    private function home(): string
    {
        if ($this->home !== null) {
            return $this->home;
        }
        if ($this->dsn['kind'] === 'sentinel') {
            $this->home = $this->askSentinels();
        } else {
            $this->home = $this->dsn['nodes'][0];
        }
        return $this->home;
    }

    /* The addresses SCAN must run on: every master of a cluster, else the one server. */
    public function scanNodes(): array
    {
        if ($this->dsn['kind'] !== 'cluster') {
            return [$this->home()];
        }
        $nodes = [];
        $text = (string) $this->at($this->home(), ['CLUSTER', 'NODES']);
        foreach (explode("\n", $text) as $line) {
            $f = explode(' ', trim($line));
            if (count($f) > 2 && str_contains($f[2], 'master') && !str_contains($f[2], 'fail')) {
                $nodes[] = explode('@', $f[1])[0];
            }
        }
        return $nodes === [] ? [$this->home()] : $nodes;
    }

    /*
     * A command about one key (it goes to the key's node: a MOVED answer is
     * followed, and an ASK one, while the key's slot migrates, with ASKING
     * first; at most two redirections).
     */
    public function call(string ...$args): mixed
    {
        $reply = $this->at($this->home(), $args);
        for ($hops = 0; $hops < 2 && $reply instanceof RespError; $hops++) {
            if (!preg_match('/^(MOVED|ASK) \d+ (\S+)$/', $reply->message, $m)) {
                break;
            }
            if ($m[1] === 'ASK' && $this->at($m[2], ['ASKING']) instanceof RespError) {
                break;
            }
            $reply = $this->at($m[2], $args);
        }
        if ($reply instanceof RespError) {
            throw new RuntimeException('Redis refused ' . $args[0] . ': ' . $reply->message);
        }
        return $reply;
    }

    /* One command on the node at $address; an error answer comes back as RespError. */
    public function at(string $address, array $args): mixed
    {
        if (++$this->sent > self::MAX_COMMANDS) {
            throw new RuntimeException('this request reached its bound of Redis commands');
        }
        $socket = $this->socket($address);
        $out = '*' . count($args) . "\r\n";
        foreach ($args as $arg) {
            $arg = (string) $arg;
            $out .= '$' . strlen($arg) . "\r\n" . $arg . "\r\n";
        }
        if (fwrite($socket, $out) !== strlen($out)) {
            throw new RuntimeException('cannot write to Redis');
        }
        return $this->read($socket);
    }

    private function socket(string $address)
    {
        if (isset($this->sockets[$address])) {
            return $this->sockets[$address];
        }
        $target = str_starts_with($address, 'unix:') ? 'unix://' . substr($address, 5)
            : ($this->dsn['tls'] ? 'tls://' : 'tcp://') . $address;
        $context = stream_context_create(['ssl' => $this->dsn['ssl']]);
        $socket = @stream_socket_client($target, $errno, $error, 1.0, STREAM_CLIENT_CONNECT, $context);
        if ($socket === false) {
            throw new RuntimeException('cannot connect to Redis');
        }
        stream_set_timeout($socket, 1);
        $this->sockets[$address] = $socket;
        $this->handshake($address);
        return $socket;
    }

    /* AUTH and SELECT as the DSN says (the password is never shown in an error). */
    private function handshake(string $address): void
    {
        $auth = $this->dsn['password'] === null ? null
            : ($this->dsn['user'] === null ? ['AUTH', $this->dsn['password']]
                : ['AUTH', $this->dsn['user'], $this->dsn['password']]);
        if ($auth !== null && $this->at($address, $auth) instanceof RespError) {
            throw new RuntimeException('Redis refused the credentials');
        }
        if ($this->dsn['db'] > 0 && $this->at($address, ['SELECT', (string) $this->dsn['db']]) instanceof RespError) {
            throw new RuntimeException('Redis refused the database');
        }
    }

    /* The master's address from the first sentinel that answers. */
    private function askSentinels(): string
    {
        foreach ($this->dsn['nodes'] as $sentinel) {
            try {
                $socket = @stream_socket_client(($this->dsn['tls'] ? 'tls://' : 'tcp://') . $sentinel, $e, $s, 1.0,
                    STREAM_CLIENT_CONNECT, stream_context_create(['ssl' => $this->dsn['ssl']]));
                if ($socket === false) {
                    continue;
                }
                stream_set_timeout($socket, 1);
                $this->sockets['sentinel'] = $socket;
                if ($this->dsn['sentinel_password'] !== null) {
                    $this->at('sentinel', $this->dsn['sentinel_user'] === null
                        ? ['AUTH', $this->dsn['sentinel_password']]
                        : ['AUTH', $this->dsn['sentinel_user'], $this->dsn['sentinel_password']]);
                }
                $reply = $this->at('sentinel', ['SENTINEL', 'get-master-addr-by-name', $this->dsn['service']]);
                unset($this->sockets['sentinel']);
                if (is_array($reply) && count($reply) === 2) {
                    $host = (string) $reply[0];
                    return (str_contains($host, ':') ? '[' . $host . ']' : $host) . ':' . $reply[1];
                }
            } catch (RuntimeException) {
                unset($this->sockets['sentinel']);
            }
        }
        throw new RuntimeException('no sentinel named the master');
    }

    private function read($socket): mixed
    {
        $line = fgets($socket);
        if ($line === false) {
            throw new RuntimeException('no answer from Redis within its timeout');
        }
        $body = substr($line, 1, -2);
        switch ($line[0]) {
            case '+':
                return $body;
            case '-':
                return new RespError($body);
            case ':':
                return (int) $body;
            case '$':
                if ((int) $body < 0) {
                    return null;
                }
                $data = '';
                $want = (int) $body + 2;
                while (strlen($data) < $want) {
                    $chunk = fread($socket, $want - strlen($data));
                    if ($chunk === false || $chunk === '') {
                        throw new RuntimeException('connection to Redis lost');
                    }
                    $data .= $chunk;
                }
                return substr($data, 0, -2);
            case '*':
                if ((int) $body < 0) {
                    return null;
                }
                $items = [];
                for ($i = 0; $i < (int) $body; $i++) {
                    $items[] = $this->read($socket);
                }
                return $items;
        }
        throw new RuntimeException('unexpected answer from Redis');
    }

    /* The parts of a DSN this client needs (as docs/connections.md describes DSNs). */
    private static function parse(string $dsn): array
    {
        $out = ['kind' => 'single', 'nodes' => [], 'tls' => false, 'user' => null, 'password' => null, 'db' => 0,
            'service' => null, 'sentinel_user' => null, 'sentinel_password' => null, 'ssl' => []];
        if (str_starts_with($dsn, '/')) {
            $out['nodes'] = ['unix:' . $dsn];
            return $out;
        }
        if (!preg_match('#^([a-z+]+)://#i', $dsn, $m)) {
            $dsn = 'redis://' . $dsn;
            $m = [1 => 'redis'];
        }
        $scheme = strtolower($m[1]);
        $rest = substr($dsn, strlen($m[1]) + 3);
        $query = [];
        if (($q = strpos($rest, '?')) !== false) {
            parse_str(substr($rest, $q + 1), $query);
            $rest = substr($rest, 0, $q);
        }
        $out['tls'] = str_starts_with($scheme, 'rediss')
            || in_array($query['tls'] ?? '', ['1', 'true', 'on', 'yes'], true);
        $out['db'] = (int) ($query['db'] ?? $query['database'] ?? 0);
        $out['sentinel_user'] = isset($query['sentinel_user']) ? (string) $query['sentinel_user'] : null;
        $out['sentinel_password'] = isset($query['sentinel_password']) ? (string) $query['sentinel_password'] : null;
        $out['ssl'] = array_filter([
            'cafile' => $query['tls_ca_file'] ?? null,
            'capath' => $query['tls_ca_path'] ?? null,
            'local_cert' => $query['tls_cert'] ?? null,
            'local_pk' => $query['tls_key'] ?? null,
            'peer_name' => $query['tls_server_name'] ?? null,
        ], static fn ($v) => $v !== null);
        if (in_array($query['tls_verify'] ?? '', ['0', 'false', 'off', 'no'], true)) {
            $out['ssl'] += ['verify_peer' => false, 'verify_peer_name' => false];
        }
        if ($scheme === 'unix') {
            $out['nodes'] = ['unix:' . $rest];
            return $out;
        }
        if (($at = strrpos($rest, '@')) !== false) {
            $cred = substr($rest, 0, $at);
            $rest = substr($rest, $at + 1);
            [$user, $password] = array_pad(explode(':', $cred, 2), 2, null);
            $out['user'] = $user === '' || $user === null ? null : rawurldecode($user);
            $out['password'] = $password === null ? null : rawurldecode($password);
        }
        $path = '';
        if (($slash = strpos($rest, '/')) !== false) {
            $path = substr($rest, $slash + 1);
            $rest = substr($rest, 0, $slash);
        }
        $default = str_contains($scheme, 'sentinel') ? 26379 : 6379;
        foreach (explode(',', $rest) as $host) {
            $out['nodes'][] = preg_match('/(\]|^[^:]*):\d+$/', $host) ? $host : $host . ':' . $default;
        }
        $parts = $path === '' ? [] : explode('/', $path);
        if (str_contains($scheme, 'sentinel')) {
            $out['kind'] = 'sentinel';
            $out['service'] = rawurldecode($parts[0] ?? '');
            $out['db'] = isset($parts[1]) ? (int) $parts[1] : $out['db'];
        } elseif (str_contains($scheme, 'cluster')) {
            $out['kind'] = 'cluster';
        } elseif (isset($parts[0]) && $parts[0] !== '') {
            $out['db'] = (int) $parts[0];
        }
        return $out;
    }
}
