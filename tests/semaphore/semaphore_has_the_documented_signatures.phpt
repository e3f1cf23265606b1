--TEST--
RedisSemaphore: the class and its methods have the documented parameters, types and defaults, and a RedisSemaphore is not a RedisLock
--FILE--
<?php
$class = new ReflectionClass('RedisSemaphore');
echo 'internal: ', $class->isInternal() ? 'yes' : 'no', ', parent: ', var_export($class->getParentClass(), true), "\n";
foreach (['__construct', 'acquire', 'release', 'releaseAll', 'expire', 'isAcquired'] as $method) {
    $m = new ReflectionMethod('RedisSemaphore', $method);
    $params = [];
    foreach ($m->getParameters() as $p) {
        $params[] = $p->getType() . ' $' . $p->getName() . ($p->isDefaultValueAvailable() ? ' = ' . var_export($p->getDefaultValue(), true) : '');
    }
    echo $m->isPublic() ? 'public ' : '', $method, '(', implode(', ', $params), ')', $m->hasReturnType() ? ': ' . $m->getReturnType() : '', "\n";
}
echo 'public methods: ', implode(', ', array_map(static fn ($m) => $m->getName(), $class->getMethods(ReflectionMethod::IS_PUBLIC))), "\n";
?>
--EXPECT--
internal: yes, parent: false
public __construct(array|string|null $param = NULL)
public acquire(?string $name, int $limit, int|float $timeout = 0, int|float $expire = 15, int $weight = 1): bool
public release(?string $name): bool
public releaseAll(): bool
public expire(?string $name, int|float $expire): bool
public isAcquired(?string $name): bool
public methods: __construct, acquire, release, releaseAll, expire, isAcquired
