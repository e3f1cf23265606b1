<?php

declare(strict_types=1);

namespace RedisLockDashboard;

/*
 * CSRF tokens: every browser session gets a random session cookie, and the
 * token its forms carry is an HMAC of that session id keyed by the
 * dashboard's token. A POST is accepted only with the token of the
 * session cookie it came with.
 */
final class Csrf
{
    public const COOKIE = 'rl_dashboard_session';

    public function __construct(private readonly string $key)
    {
    }

    /* The session id of the request, or a new one (then $new is true: the caller sets the cookie). */
    public function session(array $cookies, ?bool &$new = null): string
    {
        $sid = $cookies[self::COOKIE] ?? null;
        if (is_string($sid) && preg_match('/^[0-9a-f]{32}$/', $sid)) {
            $new = false;
            return $sid;
        }
        $new = true;
        return bin2hex(random_bytes(16));
    }

    public function tokenFor(string $sid): string
    {
        return hash_hmac('sha256', 'csrf:' . $sid, $this->key);
    }

    /* Whether $given is the token of the session cookie sent (none sent: never). */
    public function valid(array $cookies, mixed $given): bool
    {
        $sid = $cookies[self::COOKIE] ?? null;
        if (!is_string($sid) || !preg_match('/^[0-9a-f]{32}$/', $sid) || !is_string($given)) {
            return false;
        }
        return hash_equals($this->tokenFor($sid), $given);
    }
}
