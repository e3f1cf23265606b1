--TEST--
RedisQueue: when an error handler turns the "implicit conversion from float" deprecation of a float $id into an exception, enqueue() and dequeue() stop there and leave the queue unchanged
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
set_error_handler(function (int $no, string $message) {
    throw new ErrorException($message, 0, $no);
});
$q = rl_queue();
var_dump($q->enqueue('q', '1.5'));           // the string id "1.5" is fine
$score = $q->top('q')['score'];
foreach ([fn () => $q->enqueue('q', 2.5), fn () => $q->dequeue('q', 1.5, $score)] as $call) {
    try {
        var_dump($call());
    } catch (ErrorException $e) {
        echo 'ErrorException: ', $e->getMessage(), "\n";
    }
}
var_dump(array_column($q->top('q', 5), 'id'));
?>
--EXPECTF--
bool(true)
ErrorException: Implicit conversion from float 2.5 to int loses precision
ErrorException: Implicit conversion from float 1.5 to int loses precision
array(1) {
  [0]=>
  string(3) "1.5"
}
