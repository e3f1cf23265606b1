<?php

declare(strict_types=1);

namespace RedisLockDashboard;

/*
 * The changes the dashboard makes: retry or purge failed tasks of a queue
 * (the ids selected, at most MAX_IDS, or all), each asked from a
 * POST with its CSRF token, shown first on a confirmation page, and done
 * only by the confirmation's POST (confirm=yes, with the token again).
 */
final class Actions
{
    public const ACTIONS = ['retry', 'retry-all', 'purge', 'purge-all'];
    /* The most ids one change takes (a page shows 50). */
    public const MAX_IDS = 1000;

    /*
     * The request's change as [queue, action, ids], or null when it is not
     * a well-formed one (unknown action, no queue, no id for one selected,
     * too many ids).
     */
    public static function parse(array $post): ?array
    {
        $queue = $post['queue'] ?? null;
        $action = $post['action'] ?? null;
        $ids = $post['ids'] ?? [];
        if (!is_string($queue) || $queue === '' || !in_array($action, self::ACTIONS, true) || !is_array($ids)) {
            return null;
        }
        $ids = array_values(array_unique(array_filter($ids, static fn ($id): bool => is_string($id) && $id !== '')));
        if (str_ends_with($action, '-all')) {
            $ids = [];
        } elseif ($ids === [] || count($ids) > self::MAX_IDS) {
            return null;
        }
        return [$queue, $action, $ids];
    }

    /* Does the change; returns how many failed tasks it retried or purged. */
    public static function run(Data $data, string $queue, string $action, array $ids): int
    {
        $which = str_ends_with($action, '-all') ? null : $ids;
        return str_starts_with($action, 'retry')
            ? $data->queues()->retryFailed($queue, $which)
            : $data->queues()->purgeFailed($queue, $which);
    }
}
