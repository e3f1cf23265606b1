<?php

declare(strict_types=1);

namespace RedisLockDashboard;

/*
 * Who may see the dashboard: a request carrying the configured token, as
 * "Authorization: Bearer <token>", as the cookie a "?token=<token>" request
 * left, or as that query parameter once (answered with the cookie and a
 * redirect to the same address without it). The cookie holds an HMAC
 * derived from the token, never the token itself. Without a configured
 * token every request is refused. Comparisons use hash_equals().
 */
final class Auth
{
    public const COOKIE = 'rl_dashboard_auth';

    public function __construct(private readonly string $token)
    {
    }

    /* The value kept in the cookie: derived from the token, not the token. */
    public function cookieValue(): string
    {
        return hash_hmac('sha256', 'dashboard-cookie', $this->token);
    }

    /*
     * Decides the request: 'ok' (authenticated), 'redirect' (a valid
     * ?token=: the caller sets the cookie and redirects) or 'deny' (401).
     */
    public function check(array $server, array $query, array $cookies): string
    {
        if ($this->token === '') {
            return 'deny';
        }
        $header = self::authorizationHeader($server);
        if ($header !== null && preg_match('/^Bearer\s+(\S+)$/i', $header, $m)) {
            return hash_equals($this->token, $m[1]) ? 'ok' : 'deny';
        }
        if (isset($query['token'])) {
            return is_string($query['token']) && hash_equals($this->token, $query['token']) ? 'redirect' : 'deny';
        }
        $cookie = $cookies[self::COOKIE] ?? null;
        if (is_string($cookie) && hash_equals($this->cookieValue(), $cookie)) {
            return 'ok';
        }
        return 'deny';
    }

    /* The Authorization header as PHP's SAPIs pass it, or null. */
    private static function authorizationHeader(array $server): ?string
    {
        foreach (['HTTP_AUTHORIZATION', 'REDIRECT_HTTP_AUTHORIZATION'] as $key) {
            if (isset($server[$key]) && is_string($server[$key])) {
                return $server[$key];
            }
        }
        if (function_exists('getallheaders')) {
            foreach (getallheaders() as $name => $value) {
                if (strtolower((string) $name) === 'authorization') {
                    return (string) $value;
                }
            }
        }
        return null;
    }

    /* The request's address without its token parameter (where the redirect goes). */
    public static function addressWithoutToken(string $uri): string
    {
        $path = (string) parse_url($uri, PHP_URL_PATH);
        parse_str((string) parse_url($uri, PHP_URL_QUERY), $query);
        unset($query['token']);
        $rest = http_build_query($query, "", "&", PHP_QUERY_RFC3986);
        // one leading slash, then no "/", "\" (read as "/") nor byte browsers drop:
        // "//host/..." or "/\host/..." would send the browser to another host
        return '/' . preg_replace('#^[/\\\\\\x00-\\x20]+#', '', $path) . ($rest === '' ? '' : '?' . $rest);
    }
}
