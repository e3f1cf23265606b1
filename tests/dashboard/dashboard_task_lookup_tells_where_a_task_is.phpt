--TEST--
Dashboard: a task looked up by id says where it is: due, delayed (due when), reserved (with its deliveries), failed (when, deliveries, reason, payload preview) or absent; the failed list pages 50 at a time; a payload over 64 KiB is not shown
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/dashboard.inc';
$q = rl_queue();
$q->put('jobs', ['held' => 'p-held']);
$held = $q->reserve('jobs', 1, 600);
$q->put('jobs', ['broken' => str_repeat('x', 300)]);
$t = $q->reserve('jobs', 1, 600);
$t = isset($t['id']) ? $t : $t[0];
$q->fail('jobs', $t['id'], $t['score'], 'disk full');
$q->put('jobs', ['now' => 'p-now']);
$q->enqueue('jobs', 'later', 10, 3600);
$port = rl_dashboard_start();
foreach (['now', 'later', 'held', 'broken', 'nothing'] as $id) {
    $body = rl_dashboard_get($port, '/task?queue=jobs&task=' . $id)['body'];
    preg_match('/<section data-task data-state="(\w+)">(.*?)<\/section>/s', $body, $m);
    preg_match_all('/<td data-field="(\w+)">(.*?)<\/td>/s', $m[2], $fields, PREG_SET_ORDER);
    $shown = [];
    foreach ($fields as [, $field, $value]) {
        $value = html_entity_decode(strip_tags($value));
        $shown[] = $field . '=' . match ($field) {
            'due', 'failed_at' => preg_match('/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3} UTC/', $value) ? (str_contains($value, 'in ') ? 'future' : 'past') : $value,
            'payload' => strlen($value) . ' chars',
            default => $value,
        };
    }
    echo "$id: $m[1]: ", implode(', ', $shown), "\n";
}
echo 'held id: ', $held['id'] ?? $held[0]['id'], ', failed id: ', $t['id'], "\n";
rl_dashboard_failed($q, 'many', 120);
$seen = [];
foreach ([1, 2, 3] as $page) {
    $body = rl_dashboard_get($port, "/queue?name=many&page=$page")['body'];
    preg_match_all('/data-failed-id="([^"]+)"/', $body, $ids);
    $seen = array_merge($seen, $ids[1]);
    echo "page $page: ", count($ids[1]), ' rows, next ', var_export(str_contains($body, 'rel="next"'), true), "\n";
}
$order = array_map(static fn ($t) => (string) $t['id'], $q->failed('many', 200));
echo 'pages in the order of failed(): ', var_export($seen === $order, true), "\n";
// a payload over 64 KiB is not read: the page says so
$q->put('huge', ['big' => str_repeat('y', 70000)]);
$t = $q->reserve('huge', 1, 600);
$t = isset($t['id']) ? $t : $t[0];
$q->fail('huge', $t['id'], $t['score'], 'too big');
foreach (['/queue?name=huge', '/task?queue=huge&task=big'] as $path) {
    $body = rl_dashboard_get($port, $path)['body'];
    preg_match('/data-field="payload"><code>([^<]*)</', $body, $m);
    echo "$path: ", $m[1], ', body under 20 KB: ', var_export(strlen($body) < 20000, true), "\n";
}
?>
--EXPECT--
now: due: queue=jobs, id=now, state=due, due=past, attempts=0, payload=5 chars
later: delayed: queue=jobs, id=later, state=delayed, due=future, attempts=0
held: reserved: queue=jobs, id=held, state=reserved, due=future, attempts=1, payload=6 chars
broken: failed: queue=jobs, id=broken, state=failed, failed_at=past, attempts=1, reason=disk full, payload=203 chars
nothing: absent: queue=jobs, id=nothing, state=absent
held id: held, failed id: broken
page 1: 50 rows, next true
page 2: 50 rows, next true
page 3: 20 rows, next false
pages in the order of failed(): true
/queue?name=huge: (payload over 64 KiB, not shown), body under 20 KB: true
/task?queue=huge&task=big: (payload over 64 KiB, not shown), body under 20 KB: true
