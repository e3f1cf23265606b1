<?php

declare(strict_types=1);

namespace RedisLockDashboard;

/*
 * /metrics: the dashboard's figures in the Prometheus text exposition
 * format (version 0.0.4), one HELP and one TYPE line per metric, label
 * values escaped (backslash, double quote, newline). A queue whose
 * reserved and delayed tasks were not counted (Data::queueStats()) has no
 * sample for those two states; a series is never repeated. redislock_locks_held counts the locks the
 * bounded SCAN found.
 */
final class Metrics
{
    public static function escapeLabel(string $value): string
    {
        $value = View::utf8($value);
        return str_replace(['\\', '"', "\n"], ['\\\\', '\\"', '\\n'], $value);
    }

    private static function number(int|float $value): string
    {
        if (is_int($value)) {
            return (string) $value;
        }
        return rtrim(rtrim(sprintf('%.6F', $value), '0'), '.') ?: '0';
    }

    /* The exposition text for the queues' stats, the locks, semaphores and stocks. */
    public static function render(array $queues, array $locks, array $semaphores, array $stocks): string
    {
        $metrics = [
            ['redislock_queue_size', 'Tasks in the queue (due, reserved and delayed).', 'queue', []],
            ['redislock_queue_tasks', 'Tasks of the queue by state.', 'queue', []],
            ['redislock_queue_oldest_due_age_seconds', 'Seconds since the oldest due task became due.', 'queue', []],
            ['redislock_queue_waiting_workers', 'Calls waiting in pop() or reserve() for a task.', 'queue', []],
            ['redislock_locks_held', 'Locks held (found by a bounded SCAN).', null, [['', count($locks)]]],
            ['redislock_semaphore_permits_held', 'Permits held per semaphore.', 'semaphore', []],
            ['redislock_stock_available', 'Quantity of the item for sale now.', 'item', []],
            ['redislock_stock_held', 'Quantity of the item in live holds.', 'item', []],
        ];
        foreach ($queues as $name => $s) {
            $q = 'queue="' . self::escapeLabel((string) $name) . '"';
            $metrics[0][3][] = [$q, $s['size']];
            foreach (['due', 'reserved', 'delayed', 'failed'] as $state) {
                if ($s[$state] !== null) {
                    $metrics[1][3][] = [$q . ',state="' . $state . '"', $s[$state]];
                }
            }
            $metrics[2][3][] = [$q, $s['oldest_due_age']];
            $metrics[3][3][] = [$q, $s['waiting_workers']];
        }
        foreach ($semaphores as $name => $s) {
            $metrics[5][3][] = ['semaphore="' . self::escapeLabel((string) $name) . '"', $s['permits']];
        }
        foreach ($stocks as $item => $info) {
            $label = 'item="' . self::escapeLabel((string) $item) . '"';
            $metrics[6][3][] = [$label, $info['available']];
            $metrics[7][3][] = [$label, $info['held']];
        }
        $out = '';
        foreach ($metrics as [$metric, $help, , $samples]) {
            $out .= "# HELP $metric $help\n# TYPE $metric gauge\n";
            // names that differ only in bytes that are not UTF-8 share a label
            // value: the first one is given, as Prometheus refuses a repeated series
            $seen = [];
            foreach ($samples as [$labels, $value]) {
                if (isset($seen[$labels])) {
                    continue;
                }
                $seen[$labels] = true;
                $out .= $metric . ($labels === '' ? '' : '{' . $labels . '}') . ' ' . self::number($value) . "\n";
            }
        }
        return $out;
    }
}
