--TEST--
RedisLock release_at_shutdown: without the option (the default), and with it false (array false, DSN release_at_shutdown=0, INI redislock.release_at_shutdown=0), destroying the object releases nothing, during the request (unset()) or at its end (normal end, exit(), fatal error): each lock stays held with its lifetime intact until it expires
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/release.inc';
$p = rl_params();
$dsn = "redis://127.0.0.1:{$p['port']}?prefix=" . rawurlencode($p['prefix']);
$forms = [
    'default' => 'new RedisLock($params)',
    'array false' => 'new RedisLock($params + ["release_at_shutdown" => false])',
    'DSN 0' => 'new RedisLock(' . var_export("$dsn&release_at_shutdown=0", true) . ')',
    'INI 0' => '(function ($p) { ini_set("redislock.release_at_shutdown", "0"); return new RedisLock($p); })($params)',
];
$ends = ['unset' => 'unset($lock); echo "unset done\n";', 'normal end' => '', 'exit' => 'exit(0);', 'fatal error' => 'no_such_function();'];
foreach ($forms as $form => $make) {
    foreach ($ends as $end => $ending) {
        $name = "$form $end";
        $child = rl_php_child('$lock = ' . $make . ';
echo $lock->lock(' . var_export($name, true) . ', 0, 60) ? "locked\n" : "not locked\n";
' . $ending);
        $ttl = rl_redis('PTTL', rl_lock_key($name));
        echo "$name: ", str_replace("\n", ' ', trim($child['out'])), ', exit ', $child['status'],
            ', still held with its lifetime: ', $ttl > 50000 ? 'yes' : "no ($ttl)", "\n";
    }
}
// in this process, during the request
$lock = rl_lock();
$lock->lock('in the test', 0, 60);
unset($lock);
$ttl = rl_redis('PTTL', rl_lock_key('in the test'));
echo 'unset() in this process: still held with its lifetime: ', $ttl > 50000 ? 'yes' : "no ($ttl)", "\n";
?>
--EXPECT--
default unset: locked unset done, exit 0, still held with its lifetime: yes
default normal end: locked, exit 0, still held with its lifetime: yes
default exit: locked, exit 0, still held with its lifetime: yes
default fatal error: locked, exit 255, still held with its lifetime: yes
array false unset: locked unset done, exit 0, still held with its lifetime: yes
array false normal end: locked, exit 0, still held with its lifetime: yes
array false exit: locked, exit 0, still held with its lifetime: yes
array false fatal error: locked, exit 255, still held with its lifetime: yes
DSN 0 unset: locked unset done, exit 0, still held with its lifetime: yes
DSN 0 normal end: locked, exit 0, still held with its lifetime: yes
DSN 0 exit: locked, exit 0, still held with its lifetime: yes
DSN 0 fatal error: locked, exit 255, still held with its lifetime: yes
INI 0 unset: locked unset done, exit 0, still held with its lifetime: yes
INI 0 normal end: locked, exit 0, still held with its lifetime: yes
INI 0 exit: locked, exit 0, still held with its lifetime: yes
INI 0 fatal error: locked, exit 255, still held with its lifetime: yes
unset() in this process: still held with its lifetime: yes
