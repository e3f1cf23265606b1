--TEST--
RedisStock's sum tree (the holds' and final takes' quantities by time, in the item's hash): whatever the order of adds and removals, every prefix sum is the model's, no field holds 0 or less, and once every quantity added is taken off again no field is left, also when a position was kept out of the tree, left for another and kept again (two holds expiring in the same ms, another hold made between them: taking them off in the order they were made used to drive the kept sum below 0 when their quantities differed, leaving the position's fields behind while the sums stayed right)
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/stock_clock.inc';

const TREE_SIZE = 64;
$key = rl_prefix() . 'tree';

/* Adds $delta at $position; answers every prefix sum 0..TREE_SIZE after
 * it, then the number of the tree's fields (all but the kept position
 * "hp") that hold 0 or less. */
function tree_add(string $key, int $position, int $delta): array
{
    $script = rl_stock_sum_tree_lua() . '
sum_tree_add(KEYS[1], "h", tonumber(ARGV[1]), tonumber(ARGV[2]), ' . TREE_SIZE . ')
local answer = {}
for upto = 0, ' . TREE_SIZE . ' do answer[#answer + 1] = sum_tree_prefix(KEYS[1], "h", upto) end
local fields, low = redis.call("HGETALL", KEYS[1]), 0
for i = 1, #fields, 2 do
  if fields[i] ~= "hp" and tonumber(fields[i + 1]) <= 0 then low = low + 1 end
end
answer[#answer + 1] = low
return answer';
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
        $answer = tree_add($key, $position, $delta);
        $low = array_pop($answer);
        if ($answer !== model_sums($entries)) {
            return "step $i ($delta at $position): prefix sums differ from the model";
        }
        if ($low !== 0) {
            return "step $i ($delta at $position): $low fields at 0 or below";
        }
    }
    return '';
}

// a position kept, left for another and kept again, then taken off in
// the order of the adds: the larger add first, the smaller first; and at
// the tree's first and last positions
$fixed = [
    'the same position kept twice, the larger first' => [[40, 2], [11, 1], [40, 1], [40, -2], [40, -1], [11, -1]],
    'the same position kept twice, the smaller first' => [[40, 1], [11, 1], [40, 2], [40, -1], [40, -2], [11, -1]],
    'the last position kept twice' => [[TREE_SIZE, 3], [1, 1], [TREE_SIZE, 1], [TREE_SIZE, -3], [1, -1], [TREE_SIZE, -1]],
];
foreach ($fixed as $what => $steps) {
    echo "$what: ", run_steps($key, $steps) ?: 'sums right', ', fields left: ', rl_redis('HLEN', $key), "\n";
    rl_redis('DEL', $key);
}

// random adds and removals over few positions (so that positions come back),
// then everything left taken off in a random order
mt_srand(7);
$clean = 0;
for ($seed = 0; $seed < 25; $seed++) {
    $live = $steps = [];
    for ($i = 0; $i < 40; $i++) {
        if (!$live || mt_rand(0, 9) < 6) {
            $entry = [mt_rand(1, 8) * 8, mt_rand(1, 3)];
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
the same position kept twice, the larger first: sums right, fields left: 0
the same position kept twice, the smaller first: sums right, fields left: 0
the last position kept twice: sums right, fields left: 0
random sequences: 25 of 25 with every prefix sum right and no field left
