--TEST--
RedisQueue stats(): a walk that tasks put ahead of it keep from ending (played by a fake server whose walk runs are never over) stops after 2 x (tasks not due / 2,000, rounded up) + 16 scripts, as documented, and counts the tasks its last script said it had not reached in "delayed"; "reserved" and "delayed" are the walk's counts plus those
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/fake.inc';
/* A RESP array of integers and (for strings) bulk strings. */
$resp = static fn (array $items) => '*' . count($items) . "\r\n" . implode('', array_map(
    static fn ($v) => is_int($v) ? ":$v\r\n" : rl_resp_bulk($v), $items));
$log = sys_get_temp_dir() . '/rl-stats-walk-' . getmypid();
// the first script: 10,001 tasks, none due, left to the walk (its end "2000"); every walk run: 1,500 reserved
// and 500 delayed met, not over, 7,000 + its number tasks not reached
$fake = rl_fake_start(static function (array $cmd) use ($resp) {
    static $walks = 0;
    if ($r = rl_fake_redis($cmd)) {
        return $r;
    }
    if ($cmd[0] !== 'EVALSHA') {
        return "-ERR unexpected\r\n";
    }
    if (count($cmd) === 13) {
        return $resp([10001, 0, 0, 10001, 0, '0', 0, '1000', '2000']);
    }
    $walks++;
    return $resp([1500, 500, '1500', "t$walks", 0, 7000 + $walks]);
}, ['log' => $log]);
$q = new RedisQueue(['port' => $fake['port'], 'persistent' => false]);
$stats = $q->stats('jobs');
rl_fake_stop($fake);
$runs = count(array_filter(rl_fake_log($log), static fn ($e) => $e[1][0] === 'EVALSHA' && count($e[1]) > 13));
@unlink($log);
$rounds = 2 * intdiv(10001 + 1999, 2000) + 16;
echo "walk runs: $runs (2 x 6 + 16 = $rounds)\n";
unset($stats['oldestDueAge']);
echo 'stats: ', json_encode($stats), "\n";
printf("reserved: the walk's %d; delayed: the walk's %d + the %d its last run had not reached\n", 1500 * $rounds,
    500 * $rounds, 7000 + $rounds);
?>
--EXPECT--
walk runs: 28 (2 x 6 + 16 = 28)
stats: {"size":10001,"due":0,"reserved":42000,"delayed":21028,"failed":0,"waiting":0}
reserved: the walk's 42000; delayed: the walk's 14000 + the 7028 its last run had not reached
