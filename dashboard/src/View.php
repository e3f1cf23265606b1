<?php

declare(strict_types=1);

namespace RedisLockDashboard;

/*
 * The HTML of the pages. Every value from Redis or the request goes
 * through e() (htmlspecialchars with ENT_QUOTES | ENT_SUBSTITUTE), so ids,
 * names, reasons and payloads are shown as text; the pages carry no inline
 * script, and index.php sends a Content-Security-Policy allowing only the
 * dashboard's own script. In read-only mode no form that changes anything
 * is rendered. The data-* attributes are the hooks the browser tests and
 * assets/app.js use.
 */
final class View
{
    public function __construct(private readonly bool $readOnly, private readonly string $csrf)
    {
    }

    public static function e(string|int|float|null $value): string
    {
        return htmlspecialchars((string) $value, ENT_QUOTES | ENT_SUBSTITUTE | ENT_HTML5, 'UTF-8');
    }

    /* $text with every byte sequence that is not UTF-8 replaced by U+FFFD. */
    public static function utf8(string $text): string
    {
        return htmlspecialchars_decode(htmlspecialchars($text, ENT_NOQUOTES | ENT_SUBSTITUTE, 'UTF-8'), ENT_NOQUOTES);
    }

    private static function url(string $path, array $query = []): string
    {
        return self::e($path . ($query === [] ? '' : '?' . http_build_query($query, '', '&', PHP_QUERY_RFC3986)));
    }

    public function page(string $title, string $body): string
    {
        $mode = $this->readOnly ? '<p class="mode" data-readonly>Read-only: no changes can be made here.</p>' : '';
        return '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">'
            . '<meta name="viewport" content="width=device-width, initial-scale=1">'
            . '<title>' . self::e($title) . ' · redislock</title>'
            . '<link rel="stylesheet" href="/assets/app.css"><script src="/assets/app.js" defer></script></head>'
            . '<body><header><a href="/" class="brand">redislock</a> <nav><a href="/">Overview</a> '
            . '<a href="/task">Find a task</a> <a href="/metrics">Metrics</a></nav></header><main>'
            . '<h1>' . self::e($title) . '</h1>' . $mode . $body . '</main></body></html>';
    }

    /* A page that goes on to $address at once (with a link, should the refresh be off). */
    public static function hop(string $address): string
    {
        return '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">'
            . '<meta http-equiv="refresh" content="0; url=' . self::e($address) . '"><title>redislock</title></head>'
            . '<body><p><a href="' . self::e($address) . '">Open the dashboard</a></p></body></html>';
    }

    private static function count(int|float|null $value, string $stat): string
    {
        $text = $value === null ? '—' : (is_float($value) ? number_format($value, 1, '.', '') : (string) $value);
        $title = $value === null ? ' title="not counted: too many tasks not due to walk within the bound"' : '';
        return '<td data-stat="' . $stat . '"' . $title . '>' . self::e($text) . '</td>';
    }

    public function overview(array $queues, array $locks, array $semaphores, array $stocks, array $cut): string
    {
        $rows = '';
        foreach ($queues as $name => $s) {
            $name = (string) $name;
            $rows .= '<tr data-queue="' . self::e($name) . '"><th scope="row"><a href="'
                . self::url('/queue', ['name' => $name]) . '">' . self::e($name) . '</a></th>';
            foreach (['size', 'due', 'reserved', 'delayed', 'failed', 'oldest_due_age', 'waiting_workers'] as $stat) {
                $rows .= self::count($s[$stat], $stat);
            }
            $rows .= '<td data-chart></td></tr>';
        }
        $html = '<section data-queues><h2>Queues</h2>' . self::cutNote($cut, 'Queue')
            . '<table><thead><tr><th>Queue</th><th>Size</th><th>Due</th><th>Reserved</th><th>Delayed</th>'
            . '<th>Failed</th><th>Oldest due (s)</th><th>Waiting workers</th><th>Size / failed</th></tr></thead><tbody>'
            . ($rows ?: '<tr><td colspan="9">No queue found.</td></tr>') . '</tbody></table>'
            . '<p class="note">Refreshed every 3 s; the chart shows the minutes this page has been open.</p></section>';
        $html .= $this->lookupForm(array_map('strval', array_keys($queues)), '', '');
        $html .= self::table('Locks', 'lock', ['ttl_ms' => 'Remaining (ms)', 'waiters' => 'Waiters'], $locks,
            self::cutNote($cut, 'Lock'));
        $html .= self::table('Semaphores', 'semaphore',
            ['permits' => 'Permits held', 'ttl_ms' => 'Longest permit (ms)', 'waiters' => 'Waiters'], $semaphores,
            self::cutNote($cut, 'Semaphore'));
        $html .= self::table('Stocks', 'stock', ['available' => 'Available', 'held' => 'Held', 'taken' => 'Taken',
            'holds' => 'Holds', 'buyers' => 'Buyers'], $stocks, self::cutNote($cut, 'Stock'));
        return $html;
    }

    private static function cutNote(array $cut, string $kind): string
    {
        return isset($cut[$kind])
            ? '<p class="note">Only the first names found within the scan\'s bound are listed.</p>' : '';
    }

    private static function table(string $title, string $hook, array $columns, array $rows, string $note): string
    {
        $head = '<th>Name</th>';
        foreach ($columns as $label) {
            $head .= '<th>' . self::e($label) . '</th>';
        }
        $body = '';
        foreach ($rows as $name => $row) {
            $body .= '<tr data-' . $hook . '="' . self::e((string) $name) . '"><th scope="row">'
                . self::e((string) $name) . '</th>';
            foreach (array_keys($columns) as $stat) {
                $body .= self::count($row[$stat], $stat);
            }
            $body .= '</tr>';
        }
        $empty = '<tr><td colspan="' . (count($columns) + 1) . '">None.</td></tr>';
        return '<section data-' . $hook . 's><h2>' . self::e($title) . '</h2>' . $note . '<table><thead><tr>' . $head
            . '</tr></thead><tbody>' . ($body ?: $empty) . '</tbody></table></section>';
    }

    public function lookupForm(array $queues, string $queue, string $task): string
    {
        $options = '';
        foreach ($queues as $name) {
            $options .= '<option value="' . self::e($name) . '"' . ($name === $queue ? ' selected' : '') . '>'
                . self::e($name) . '</option>';
        }
        if ($queue !== '' && !in_array($queue, $queues, true)) {
            $options .= '<option value="' . self::e($queue) . '" selected>' . self::e($queue) . '</option>';
        }
        return '<section><h2>Find a task</h2><form data-lookup method="get" action="/task">'
            . '<label>Queue <select name="queue">' . $options . '</select></label> '
            . '<label>Task id <input name="task" value="' . self::e($task) . '" required></label> '
            . '<button type="submit">Look up</button></form></section>';
    }

    public function task(string $queue, string $id, array $t, float $now): string
    {
        $rows = '<tr><th>Queue</th><td data-field="queue">' . self::e($queue) . '</td></tr>'
            . '<tr><th>Id</th><td data-field="id">' . self::e($id) . '</td></tr>'
            . '<tr><th>State</th><td data-field="state">' . self::e($t['state']) . '</td></tr>';
        if ($t['queued'] !== null) {
            $rows .= '<tr><th>Due</th><td data-field="due">' . self::e(self::time($t['queued']))
                . ' (' . self::e(self::ago($t['queued'], $now)) . ')</td></tr>'
                . '<tr><th>Deliveries</th><td data-field="attempts">' . self::e($t['deliveries']) . '</td></tr>';
        }
        if ($t['failedAt'] !== null) {
            $rows .= '<tr><th>Failed</th><td data-field="failed_at">' . self::e(self::time($t['failedAt']))
                . '</td></tr>'
                . '<tr><th>Deliveries</th><td data-field="attempts">' . self::e($t['deliveries']) . '</td></tr>'
                . '<tr><th>Reason</th><td data-field="reason">' . self::e($t['reason']) . '</td></tr>';
        }
        if ($t['payload'] !== null) {
            $rows .= '<tr><th>Payload</th><td data-field="payload"><code>' . self::e($t['payload'])
                . '</code></td></tr>';
        }
        return '<section data-task data-state="' . self::e($t['state']) . '"><h2>Task</h2><table>' . $rows
            . '</table></section>';
    }

    public static function time(float $t): string
    {
        return gmdate('Y-m-d H:i:s', (int) $t) . sprintf('.%03d', (int) (fmod($t, 1) * 1000)) . ' UTC';
    }

    private static function ago(float $t, float $now): string
    {
        $d = $t - $now;
        return $d > 0 ? sprintf('in %.1f s', $d) : sprintf('%.1f s ago', -$d);
    }

    /* The failed tasks of a queue, page $page, with the Retry and Purge forms unless read-only. */
    public function failed(string $queue, array $stats, int $page, array $rows, bool $more, string $done): string
    {
        $q = self::e($queue);
        $html = $done;
        $html .= '<p>Size ' . self::e($stats['size']) . ', due ' . self::e($stats['due'])
            . ', failed <span data-stat="failed">'
            . self::e($stats['failed']) . '</span>.</p>';
        $body = '';
        foreach ($rows as $t) {
            $id = (string) $t['id'];
            $select = $this->readOnly ? '' : '<td class="select"><input type="checkbox" name="ids[]" value="'
                . self::e($id) . '" aria-label="select"></td><td class="select purge-copy"><input type="checkbox" '
                . 'name="ids[]" form="purge-form" value="' . self::e($id) . '" aria-label="select for purge"></td>';
            $body .= '<tr data-failed-id="' . self::e($id) . '">' . $select
                . '<td data-field="id">' . self::e($id) . '</td>'
                . '<td data-field="failed_at">' . self::e(self::time((float) $t['failedAt'])) . '</td>'
                . '<td data-field="attempts">' . self::e($t['attempts']) . '</td>'
                . '<td data-field="reason">' . self::e($t['reason']) . '</td>'
                . '<td data-field="payload"><code>' . self::e(isset($t['payload']) ? Data::cut($t['payload']) : '')
                . '</code></td></tr>';
        }
        $selectHead = $this->readOnly ? '' : '<th>Select<span class="purge-copy"> for retry</span></th>'
            . '<th class="purge-copy">Select for purge</th>';
        $table = '<table data-failed><thead><tr>' . $selectHead . '<th>Id</th><th>Failed at</th><th>Deliveries</th>'
            . '<th>Reason</th><th>Payload</th></tr></thead><tbody>'
            . ($body ?: '<tr><td colspan="7">No failed task.</td></tr>') . '</tbody></table>';
        $nav = '<nav class="pages">' . ($page > 1 ? '<a rel="prev" href="' . self::url('/queue', ['name' => $queue,
            'page' => $page - 1]) . '">Newer page</a> ' : '') . 'Page ' . $page
            . ($more ? ' <a rel="next" href="' . self::url('/queue', ['name' => $queue, 'page' => $page + 1])
            . '">Next page</a>' : '') . '</nav>';
        if ($this->readOnly) {
            return $html . $table . $nav;
        }
        $hidden = '<input type="hidden" name="csrf" value="' . self::e($this->csrf) . '">'
            . '<input type="hidden" name="queue" value="' . $q . '">';
        return $html . '<form method="post" action="/action" data-action="retry">' . $hidden . $table
            . '<p><button name="action" value="retry">Retry selected</button> '
            . '<button name="action" value="retry-all">Retry all</button></p></form>'
            . '<form method="post" action="/action" data-action="purge" id="purge-form">' . $hidden
            . '<p><button name="action" value="purge">Purge selected</button> '
            . '<button name="action" value="purge-all">Purge all</button></p></form>' . $nav;
    }

    /* The confirmation page of a change: what it will do, and a form that does it. */
    public function confirm(string $queue, string $action, array $ids, int $failed): string
    {
        $verb = str_starts_with($action, 'retry') ? 'Retry' : 'Purge';
        $what = str_ends_with($action, '-all') ? 'all ' . $failed . ' failed tasks'
            : count($ids) . ' failed task' . (count($ids) === 1 ? '' : 's');
        $list = '';
        foreach (array_slice($ids, 0, 50) as $id) {
            $list .= '<li>' . self::e($id) . '</li>';
        }
        if (count($ids) > 50) {
            $list .= '<li>and ' . (count($ids) - 50) . ' more</li>';
        }
        $hidden = '<input type="hidden" name="csrf" value="' . self::e($this->csrf) . '">'
            . '<input type="hidden" name="queue" value="' . self::e($queue) . '">'
            . '<input type="hidden" name="action" value="' . self::e($action) . '">';
        foreach ($ids as $id) {
            $hidden .= '<input type="hidden" name="ids[]" value="' . self::e($id) . '">';
        }
        return '<p data-confirm-text>' . self::e($verb) . ' ' . self::e($what) . ' of queue <strong>' . self::e($queue)
            . '</strong>? ' . ($verb === 'Purge' ? 'They are deleted for good.' : 'They are queued again, due now.')
            . '</p>' . ($list === '' ? '' : '<ul>' . $list . '</ul>')
            . '<form method="post" action="/action" data-confirm>' . $hidden
            . '<button name="confirm" value="yes">' . self::e($verb) . '</button> '
            . '<a href="' . self::url('/queue', ['name' => $queue]) . '">Cancel</a></form>';
    }

    public function message(string $text): string
    {
        return '<p class="message" role="status" data-message>' . self::e($text) . '</p>';
    }
}
