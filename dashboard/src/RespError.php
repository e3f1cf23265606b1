<?php

declare(strict_types=1);

namespace RedisLockDashboard;

/* An error answer of Redis. */
final class RespError
{
    public function __construct(public readonly string $message)
    {
    }
}
