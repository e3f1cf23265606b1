--TEST--
RedisStock under random sequences of calls on one item (takes of 1 to 3, final or held 1 to 80 ms, with or without a buyer, a limit of 3 and a request key; confirm, cancel, add, set; two minutes passing at once, so that holds expire and are tidied away): available + held + taken changes only with set() and add(), no count is ever below 0, taken is what the final takes not cancelled add up to, a buyer's limit is never passed, confirm() and cancel() answer as the reservation's state says (either answer allowed only within the milliseconds around a hold's expiry), a repeated request key answers its first reservation and takes nothing; and a day later, after a few writing calls, every record, tree field, buyer and request key is tidied away
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
require __DIR__ . '/../inc/stock_clock.inc';

/* The server's clock in ms, plus $later (the ms the item's times were
 * moved back: the item is that much later). */
function server_ms(int $later): int
{
    [$s, $us] = rl_redis('TIME');
    return intdiv((int) $s * 1000000 + (int) $us, 1000) + $later;
}

function fail(int $seed, string $why): never
{
    echo "seed $seed: $why\n";
    exit(1);
}

/* What confirm() or cancel() must answer for reservation $r called between
 * $before and $after (ms), or null when either answer is right (a hold
 * whose expiry may fall in between). */
function settle_answer(array $r, int $before, int $after): ?bool
{
    if ($r['state'] !== 'live') {
        return false;
    }
    if ($r['kind'] === 'final') {
        return true;
    }
    if ($r['expires_by'] <= $before) {
        return false;
    }
    return $r['expires_after'] > $after ? true : null;
}

function total(array $info): int
{
    foreach ($info as $count) {
        if ($count < 0) {
            fail(0, 'a count below 0: ' . json_encode($info));
        }
    }
    return $info['available'] + $info['held'] + $info['taken'];
}

function run_seed(int $seed): void
{
    mt_srand($seed);
    $s = new RedisStock(rl_params());
    $item = "random$seed";
    $key = rl_prefix() . 'Stock:' . $item;
    $reservations = [];   // id => kind, quantity, buyer, state, the bounds of a hold's expiry
    $requests = [];       // request key => the id it answers
    $later = 0;
    $s->set($item, 50);
    $total = total($s->info($item));
    for ($i = 0; $i < 700; $i++) {
        $op = mt_rand(0, 99);
        $before = server_ms($later);
        if ($op < 45) {
            $quantity = mt_rand(1, 3);
            $buyer = mt_rand(0, 2) ? 'b' . mt_rand(1, 3) : null;
            $hold_ms = mt_rand(0, 2) ? mt_rand(1, 80) : 0;
            $limit = $buyer !== null && mt_rand(0, 1) ? 3 : 0;
            $request = mt_rand(0, 3) ? null : 'r' . mt_rand(1, 30);
            $id = $s->take($item, $quantity, $buyer, $limit, $hold_ms / 1000, $request);
            $after = server_ms($later);
            if ($request !== null && isset($requests[$request])) {
                if ($id !== $requests[$request]) {
                    fail($seed, "request $request answered another reservation");
                }
            } elseif ($id !== false) {
                $live = 0;
                foreach ($reservations as $r) {
                    if ($r['buyer'] === $buyer && $r['state'] === 'live'
                            && ($r['kind'] === 'final' || $r['expires_after'] > $after)) {
                        $live += $r['quantity'];
                    }
                }
                if ($limit > 0 && $live + $quantity > $limit) {
                    fail($seed, "buyer $buyer passed the limit: $live live and $quantity more");
                }
                $reservations[$id] = ['kind' => $hold_ms ? 'hold' : 'final', 'quantity' => $quantity, 'buyer' => $buyer,
                    'state' => 'live', 'expires_after' => $before + $hold_ms, 'expires_by' => $after + $hold_ms + 1];
                if ($request !== null) {
                    $requests[$request] = $id;
                }
            }
        } elseif ($op < 85 && $reservations) {
            $id = array_rand($reservations);
            $r = $reservations[$id];
            $confirm = $op < 65;
            $done = $confirm ? $s->confirm($item, $id) : $s->cancel($item, $id);
            $expected = settle_answer($r, $before, server_ms($later));
            if ($expected !== null && $done !== $expected) {
                fail($seed, ($confirm ? 'confirm' : 'cancel') . " answered " . var_export($done, true) . " for a {$r['state']} {$r['kind']}");
            }
            if ($done) {
                $reservations[$id][$confirm ? 'kind' : 'state'] = $confirm ? 'final' : 'cancelled';
            } elseif ($r['kind'] === 'hold') {
                $reservations[$id]['state'] = 'expired';
            }
        } elseif ($op < 92) {
            if ($op < 90) {
                $s->add($item, mt_rand(-5, 8));
            } else {
                $s->set($item, mt_rand(0, 40));
            }
            $total = total($s->info($item));
            continue;
        } elseif ($op < 94) {
            rl_stock_times_moved($key, -120000);
            $later += 120000;
            foreach ($reservations as $id => $r) {
                if ($r['kind'] === 'hold' && $r['state'] === 'live') {
                    $reservations[$id]['state'] = 'expired';
                }
            }
        } else {
            usleep(mt_rand(0, 30000));
        }
        $info = $s->info($item);
        if (total($info) !== $total) {
            fail($seed, "available + held + taken changed from $total: " . json_encode($info));
        }
        $taken = 0;
        foreach ($reservations as $r) {
            $taken += $r['kind'] === 'final' && $r['state'] === 'live' ? $r['quantity'] : 0;
        }
        if ($info['taken'] !== $taken) {
            fail($seed, "taken {$info['taken']}, not $taken");
        }
    }
    // a day and two minutes later, a few writing calls tidy everything away
    rl_stock_times_moved($key, -(86400000 + 120000));
    $info = $s->info($item);
    if ($info['held'] + $info['taken'] + $info['holds'] + $info['buyers'] !== 0) {
        fail($seed, 'a day later: ' . json_encode($info));
    }
    for ($k = 0; $k < 200; $k++) {
        $s->add($item, 0);
    }
    $beside = static fn (string $suffix): string => '{' . $key . '}' . $suffix;
    $kept = preg_grep('/^[hf]\d+$/', rl_redis('HKEYS', $key));
    $kept = count($kept) + rl_redis('HLEN', $beside(':reservations')) + rl_redis('HLEN', $beside(':buyerquantity'))
        + rl_redis('HLEN', $beside(':requests'));
    foreach ([':holds', ':finals', ':buyers', ':bybuyer', ':requestdue'] as $suffix) {
        $kept += rl_redis('ZCARD', $beside($suffix));
    }
    echo "seed $seed: ok, records, tree fields and request keys left after a day: $kept\n";
}

run_seed(1);
run_seed(2);
?>
--EXPECT--
seed 1: ok, records, tree fields and request keys left after a day: 0
seed 2: ok, records, tree fields and request keys left after a day: 0
