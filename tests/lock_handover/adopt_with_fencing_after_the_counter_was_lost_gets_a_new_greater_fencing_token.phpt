--TEST--
RedisLock adopt() with fencing when the lock's fencing counter was lost (deleted as an eviction would): it answers true and fencingToken() gives a token, never false: a new one, issued as an acquisition would (greater than the first holder's, at least the server's clock in microseconds), recorded as the counter, so that a later adopt() of the lock reads the same one and the next acquisition's is greater
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$counter = '{' . rl_lock_key('lost-counter') . '}:fence';
function server_us(): int
{
    [$s, $us] = rl_redis('TIME');
    return (int) $s * 1000000 + (int) $us;
}

$a = rl_lock(['fencing' => true]);
var_dump($a->lock('lost-counter', 0, 30));
$first = $a->fencingToken('lost-counter');
rl_redis('DEL', $counter);                   // the counter key is lost
$before = server_us();
$b = rl_lock(['fencing' => true]);
var_dump($b->adopt('lost-counter', $a->token('lost-counter')));
$adopted = $b->fencingToken('lost-counter');
echo 'a token: ', is_int($adopted) ? 'yes' : var_export($adopted, true), "\n";
echo 'greater than the first holder\'s: ', $adopted > $first ? 'yes' : 'no', "\n";
echo 'at least the server\'s clock: ', $adopted >= $before ? 'yes' : 'no', "\n";
echo 'recorded as the counter: ', rl_redis('GET', $counter) === (string) $adopted ? 'yes' : 'no', "\n";
$c = rl_lock(['fencing' => true]);
var_dump($c->adopt('lost-counter', $a->token('lost-counter')));
echo 'a later adopt() reads the same: ', $c->fencingToken('lost-counter') === $adopted ? 'yes' : 'no', "\n";
var_dump($b->unlock('lost-counter'));
$d = rl_lock(['fencing' => true]);
var_dump($d->lock('lost-counter', 0, 30));
echo 'the next acquisition\'s is greater: ', $d->fencingToken('lost-counter') > $adopted ? 'yes' : 'no', "\n";
$d->unlock('lost-counter');
?>
--EXPECT--
bool(true)
bool(true)
a token: yes
greater than the first holder's: yes
at least the server's clock: yes
recorded as the counter: yes
bool(true)
a later adopt() reads the same: yes
bool(true)
bool(true)
the next acquisition's is greater: yes
