--TEST--
RedisQueue put(): 2,500 tasks are sent as three scripts (1,000, 1,000 and 500 ids with their payloads) in one round trip (counted by a proxy in front of a private server, which sees which commands the client sends between two answers); all 2,500 land with their payloads and put() answers 2500
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/release.inc';
[$port] = rl_server_start();
$proxy = rl_count_proxy_start($port);
$q = new RedisQueue(['host' => '127.0.0.1', 'port' => $proxy['port'], 'prefix' => rl_prefix()]);
$q->put('warm', ['x' => 'y']);   // connected, the script loaded
$before = count(rl_round_trips($proxy));
$tasks = [];
for ($i = 0; $i < 2500; $i++) {
    $tasks["t$i"] = "payload $i";
}
/* Paused for a moment (write commands: scripts that write included), the
 * server answers nothing before the client has sent all it sends without
 * waiting: an answer to the first script arriving while the client, slow
 * (valgrind), still writes the others would make the proxy count two trips
 * where the client never waited. A client that waited for an answer
 * between scripts would still be seen making several. */
rl_redis_at($port, 'CLIENT', 'PAUSE', (string) (int) (300 * rl_time_scale()), 'WRITE');
var_dump($q->put('jobs', $tasks));
$trips = array_slice(rl_round_trips($proxy), $before);
echo 'round trips: ', count($trips), '; scripts in it: ', implode(',', array_map(
    static fn ($args) => $args[0] . ' of ' . (count($args) - 3 - 9 - 2) / 2 . ' ids', $trips[0])), "\n";
rl_count_proxy_stop($proxy);
$payloads = rl_redis_at($port, 'HGETALL', rl_queue_key_beside('jobs', ':payloads'));
$same = count($payloads) === 5000;
for ($i = 0; $same && $i < 5000; $i += 2) {
    $same = $payloads[$i + 1] === 'payload ' . substr($payloads[$i], 1);
}
echo 'queued: ', rl_redis_at($port, 'ZCARD', rl_queue_key('jobs')), ', payloads right: ', $same ? 'yes' : 'no', "\n";
?>
--EXPECT--
int(2500)
round trips: 1; scripts in it: EVALSHA of 1000 ids,EVALSHA of 1000 ids,EVALSHA of 500 ids
queued: 2500, payloads right: yes
