--TEST--
RedisQueue failure path API: ack(), fail(), failed(), retryFailed(), purgeFailed() and stats() have the documented parameters, types and defaults
--FILE--
<?php
foreach (['ack', 'fail', 'failed', 'retryFailed', 'purgeFailed', 'stats'] as $method) {
    $m = new ReflectionMethod('RedisQueue', $method);
    $params = [];
    foreach ($m->getParameters() as $p) {
        $params[] = $p->getType() . ' $' . $p->getName() . ($p->isOptional() ? ' = ' . var_export($p->getDefaultValue(), true) : '');
    }
    echo $method, '(', implode(', ', $params), '): ', $m->getReturnType(), "\n";
}
?>
--EXPECT--
ack(?string $name, array $tasks): int
fail(?string $name, string|int $id, float $score, string $reason = ''): bool
failed(?string $name, int $count = 100): array
retryFailed(?string $name, array|string|int|null $ids = NULL): int
purgeFailed(?string $name, array|string|int|null $ids = NULL): int
stats(?string $name): array
