--TEST--
Dashboard: a failure reason, a payload, a task id, a queue name, a lock name and a stock item holding <script>, onerror= and quote-breaking markup are shown as text on every page (no element made of them; the text read back is the original), and the pages send a Content-Security-Policy without inline scripts
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/dashboard.inc';
$evil = '<script>alert(1)</script><img src=x onerror="alert(2)">' . "\"'><svg onload=alert(3)>";
$q = rl_queue();
$q->put('q' . $evil, ['id' . $evil => 'payload' . $evil]);
$task = $q->reserve('q' . $evil, 1);
$task = isset($task['id']) ? $task : $task[0];
var_dump($q->fail('q' . $evil, $task['id'], $task['score'], 'reason' . $evil));
rl_lock()->lock('lock' . $evil, 0, 60);
rl_stock()->set('item' . $evil, 5);
$port = rl_dashboard_start();
$pages = ['/', '/queue?name=' . rawurlencode('q' . $evil), '/task?queue=' . rawurlencode('q' . $evil) . '&task=' . rawurlencode('id' . $evil)];
foreach ($pages as $path) {
    $r = rl_dashboard_get($port, $path);
    $body = $r['body'];
    $doc = new DOMDocument();
    @$doc->loadHTML($body);
    $xp = new DOMXPath($doc);
    $scripts = [];
    foreach ($xp->query('//script') as $s) {
        $scripts[] = $s->getAttribute('src');
    }
    $handlers = $xp->query('//@*[starts-with(name(), "on")]')->length;
    $texts = [];
    foreach ($xp->query('//*[@data-field="reason" or @data-field="payload" or @data-field="id"] | //tr[@data-queue]/th | //tr[@data-lock]/th | //tr[@data-stock]/th') as $n) {
        $texts[] = trim($n->textContent);
    }
    $attrs = [];
    foreach ($xp->query('//@data-queue | //@data-failed-id | //@data-lock | //@data-stock') as $a) {
        $attrs[] = $a->value;
    }
    echo strtok($path, '?'), ': scripts ', implode(',', $scripts), ', img ', $xp->query('//img')->length, ', svg ',
        $xp->query('//svg')->length, ', on* attributes ', $handlers, "\n";
    sort($texts);
    sort($attrs);
    echo '  text: ', str_replace($evil, '<EVIL>', implode(' | ', $texts)), "\n";
    echo '  hooks: ', str_replace($evil, '<EVIL>', implode(' | ', $attrs)), "\n";
}
$csp = $r['headers']['content-security-policy'][0];
echo 'CSP script-src self only: ', var_export(str_contains($csp, "script-src 'self';") && !str_contains($csp, 'unsafe-inline'), true), "\n";
$metrics = rl_dashboard_get($port, '/metrics')['body'];
echo 'metrics label: ', var_export(str_contains($metrics, 'queue="q' . str_replace('"', '\"', $evil) . '"'), true), "\n";
?>
--EXPECT--
bool(true)
/: scripts /assets/app.js, img 0, svg 0, on* attributes 0
  text: item<EVIL> | lock<EVIL> | q<EVIL>
  hooks: item<EVIL> | lock<EVIL> | q<EVIL>
/queue: scripts /assets/app.js, img 0, svg 0, on* attributes 0
  text: id<EVIL> | payload<EVIL> | reason<EVIL>
  hooks: id<EVIL>
/task: scripts /assets/app.js, img 0, svg 0, on* attributes 0
  text: id<EVIL> | payload<EVIL> | reason<EVIL>
  hooks: 
CSP script-src self only: true
metrics label: true
