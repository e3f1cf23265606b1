--TEST--
RedisStock: when any of an item's keys ("Stock:<item>" or one beside it: :reservations, :holds, :finals, :buyers, :bybuyer, :buyerquantity, :requests, :requestdue) holds another type (a string), every writing call that reaches it (set, add, take, take with a new request key, confirm of a hold, cancel of a hold and of a final take) throws RedisLockException code 5 and writes nothing; reads throw code 5 when they read that key; a call that needs no other key than the ones intact answers (a repeated request key, the confirm of a final take); once the key is restored every call works
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$s = rl_stock();
$s->set('shoe', 10);
$hold = $s->take('shoe', 1, 'ann', 5, 60, 'order-1');
$final = $s->take('shoe', 1, 'ann', 5);
$calls = [
    'set' => fn () => $s->set('shoe', 5),
    'add' => fn () => $s->add('shoe', 1),
    'take' => fn () => $s->take('shoe', 1, 'ann', 5, 60),
    'take new request' => fn () => $s->take('shoe', 1, 'bob', 0, 0, 'order-2'),
    'take repeated request' => fn () => $s->take('shoe', 1, 'bob', 0, 0, 'order-1') === $hold,
    'confirm hold' => fn () => $s->confirm('shoe', $hold),
    'confirm final' => fn () => $s->confirm('shoe', $final),
    'cancel hold' => fn () => $s->cancel('shoe', $hold),
    'cancel final' => fn () => $s->cancel('shoe', $final),
    'available' => fn () => $s->available('shoe'),
    'info' => fn () => $s->info('shoe')['available'],
];
foreach (['', ':reservations', ':holds', ':finals', ':buyers', ':bybuyer', ':buyerquantity', ':requests', ':requestdue'] as $suffix) {
    $key = $suffix === '' ? rl_stock_key('shoe') : '{' . rl_stock_key('shoe') . '}' . $suffix;
    $saved = rl_redis('DUMP', $key);
    rl_redis('DEL', $key);
    rl_redis('SET', $key, 'x');
    $before = rl_test_state();
    $out = [];
    foreach ($calls as $what => $call) {
        try {
            $out[] = "$what " . var_export($call(), true);
        } catch (RedisLockException $e) {
            $out[] = "$what " . $e->getCode() . (str_contains($e->getMessage(), 'WRONGTYPE') ? '' : ' (' . $e->getMessage() . ')');
        }
    }
    echo 'Stock:shoe', $suffix, ': ', implode(', ', $out), '; unchanged: ', rl_test_state() === $before ? 'yes' : 'no', "\n";
    rl_redis('DEL', $key);
    $saved !== null && rl_redis('RESTORE', $key, '0', $saved);
}
echo 'restored: ', json_encode($s->info('shoe')), ' ', var_export($s->confirm('shoe', $hold), true), ' ', var_export($s->cancel('shoe', $final), true),
    ' ', strlen($s->take('shoe', 1, 'bob', 0, 0, 'order-2')), ' ', json_encode($s->info('shoe')), "\n";
?>
--EXPECT--
Stock:shoe: set 5, add 5, take 5, take new request 5, take repeated request 5, confirm hold 5, confirm final 5, cancel hold 5, cancel final 5, available 5, info 5; unchanged: yes
Stock:shoe:reservations: set 5, add 5, take 5, take new request 5, take repeated request true, confirm hold 5, confirm final 5, cancel hold 5, cancel final 5, available 8, info 8; unchanged: yes
Stock:shoe:holds: set 5, add 5, take 5, take new request 5, take repeated request true, confirm hold 5, confirm final true, cancel hold 5, cancel final 5, available 8, info 5; unchanged: yes
Stock:shoe:finals: set 5, add 5, take 5, take new request 5, take repeated request true, confirm hold 5, confirm final true, cancel hold 5, cancel final 5, available 8, info 8; unchanged: yes
Stock:shoe:buyers: set 5, add 5, take 5, take new request 5, take repeated request true, confirm hold 5, confirm final true, cancel hold 5, cancel final 5, available 8, info 5; unchanged: yes
Stock:shoe:bybuyer: set 5, add 5, take 5, take new request 5, take repeated request true, confirm hold 5, confirm final true, cancel hold 5, cancel final 5, available 8, info 8; unchanged: yes
Stock:shoe:buyerquantity: set 5, add 5, take 5, take new request 5, take repeated request true, confirm hold 5, confirm final true, cancel hold 5, cancel final 5, available 8, info 8; unchanged: yes
Stock:shoe:requests: set 5, add 5, take 5, take new request 5, take repeated request 5, confirm hold 5, confirm final true, cancel hold 5, cancel final 5, available 8, info 8; unchanged: yes
Stock:shoe:requestdue: set 5, add 5, take 5, take new request 5, take repeated request 5, confirm hold 5, confirm final true, cancel hold 5, cancel final 5, available 8, info 8; unchanged: yes
restored: {"available":8,"held":1,"taken":1,"holds":1,"buyers":1} true true 32 {"available":8,"held":0,"taken":2,"holds":0,"buyers":2}
