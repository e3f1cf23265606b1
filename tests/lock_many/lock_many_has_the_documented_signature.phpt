--TEST--
RedisLock::lockMany() has the documented parameters, types and defaults (those of lock(), with an array of names)
--FILE--
<?php
foreach (['lockMany', 'lock'] as $method) {
    $m = new ReflectionMethod('RedisLock', $method);
    $params = [];
    foreach ($m->getParameters() as $p) {
        $params[] = $p->getType() . ' $' . $p->getName() . ($p->isDefaultValueAvailable() ? ' = ' . var_export($p->getDefaultValue(), true) : '');
    }
    echo $m->isPublic() ? 'public ' : '', $method, '(', implode(', ', $params), '): ', $m->getReturnType(), "\n";
}
?>
--EXPECT--
public lockMany(array $names, int|float $timeout = 0, int|float $expire = 15, int $waitIntervalUs = 100000): bool
public lock(?string $name, int|float $timeout = 0, int|float $expire = 15, int $waitIntervalUs = 100000): bool
