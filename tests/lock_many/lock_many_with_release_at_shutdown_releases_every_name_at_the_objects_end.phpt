--TEST--
RedisLock::lockMany() with release_at_shutdown => true: every name it took is released when the object goes (unset) and when a script ends after a fatal error; names taken by an object without the option stay held
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/release.inc';
$lock = rl_lock(['release_at_shutdown' => true]);
var_dump($lock->lockMany(['a', 'b', 'c'], 0, 60));
echo 'keys: ', json_encode(rl_test_keys()), "\n";
unset($lock);
echo 'after unset: ', json_encode(rl_test_keys()), "\n";
$child = rl_php_child('
$plain = new RedisLock($params);
$plain->lockMany(["kept-1", "kept-2"], 0, 60);
$lock = new RedisLock($params + ["release_at_shutdown" => true]);
if (!$lock->lockMany(["d", "e", "f"], 0, 60)) {
    exit(7);
}
echo "locked\n";
no_such_function_anywhere();
');
echo trim($child['out']), ', exit ', $child['status'], "\n";
echo 'after the fatal error: ', json_encode(rl_test_keys()), "\n";
?>
--EXPECT--
bool(true)
keys: ["Lock:a","Lock:b","Lock:c"]
after unset: []
locked, exit 255
after the fatal error: ["Lock:kept-1","Lock:kept-2"]
