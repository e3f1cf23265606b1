--TEST--
RedisStock: by Redis's INFO commandstats, each of set(), add(), take() (a hold, a final take, a repeat of a request key, a false), confirm(), cancel(), available() and info() costs one EVALSHA (confirm() and cancel() here after the take() that made their reservation: two)
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
// a private server: the shared one counts the commands of tests running beside this one
[$port] = rl_server_start();
$s = new RedisStock(rl_params(['port' => $port]));
function calls(int $port): string
{
    return 'evalsha=' . rl_command_calls('evalsha', $port) . ' eval=' . rl_command_calls('eval', $port);
}
// warm up: connect and load the scripts (a first run may add one EVAL)
$s->set('warm', 5);
$s->confirm('warm', $s->take('warm', 1, null, 0, 60));
$s->available('warm');
rl_redis_at($port, 'CONFIG', 'RESETSTAT');
$calls = [
    'set' => fn () => $s->set('shoe', 5),
    'add' => fn () => $s->add('shoe', 1),
    'take a hold' => fn () => $s->take('shoe', 2, 'ann', 5, 60, 'order-1'),
    'take final' => fn () => $s->take('shoe', 1, 'bob'),
    'take repeated' => fn () => $s->take('shoe', 2, 'ann', 5, 60, 'order-1'),
    'take false' => fn () => $s->take('shoe', 100),
    'confirm' => fn () => $s->confirm('shoe', $s->take('shoe', 1, null, 0, 60)),
    'cancel' => fn () => $s->cancel('shoe', $s->take('shoe', 1)),
    'available' => fn () => $s->available('shoe'),
    'info' => fn () => $s->info('shoe'),
];
foreach ($calls as $what => $call) {
    $call();
    echo "$what: ", calls($port), "\n";
    rl_redis_at($port, 'CONFIG', 'RESETSTAT');
}
?>
--EXPECT--
set: evalsha=1 eval=0
add: evalsha=1 eval=0
take a hold: evalsha=1 eval=0
take final: evalsha=1 eval=0
take repeated: evalsha=1 eval=0
take false: evalsha=1 eval=0
confirm: evalsha=2 eval=0
cancel: evalsha=2 eval=0
available: evalsha=1 eval=0
info: evalsha=1 eval=0
