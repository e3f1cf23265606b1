--TEST--
RedisStock take(): 6 processes taking 1 or 2 at a time (final takes and holds, each with a buyer limit of 1,000) until they get false share exactly the 300 for sale: the quantities of their reservations add up to 300, every id is distinct, available() ends at 0 and info() counts exactly what they took; 6 processes taking with one request key all answer the same reservation, which took once
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
rl_stock()->set('shoe', 300);
$dir = sys_get_temp_dir() . '/rl-stock-' . getmypid();
@mkdir($dir);
$codes = rl_fork_workers(6, function (int $i) use ($dir) {
    $s = rl_stock();
    $got = [];
    for ($n = 0; $n < 1000; $n++) {
        $quantity = 1 + ($n + $i) % 2;
        $id = $s->take('shoe', $quantity, "buyer$i", 1000, $n % 3 === 0 ? 60 : 0);
        if ($id === false && $quantity === 2) {
            $quantity = 1;
            $id = $s->take('shoe', 1, "buyer$i", 1000);
        }
        if ($id === false) {
            break;
        }
        $got[] = "$quantity $id";
    }
    file_put_contents("$dir/$i", implode("\n", $got));
});
$quantity = 0;
$ids = [];
$buyers = 0;
foreach (glob("$dir/*") as $file) {
    $lines = array_filter(explode("\n", file_get_contents($file)));
    foreach ($lines as $line) {
        $quantity += (int) $line;
        $ids[] = substr($line, 2);
    }
    $buyers += $lines !== [];
    unlink($file);
}
echo 'exit codes: ', implode(' ', $codes), ', taken: ', $quantity, ', available: ', rl_stock()->available('shoe'), "\n";
echo 'distinct ids: ', var_export(count(array_unique($ids)) === count($ids), true), "\n";
$info = rl_stock()->info('shoe');
echo 'info: held + taken ', $info['held'] + $info['taken'], ', buyers as the processes that took: ', var_export($info['buyers'] === $buyers, true), "\n";
rl_stock()->set('hat', 10);
$codes = rl_fork_workers(6, function (int $i) use ($dir) {
    file_put_contents("$dir/$i", rl_stock()->take('hat', 3, "buyer$i", 0, 0, 'order-1'));
});
$answers = array_map('file_get_contents', glob("$dir/*"));
array_map('unlink', glob("$dir/*"));
rmdir($dir);
echo 'one request: ', count($answers), ' answers, ', count(array_unique($answers)), ' reservation, available ', rl_stock()->available('hat'), "\n";
?>
--EXPECT--
exit codes: 0 0 0 0 0 0, taken: 300, available: 0
distinct ids: true
info: held + taken 300, buyers as the processes that took: true
one request: 6 answers, 1 reservation, available 7
