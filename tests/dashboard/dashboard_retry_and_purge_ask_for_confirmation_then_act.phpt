--TEST--
Dashboard: Retry and Purge, of one task, a selection and all, each show a confirmation page (nothing changed yet) whose form does the change, then redirect to the queue's page saying how many
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/dashboard.inc';
$q = rl_queue();
rl_dashboard_failed($q, 'jobs', 8);
$port = rl_dashboard_start();
[$cookies, $csrf, $page] = rl_dashboard_session($port, '/queue?name=jobs');
echo 'rows: ', substr_count($page['body'], 'data-failed-id='), "\n";
$left = static function () use ($q): string {
    $ids = array_map(static fn ($t) => $t['id'], $q->failed('jobs', 100));
    sort($ids);
    return implode(' ', $ids) . ' | queued ' . $q->size('jobs');
};
foreach ([['retry', ['task-1']], ['purge', ['task-2']], ['retry', ['task-3', 'task-4']], ['purge', ['task-5', 'task-6']],
    ['retry-all', []], ['purge-all', []]] as [$action, $ids]) {
    if ($action === 'purge-all') {
        rl_dashboard_failed($q, 'more', 3);
        $queue = 'more';
    } else {
        $queue = 'jobs';
    }
    $form = ['csrf' => $csrf, 'queue' => $queue, 'action' => $action, 'ids' => $ids];
    $ask = rl_http($port, 'POST', '/action', [], $cookies, $form);
    preg_match('/<p data-confirm-text>(.*?)<\/p>/', $ask['body'], $m);
    echo "$action ", implode(',', $ids), ': asks ', $ask['status'], ' "', strip_tags($m[1] ?? ''), '"; before: ', $left(), "\n";
    // the confirmation form's own fields, as the browser sends them
    preg_match('/<form[^>]*data-confirm[^>]*>(.*?)<\/form>/s', $ask['body'], $f);
    preg_match_all('/<input type="hidden" name="([^"]+)" value="([^"]*)">/', $f[1], $inputs, PREG_SET_ORDER);
    $confirm = implode('&', array_map(static fn ($i) => rawurlencode($i[1]) . '=' . rawurlencode(html_entity_decode($i[2])), $inputs)) . '&confirm=yes';
    $done = rl_http($port, 'POST', '/action', ['Content-Type: application/x-www-form-urlencoded'], $cookies, $confirm);
    $after = rl_http($port, 'GET', $done['headers']['location'][0], [], $cookies);
    preg_match('/<p class="message"[^>]*>(.*?)<\/p>/', $after['body'], $msg);
    echo '  done: ', $done['status'], ' ', $msg[1] ?? '', '; after: ', $queue === 'jobs' ? $left() : 'more failed ' . $q->stats('more')['failed'], "\n";
}
?>
--EXPECT--
rows: 8
retry task-1: asks 200 "Retry 1 failed task of queue jobs? They are queued again, due now."; before: task-1 task-2 task-3 task-4 task-5 task-6 task-7 task-8 | queued 0
  done: 303 Retried 1 failed task(s).; after: task-2 task-3 task-4 task-5 task-6 task-7 task-8 | queued 1
purge task-2: asks 200 "Purge 1 failed task of queue jobs? They are deleted for good."; before: task-2 task-3 task-4 task-5 task-6 task-7 task-8 | queued 1
  done: 303 Purged 1 failed task(s).; after: task-3 task-4 task-5 task-6 task-7 task-8 | queued 1
retry task-3,task-4: asks 200 "Retry 2 failed tasks of queue jobs? They are queued again, due now."; before: task-3 task-4 task-5 task-6 task-7 task-8 | queued 1
  done: 303 Retried 2 failed task(s).; after: task-5 task-6 task-7 task-8 | queued 3
purge task-5,task-6: asks 200 "Purge 2 failed tasks of queue jobs? They are deleted for good."; before: task-5 task-6 task-7 task-8 | queued 3
  done: 303 Purged 2 failed task(s).; after: task-7 task-8 | queued 3
retry-all : asks 200 "Retry all 2 failed tasks of queue jobs? They are queued again, due now."; before: task-7 task-8 | queued 3
  done: 303 Retried 2 failed task(s).; after:  | queued 5
purge-all : asks 200 "Purge all 3 failed tasks of queue more? They are deleted for good."; before:  | queued 5
  done: 303 Purged 3 failed task(s).; after: more failed 0
