--TEST--
RedisStock: a subclass whose constructor does not call the parent's gets an Error from every method, not a crash, and writes nothing; a subclass that does call it works
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
class MyStock extends RedisStock
{
    public function __construct()
    {
        // forgot parent::__construct()
    }
}
$s = new MyStock();
$calls = [
    'set' => fn () => $s->set('shoe', 1),
    'add' => fn () => $s->add('shoe', 1),
    'take' => fn () => $s->take('shoe'),
    'confirm' => fn () => $s->confirm('shoe', 'x'),
    'cancel' => fn () => $s->cancel('shoe', 'x'),
    'available' => fn () => $s->available('shoe'),
    'info' => fn () => $s->info('shoe'),
];
foreach ($calls as $method => $call) {
    try {
        var_dump($call());
    } catch (Error $e) {
        echo "$method: ", get_class($e), ': ', $e->getMessage(), "\n";
    }
}
unset($s);
echo 'keys: ', count(rl_test_keys()), "\n";
class GoodStock extends RedisStock
{
    public function __construct()
    {
        parent::__construct(rl_params());
    }
}
$good = new GoodStock();
var_dump($good->set('shoe', 3), $good->available('shoe'), rl_redis('EXISTS', rl_stock_key('shoe')));
?>
--EXPECTF--
set: Error: %snot initialized%s
add: Error: %snot initialized%s
take: Error: %snot initialized%s
confirm: Error: %snot initialized%s
cancel: Error: %snot initialized%s
available: Error: %snot initialized%s
info: Error: %snot initialized%s
keys: 0
bool(true)
int(3)
int(1)
