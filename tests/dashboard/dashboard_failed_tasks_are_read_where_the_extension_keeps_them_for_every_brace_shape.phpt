--TEST--
Dashboard: the failed tasks' page reads each task (id, reason, payload) from the keys the extension writes beside the queue, for every shape of braces a name and a prefix can hold: none, "{" alone, "}" alone, a hash tag, an empty tag, "}" before "{", a tag after a "}"
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/dashboard.inc';
$shapes = ['plain', 'a{b', 'a}b', 'x{t}y', '{}z}', '}{', 'a}b{c}', '{}{x}'];
foreach (['', '{p}', 'p}'] as $extra) {
    $prefix = rl_prefix() . $extra;
    $q = rl_queue(['prefix' => $prefix]);
    $port = rl_dashboard_start(['REDISLOCK_DASHBOARD_PREFIX' => $prefix]);
    $bad = [];
    foreach ($shapes as $name) {
        $q->put($name, ['t1' => "payload of $name", 't2' => 'p2']);
        $tasks = $q->reserve($name, 2);
        foreach ($tasks as $task) {
            $q->fail($name, $task['id'], $task['score'], "why $name");
        }
        $body = rl_dashboard_get($port, '/queue?' . http_build_query(['name' => $name]))['body'];
        preg_match_all('/<tr data-failed-id="([^"]*)">/', $body, $ids);
        preg_match('/<tr data-failed-id="t1">.*?data-field="reason">([^<]*)<.*?data-field="payload"><code>([^<]*)</', $body, $t1);
        $seen = implode(',', $ids[1]) . ' / ' . html_entity_decode($t1[1] ?? '?') . ' / ' . html_entity_decode($t1[2] ?? '?');
        if ($seen !== "t1,t2 / why $name / payload of $name") {
            $bad[] = "$name: $seen";
        }
    }
    echo json_encode($extra), ': ', $bad === [] ? 'every shape read' : implode('; ', $bad), "\n";
}
?>
--EXPECT--
"": every shape read
"{p}": every shape read
"p}": every shape read
