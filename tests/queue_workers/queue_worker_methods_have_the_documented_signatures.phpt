--TEST--
RedisQueue worker API: pop() takes $wait, and reserve(), touch() and size() have the documented parameters, types and defaults
--FILE--
<?php
foreach (['pop', 'reserve', 'touch', 'size'] as $method) {
    $m = new ReflectionMethod('RedisQueue', $method);
    $params = [];
    foreach ($m->getParameters() as $p) {
        $params[] = $p->getType() . ' $' . $p->getName() . ($p->isOptional() ? ' = ' . var_export($p->getDefaultValue(), true) : '');
    }
    echo $method, '(', implode(', ', $params), '): ', $m->getReturnType(), "\n";
}
?>
--EXPECT--
pop(?string $name, int $count = 1, int|float $timeout = 10, int|float $wait = 0): array|false
reserve(?string $name, int $count = 1, int|float $visibility = 30, int|float $wait = 0, int $maxAttempts = 0): array|false
touch(string $name, string|int $id, float $score, int|float $visibility): float|false
size(string $name, bool $dueOnly = false): int
