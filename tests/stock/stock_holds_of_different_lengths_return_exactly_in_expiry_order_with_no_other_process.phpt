--TEST--
RedisStock holds: 35 holds of three lengths, taken longest first (5 of 1.5 s, then 20 of 0.3 s, then 10 of 0.6 s) so that they expire in another order than taken, each by a buyer of its own, with nothing but reads on the item afterwards: every info() seen while they expire is exact (held and holds count exactly the live holds, buyers the buyers of live holds, available the rest of the 100,000, available() read just before info() never above that, just after never below), holds only ever leave (no count goes back up), in expiry order (all the 0.3 s ones before any 0.6 s one, those before any 1.5 s one, both in-between states seen), and at the end all 100,000 are back
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$s = rl_stock();
$total = 100000;
$s->set('shoe', $total);
// quantities that tell the groups apart in held: 10000 long + 100 middle + short
$scale = rl_time_scale(); // longer holds under valgrind
$groups = [['long', 5, 1.5 * $scale, 10000], ['short', 20, 0.3 * $scale, 1], ['middle', 10, 0.6 * $scale, 100]];
$n = 0;
foreach ($groups as [$name, $count, $hold, $quantity]) {
    for ($i = 0; $i < $count; $i++) {
        $s->take('shoe', $quantity, 'buyer' . $n++, 0, $hold) !== false or print("take $name $i failed\n");
    }
}
$problems = [];
$seen = [];
$previous = [5, 10, 20];
$deadline = rl_server_ms() + (1.5 * $scale + 10) * 1000;
for ($i = 0; $i < 10000; $i++) {
    // holds may expire between two calls: available() before and after
    $before = $s->available('shoe');
    $info = $s->info('shoe');
    $after = $s->available('shoe');
    $live = [intdiv($info['held'], 10000), intdiv($info['held'] % 10000, 100), $info['held'] % 100];
    [$long, $middle, $short] = $live;
    if ($info['holds'] !== $long + $middle + $short || $info['buyers'] !== $info['holds'] || $info['taken'] !== 0
            || $info['available'] !== $total - $info['held'] || $before > $info['available'] || $info['available'] > $after) {
        $problems[] = 'inexact: ' . json_encode($info) . ", available() $before before, $after after";
    }
    if ($long > 5 || $middle > 10 || $short > 20 || ($short > 0 && $middle < 10) || ($middle > 0 && $long < 5)) {
        $problems[] = "out of expiry order: $long long, $middle middle, $short short";
    }
    if ($long > $previous[0] || $middle > $previous[1] || $short > $previous[2]) {
        $problems[] = "back up: $long long, $middle middle, $short short after " . implode(', ', $previous);
    }
    $previous = $live;
    $seen[implode(',', $live)] = true;
    if ($info['holds'] === 0) {
        break;
    }
    if (rl_server_ms() > $deadline) {
        $problems[] = 'holds still live 10 s after the last expiry';
        break;
    }
    usleep(5000);
}
echo 'problems: ', $problems ? implode("\n", array_unique($problems)) : 'none', "\n";
echo 'short ones gone, the others all live: ', isset($seen['5,10,0']) ? 'seen' : 'not seen', "\n";
echo 'middle ones gone, the long ones all live: ', isset($seen['5,0,0']) ? 'seen' : 'not seen', "\n";
echo 'end: ', json_encode($s->info('shoe')), "\n";
?>
--EXPECT--
problems: none
short ones gone, the others all live: seen
middle ones gone, the long ones all live: seen
end: {"available":100000,"held":0,"taken":0,"holds":0,"buyers":0}
