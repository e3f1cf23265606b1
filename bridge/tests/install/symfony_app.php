<?php

declare(strict_types=1);

/*
 * A Symfony-component application as a new user makes one: Debian's
 * Symfony 5.4 components, and redislock/bridge installed by Composer from
 * the repository (vendor/autoload.php of the project in argv[1]). It
 * locks, takes a semaphore and sends and consumes a Messenger message
 * through the bridge, each configured by a DSN; prints what it saw and
 * exits 1 if anything differs from what the components promise.
 */

require_once $argv[1] . '/vendor/autoload.php';
require_once '/usr/share/php/Symfony/Component/Lock/autoload.php';
require_once '/usr/share/php/Symfony/Component/Semaphore/autoload.php';
require_once '/usr/share/php/Symfony/Component/Messenger/autoload.php';

use RedisLock\Bridge\Symfony\Lock\RedisLockStore;
use RedisLock\Bridge\Symfony\Messenger\RedisQueueTransportFactory;
use RedisLock\Bridge\Symfony\Semaphore\RedisSemaphoreStore;
use Symfony\Component\Lock\LockFactory;
use Symfony\Component\Messenger\Envelope;
use Symfony\Component\Messenger\Transport\Serialization\PhpSerializer;
use Symfony\Component\Semaphore\SemaphoreFactory;

$port = (int) getenv('REDISLOCK_TEST_PORT');
$dsn = "redis://127.0.0.1:$port";
$ok = true;
$check = static function (string $what, bool $seen) use (&$ok): void {
    echo $what, ': ', $seen ? 'yes' : 'NO', "\n";
    $ok = $ok && $seen;
};

$locks = new LockFactory(new RedisLockStore($dsn));
$lock = $locks->createLock('install-check-invoice', 10);
$check('a lock is acquired', $lock->acquire());
$check('a second lock of the resource is refused', !$locks->createLock('install-check-invoice')->acquire());
$lock->release();
$check('after release() it is free', $locks->createLock('install-check-invoice')->acquire());

$semaphores = new SemaphoreFactory(new RedisSemaphoreStore($dsn));
$first = $semaphores->createSemaphore('install-check-export', 2, 2);
$check('a semaphore of weight 2 out of 2 is acquired', $first->acquire());
$check('a third permit is refused', !$semaphores->createSemaphore('install-check-export', 2)->acquire());
$first->release();

$factory = new RedisQueueTransportFactory();
$transport = $factory->createTransport("redislock://127.0.0.1:$port/install-check-messages", [], new PhpSerializer());
$check('the factory supports redislock://', $factory->supports("redislock://127.0.0.1:$port/q", []));
$transport->send(new Envelope((object) ['order' => 42]));
$received = iterator_to_array($transport->get());
$check('the message sent is received', count($received) === 1 && $received[0]->getMessage()->order === 42);
$transport->ack($received[0]);
$check('once acknowledged none is left', $transport->getMessageCount() === 0);

exit($ok ? 0 : 1);
