--TEST--
RedisQueue::work(): SIGINT while a handler runs stops the loop once that task is settled (acknowledged); the tasks reserved but not handed over are due again at once with their delivery given back; a pcntl_signal() handler installed before still runs, and is the handler again after work() returns
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/work.inc';
rl_work_signal_stop(SIGINT);
?>
--EXPECT--
work() returned 1, handled a; pcntl handler heard 1
a: gone, no attempts
b: due, no attempts
c: due, no attempts
after work(), the signal reached the pcntl handler: 2
