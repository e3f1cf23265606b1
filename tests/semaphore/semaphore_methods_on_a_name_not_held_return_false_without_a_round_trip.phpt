--TEST--
RedisSemaphore: release(), expire() and isAcquired() of a name this object does not hold (never acquired, held by another object, released, or refused) answer false without sending anything, even while the name is held by another object
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/semaphore.inc';
// a private server, so that its command counts are this test's alone
[$port, $pid] = rl_server_start();
$commands = static function () use ($port): int {
    preg_match_all('/^cmdstat_(?!info:)[^:]+:calls=(\d+)/m', rl_redis_at($port, 'INFO', 'commandstats'), $m);
    return array_sum(array_map('intval', $m[1]));
};
$other = rl_semaphore(['port' => $port]);
var_dump($other->acquire('busy', 1, 0, 30));
$sem = rl_semaphore(['port' => $port]);
var_dump($sem->acquire('busy', 1));          // refused: the limit is reached
var_dump($sem->acquire('mine', 1, 0, 30), $sem->release('mine'));
$before = $commands();
foreach (['never', 'busy', 'mine'] as $name) {
    var_dump($sem->release($name), $sem->expire($name, 60), $sem->isAcquired($name));
}
echo 'commands sent: ', $commands() - $before, "\n";
echo 'the other object still holds its permit: ', count(rl_semaphore_live_permits('busy', $port)) === 1 && $other->isAcquired('busy') ? 'yes' : 'no', "\n";
rl_server_stop($pid);
?>
--EXPECT--
bool(true)
bool(false)
bool(true)
bool(true)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
commands sent: 0
the other object still holds its permit: yes
