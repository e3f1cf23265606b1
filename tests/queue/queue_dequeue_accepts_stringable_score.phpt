--TEST--
RedisQueue: dequeue() takes a Stringable $score as PHP does for a float|int|string parameter; an exception from __toString comes through unwrapped and removes nothing
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
final class Score implements Stringable
{
    public function __construct(private string $s) {}
    public function __toString(): string { return $this->s; }
}
final class BrokenScore implements Stringable
{
    public function __toString(): string { throw new LogicException('no score'); }
}
$q = rl_queue();
var_dump($q->enqueue('q', ['a', 'b']));
$tasks = $q->top('q', 2);
var_dump($q->dequeue('q', 'a', new Score('0.5')));                          // not its score
var_dump($q->dequeue('q', 'a', new Score(sprintf('%.17g', $tasks[0]['score']))));
try {
    $q->dequeue('q', 'b', new BrokenScore());
} catch (LogicException $e) {
    echo get_class($e), ': ', $e->getMessage(), ', previous: ', var_export($e->getPrevious(), true), "\n";
}
var_dump(array_column($q->top('q', 5), 'id'));
?>
--EXPECT--
bool(true)
bool(false)
bool(true)
LogicException: no score, previous: NULL
array(1) {
  [0]=>
  string(1) "b"
}
