--TEST--
RedisLock release_at_shutdown: during the request, an object with the option releases the locks it still holds at once when it is destroyed (unset(), a function's local at its return, a local of functions an exception unwinds, the exception reaching the catch unchanged), and only its own: another object's locks stay, and a lock whose key has meanwhile passed to another holder (another token) is left to that holder
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$held = fn (string $name) => rl_redis('EXISTS', rl_lock_key($name)) === 1 ? 'yes' : 'no';

$lock = rl_lock(['release_at_shutdown' => true]);
$other = rl_lock(['release_at_shutdown' => true]);
$plain = rl_lock();
var_dump($lock->lock('a', 0, 60) && $lock->lock('b', 0, 60) && $lock->lock('taken-over', 0, 60)
    && $other->lock('other', 0, 60) && $plain->lock('plain', 0, 60));
rl_redis('SET', rl_lock_key('taken-over'), 'another-holders-token', 'PX', '60000'); // as if it expired and another took it
unset($lock);
echo 'unset(): a is still held: ', $held('a'), "\n";
echo 'unset(): b is still held: ', $held('b'), "\n";
echo "unset(): the other holder's lock is left with its token: ",
    rl_redis('GET', rl_lock_key('taken-over')) === 'another-holders-token' ? 'yes' : 'no', "\n";
echo 'unset(): the lock of another object with the option is still held: ', $held('other'), "\n";
echo 'unset(): the lock of an object without the option is still held: ', $held('plain'), "\n";

function scoped(): string
{
    $local = rl_lock(['release_at_shutdown' => true]);
    $local->lock('scoped', 0, 60);
    return rl_redis('EXISTS', rl_lock_key('scoped')) === 1 ? 'yes' : 'no';
}
echo 'function return: held inside the function: ', scoped(), "\n";
echo 'function return: still held after its return: ', $held('scoped'), "\n";

function inner(): void
{
    $local = rl_lock(['release_at_shutdown' => true]);
    $local->lock('inner', 0, 60);
    throw new DomainException('boom', 42, new LogicException('cause'));
}
function outer(): void
{
    $local = rl_lock(['release_at_shutdown' => true]);
    $local->lock('outer', 0, 60);
    inner();
}
try {
    outer();
} catch (Throwable $e) {
    echo 'exception: caught ', get_class($e), ' "', $e->getMessage(), '" code ', $e->getCode(), ', previous ',
        get_class($e->getPrevious()), ', thrown in ', $e->getTrace()[0]['function'], "\n";
    echo "exception: the inner function's lock is still held: ", $held('inner'), "\n";
    echo "exception: the outer function's lock is still held: ", $held('outer'), "\n";
}
echo 'the script went on: yes', "\n";
?>
--EXPECT--
bool(true)
unset(): a is still held: no
unset(): b is still held: no
unset(): the other holder's lock is left with its token: yes
unset(): the lock of another object with the option is still held: yes
unset(): the lock of an object without the option is still held: yes
function return: held inside the function: yes
function return: still held after its return: no
exception: caught DomainException "boom" code 42, previous LogicException, thrown in inner
exception: the inner function's lock is still held: no
exception: the outer function's lock is still held: no
the script went on: yes
