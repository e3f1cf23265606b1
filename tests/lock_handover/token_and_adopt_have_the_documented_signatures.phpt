--TEST--
RedisLock hand-over API: token() and adopt() have the documented parameters and types, and adopt()'s $token is a SensitiveParameter
--FILE--
<?php
foreach (['token', 'adopt'] as $method) {
    $m = new ReflectionMethod('RedisLock', $method);
    $params = [];
    foreach ($m->getParameters() as $p) {
        $attributes = array_map(static fn ($a) => '#[' . $a->getName() . '] ', $p->getAttributes());
        $params[] = implode('', $attributes) . $p->getType() . ' $' . $p->getName();
    }
    echo $method, '(', implode(', ', $params), '): ', $m->getReturnType(), "\n";
}
?>
--EXPECT--
token(?string $name): string|false
adopt(?string $name, #[SensitiveParameter] string $token): bool
