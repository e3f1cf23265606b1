--TEST--
RedisStock's sum tree (the holds' and final takes' quantities by time, in the item's hash): whatever the order of adds and removals, every prefix sum is the model's, and once every quantity added is taken off again no field is left, also when a position was kept out of the tree, left for another and kept again (two holds expiring in the same ms with another one's expiry between them: the first one's removal used to drive the kept sum below 0, leaving the position's fields behind while the sums stayed right)
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/stock_clock.inc';

const TREE_SIZE = 64;
$key = rl_prefix() . 'tree';

/* Adds $delta at $position; answers every prefix sum 0..TREE_SIZE after it. */
function tree_add(string $key, int $position, int $delta): array
{
    $script = rl_stock_sum_tree_lua() . '
sum_tree_add(KEYS[1], "h", tonumber(ARGV[1]), tonumber(ARGV[2]), ' . TREE_SIZE . ')
local sums = {}
for upto = 0, ' . TREE_SIZE . ' do sums[#sums + 1] = sum_tree_prefix(KEYS[1], "h", upto) end
return sums';
    return rl_redis('EVAL', $script, '1', $key, (string) $position, (string) $delta);
}

/* The prefix sums 0..TREE_SIZE of the quantities in $entries ([position, quantity] each). */
function model_sums(array $entries): array
{
    $sums = [];
    for ($upto = 0; $upto <= TREE_SIZE; $upto++) {
        $sum = 0;
        foreach ($entries as [$position, $quantity]) {
            $sum += $position <= $upto ? $quantity : 0;
        }
        $sums[] = $sum;
    }
    return $sums;
}

/* Runs $steps ([position, +quantity] adds an entry, [position, -quantity]
 * takes it off); answers '' or what went wrong. */
function run_steps(string $key, array $steps): string
{
    $entries = [];
    foreach ($steps as $i => [$position, $delta]) {
        if ($delta > 0) {
            $entries[] = [$position, $delta];
        } else {
            unset($entries[array_search([$position, -$delta], $entries, true)]);
        }
        if (tree_add($key, $position, $delta) !== model_sums($entries)) {
            return "step $i ($delta at $position): prefix sums differ from the model";
        }
    }
    return '';
}

// kept at 40, left for 11, kept at 40 again; then taken off, the first add first
$steps = [[40, 2], [11, 1], [40, 1], [40, -2], [40, -1], [11, -1]];
echo 'the same position kept twice: ', run_steps($key, $steps) ?: 'sums right', ', fields left: ',
    rl_redis('HLEN', $key), "\n";

// random adds and removals over few positions (so that positions come back),
// then everything left taken off in a random order
mt_srand(7);
$clean = 0;
for ($seed = 0; $seed < 25; $seed++) {
    $live = $steps = [];
    for ($i = 0; $i < 40; $i++) {
        if (!$live || mt_rand(0, 9) < 6) {
            $entry = [mt_rand(1, 8) * 7, mt_rand(1, 3)];
            $live[] = $entry;
            $steps[] = $entry;
        } else {
            $k = array_rand($live);
            $steps[] = [$live[$k][0], -$live[$k][1]];
            unset($live[$k]);
        }
    }
    shuffle($live);
    foreach ($live as [$position, $quantity]) {
        $steps[] = [$position, -$quantity];
    }
    $why = run_steps($key, $steps);
    $left = rl_redis('HLEN', $key);
    if ($why === '' && $left === 0) {
        $clean++;
    } else {
        echo "sequence $seed: ", $why ?: 'sums right', ", fields left: $left\n";
        rl_redis('DEL', $key);
    }
}
echo "random sequences: $clean of 25 with every prefix sum right and no field left\n";
?>
--EXPECT--
the same position kept twice: sums right, fields left: 0
random sequences: 25 of 25 with every prefix sum right and no field left
