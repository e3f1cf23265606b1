/* This is a generated file, edit the .stub.php file instead.
 * Stub hash: 2b6f621795efe3717ef43c9579f27b42ce46c598 */

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_RedisLock___construct, 0, 0, 0)
	ZEND_ARG_TYPE_MASK(0, param, MAY_BE_ARRAY|MAY_BE_STRING|MAY_BE_NULL, "null")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_RedisLock_lock, 0, 1, _IS_BOOL, 0)
	ZEND_ARG_TYPE_INFO(0, name, IS_STRING, 1)
	ZEND_ARG_TYPE_MASK(0, timeout, MAY_BE_LONG|MAY_BE_DOUBLE, "0")
	ZEND_ARG_TYPE_MASK(0, expire, MAY_BE_LONG|MAY_BE_DOUBLE, "15")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, waitIntervalUs, IS_LONG, 0, "100000")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_RedisLock_lockMany, 0, 1, _IS_BOOL, 0)
	ZEND_ARG_TYPE_INFO(0, names, IS_ARRAY, 0)
	ZEND_ARG_TYPE_MASK(0, timeout, MAY_BE_LONG|MAY_BE_DOUBLE, "0")
	ZEND_ARG_TYPE_MASK(0, expire, MAY_BE_LONG|MAY_BE_DOUBLE, "15")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, waitIntervalUs, IS_LONG, 0, "100000")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_RedisLock_unlock, 0, 1, _IS_BOOL, 0)
	ZEND_ARG_TYPE_INFO(0, name, IS_STRING, 1)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_RedisLock_unlockAll, 0, 0, _IS_BOOL, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_RedisLock_expire, 0, 2, _IS_BOOL, 0)
	ZEND_ARG_TYPE_INFO(0, name, IS_STRING, 1)
	ZEND_ARG_TYPE_MASK(0, expire, MAY_BE_LONG|MAY_BE_DOUBLE, NULL)
ZEND_END_ARG_INFO()

#define arginfo_class_RedisLock_isLocking arginfo_class_RedisLock_unlock

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_MASK_EX(arginfo_class_RedisLock_fencingToken, 0, 1, MAY_BE_LONG|MAY_BE_FALSE)
	ZEND_ARG_TYPE_INFO(0, name, IS_STRING, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_MASK_EX(arginfo_class_RedisLock_token, 0, 1, MAY_BE_STRING|MAY_BE_FALSE)
	ZEND_ARG_TYPE_INFO(0, name, IS_STRING, 1)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_RedisLock_adopt, 0, 2, _IS_BOOL, 0)
	ZEND_ARG_TYPE_INFO(0, name, IS_STRING, 1)
	ZEND_ARG_TYPE_INFO(0, token, IS_STRING, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_RedisSemaphore___construct arginfo_class_RedisLock___construct

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_RedisSemaphore_acquire, 0, 2, _IS_BOOL, 0)
	ZEND_ARG_TYPE_INFO(0, name, IS_STRING, 1)
	ZEND_ARG_TYPE_INFO(0, limit, IS_LONG, 0)
	ZEND_ARG_TYPE_MASK(0, timeout, MAY_BE_LONG|MAY_BE_DOUBLE, "0")
	ZEND_ARG_TYPE_MASK(0, expire, MAY_BE_LONG|MAY_BE_DOUBLE, "15")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, weight, IS_LONG, 0, "1")
ZEND_END_ARG_INFO()

#define arginfo_class_RedisSemaphore_release arginfo_class_RedisLock_unlock

#define arginfo_class_RedisSemaphore_releaseAll arginfo_class_RedisLock_unlockAll

#define arginfo_class_RedisSemaphore_expire arginfo_class_RedisLock_expire

#define arginfo_class_RedisSemaphore_isAcquired arginfo_class_RedisLock_unlock

#define arginfo_class_RedisQueue___construct arginfo_class_RedisLock___construct

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_RedisQueue_enqueue, 0, 2, _IS_BOOL, 0)
	ZEND_ARG_TYPE_INFO(0, name, IS_STRING, 1)
	ZEND_ARG_TYPE_MASK(0, id, MAY_BE_STRING|MAY_BE_LONG|MAY_BE_ARRAY|MAY_BE_NULL, NULL)
	ZEND_ARG_TYPE_MASK(0, timeout, MAY_BE_LONG|MAY_BE_DOUBLE, "10")
	ZEND_ARG_TYPE_MASK(0, afterInterval, MAY_BE_LONG|MAY_BE_DOUBLE, "0")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_RedisQueue_put, 0, 2, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO(0, name, IS_STRING, 1)
	ZEND_ARG_TYPE_INFO(0, tasks, IS_ARRAY, 0)
	ZEND_ARG_TYPE_MASK(0, afterInterval, MAY_BE_LONG|MAY_BE_DOUBLE, "0")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_RedisQueue_dequeue, 0, 3, _IS_BOOL, 0)
	ZEND_ARG_TYPE_INFO(0, name, IS_STRING, 1)
	ZEND_ARG_TYPE_MASK(0, id, MAY_BE_STRING|MAY_BE_LONG|MAY_BE_NULL, NULL)
	ZEND_ARG_TYPE_MASK(0, score, MAY_BE_DOUBLE|MAY_BE_LONG|MAY_BE_STRING|MAY_BE_NULL, NULL)
	ZEND_ARG_TYPE_MASK(0, timeout, MAY_BE_LONG|MAY_BE_DOUBLE, "10")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_MASK_EX(arginfo_class_RedisQueue_pop, 0, 1, MAY_BE_ARRAY|MAY_BE_FALSE)
	ZEND_ARG_TYPE_INFO(0, name, IS_STRING, 1)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, count, IS_LONG, 0, "1")
	ZEND_ARG_TYPE_MASK(0, timeout, MAY_BE_LONG|MAY_BE_DOUBLE, "10")
	ZEND_ARG_TYPE_MASK(0, wait, MAY_BE_LONG|MAY_BE_DOUBLE, "0")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_MASK_EX(arginfo_class_RedisQueue_reserve, 0, 1, MAY_BE_ARRAY|MAY_BE_FALSE)
	ZEND_ARG_TYPE_INFO(0, name, IS_STRING, 1)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, count, IS_LONG, 0, "1")
	ZEND_ARG_TYPE_MASK(0, visibility, MAY_BE_LONG|MAY_BE_DOUBLE, "30")
	ZEND_ARG_TYPE_MASK(0, wait, MAY_BE_LONG|MAY_BE_DOUBLE, "0")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, maxAttempts, IS_LONG, 0, "0")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_RedisQueue_ack, 0, 2, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO(0, name, IS_STRING, 1)
	ZEND_ARG_TYPE_INFO(0, tasks, IS_ARRAY, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_RedisQueue_fail, 0, 3, _IS_BOOL, 0)
	ZEND_ARG_TYPE_INFO(0, name, IS_STRING, 1)
	ZEND_ARG_TYPE_MASK(0, id, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO(0, score, IS_DOUBLE, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, reason, IS_STRING, 0, "\'\'")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_RedisQueue_failed, 0, 1, IS_ARRAY, 0)
	ZEND_ARG_TYPE_INFO(0, name, IS_STRING, 1)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, count, IS_LONG, 0, "100")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_RedisQueue_retryFailed, 0, 1, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO(0, name, IS_STRING, 1)
	ZEND_ARG_TYPE_MASK(0, ids, MAY_BE_ARRAY|MAY_BE_STRING|MAY_BE_LONG|MAY_BE_NULL, "null")
ZEND_END_ARG_INFO()

#define arginfo_class_RedisQueue_purgeFailed arginfo_class_RedisQueue_retryFailed

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_RedisQueue_stats, 0, 1, IS_ARRAY, 0)
	ZEND_ARG_TYPE_INFO(0, name, IS_STRING, 1)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_RedisQueue_work, 0, 2, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO(0, name, IS_STRING, 1)
	ZEND_ARG_TYPE_INFO(0, handler, IS_CALLABLE, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, batch, IS_LONG, 0, "1")
	ZEND_ARG_TYPE_MASK(0, visibility, MAY_BE_LONG|MAY_BE_DOUBLE, "30")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, maxAttempts, IS_LONG, 0, "0")
	ZEND_ARG_TYPE_MASK(0, backoff, MAY_BE_LONG|MAY_BE_DOUBLE|MAY_BE_ARRAY, "[1, 5, 30, 120, 600]")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, maxTasks, IS_LONG, 0, "0")
	ZEND_ARG_TYPE_MASK(0, maxTime, MAY_BE_LONG|MAY_BE_DOUBLE, "0")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, memoryLimit, IS_LONG, 0, "0")
	ZEND_ARG_TYPE_MASK(0, idleWait, MAY_BE_LONG|MAY_BE_DOUBLE, "5")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, onError, IS_CALLABLE, 1, "null")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_MASK_EX(arginfo_class_RedisQueue_touch, 0, 4, MAY_BE_DOUBLE|MAY_BE_FALSE)
	ZEND_ARG_TYPE_INFO(0, name, IS_STRING, 0)
	ZEND_ARG_TYPE_MASK(0, id, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO(0, score, IS_DOUBLE, 0)
	ZEND_ARG_TYPE_MASK(0, visibility, MAY_BE_LONG|MAY_BE_DOUBLE, NULL)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_RedisQueue_size, 0, 1, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO(0, name, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, dueOnly, _IS_BOOL, 0, "false")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_MASK_EX(arginfo_class_RedisQueue_top, 0, 1, MAY_BE_ARRAY|MAY_BE_FALSE)
	ZEND_ARG_TYPE_INFO(0, name, IS_STRING, 1)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, count, IS_LONG, 0, "1")
ZEND_END_ARG_INFO()

#define arginfo_class_RedisStock___construct arginfo_class_RedisLock___construct

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_RedisStock_set, 0, 2, _IS_BOOL, 0)
	ZEND_ARG_TYPE_INFO(0, item, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, quantity, IS_LONG, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_RedisStock_add, 0, 2, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO(0, item, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, delta, IS_LONG, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_MASK_EX(arginfo_class_RedisStock_take, 0, 1, MAY_BE_STRING|MAY_BE_FALSE)
	ZEND_ARG_TYPE_INFO(0, item, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, quantity, IS_LONG, 0, "1")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, buyer, IS_STRING, 1, "null")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, perBuyer, IS_LONG, 0, "0")
	ZEND_ARG_TYPE_MASK(0, hold, MAY_BE_LONG|MAY_BE_DOUBLE, "0")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, request, IS_STRING, 1, "null")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_RedisStock_confirm, 0, 2, _IS_BOOL, 0)
	ZEND_ARG_TYPE_INFO(0, item, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, reservation, IS_STRING, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_RedisStock_cancel arginfo_class_RedisStock_confirm

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_RedisStock_available, 0, 1, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO(0, item, IS_STRING, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_RedisStock_info, 0, 1, IS_ARRAY, 0)
	ZEND_ARG_TYPE_INFO(0, item, IS_STRING, 0)
ZEND_END_ARG_INFO()


ZEND_METHOD(RedisLock, __construct);
ZEND_METHOD(RedisLock, lock);
ZEND_METHOD(RedisLock, lockMany);
ZEND_METHOD(RedisLock, unlock);
ZEND_METHOD(RedisLock, unlockAll);
ZEND_METHOD(RedisLock, expire);
ZEND_METHOD(RedisLock, isLocking);
ZEND_METHOD(RedisLock, fencingToken);
ZEND_METHOD(RedisLock, token);
ZEND_METHOD(RedisLock, adopt);
ZEND_METHOD(RedisSemaphore, __construct);
ZEND_METHOD(RedisSemaphore, acquire);
ZEND_METHOD(RedisSemaphore, release);
ZEND_METHOD(RedisSemaphore, releaseAll);
ZEND_METHOD(RedisSemaphore, expire);
ZEND_METHOD(RedisSemaphore, isAcquired);
ZEND_METHOD(RedisQueue, __construct);
ZEND_METHOD(RedisQueue, enqueue);
ZEND_METHOD(RedisQueue, put);
ZEND_METHOD(RedisQueue, dequeue);
ZEND_METHOD(RedisQueue, pop);
ZEND_METHOD(RedisQueue, reserve);
ZEND_METHOD(RedisQueue, ack);
ZEND_METHOD(RedisQueue, fail);
ZEND_METHOD(RedisQueue, failed);
ZEND_METHOD(RedisQueue, retryFailed);
ZEND_METHOD(RedisQueue, purgeFailed);
ZEND_METHOD(RedisQueue, stats);
ZEND_METHOD(RedisQueue, work);
ZEND_METHOD(RedisQueue, touch);
ZEND_METHOD(RedisQueue, size);
ZEND_METHOD(RedisQueue, top);
ZEND_METHOD(RedisStock, __construct);
ZEND_METHOD(RedisStock, set);
ZEND_METHOD(RedisStock, add);
ZEND_METHOD(RedisStock, take);
ZEND_METHOD(RedisStock, confirm);
ZEND_METHOD(RedisStock, cancel);
ZEND_METHOD(RedisStock, available);
ZEND_METHOD(RedisStock, info);


static const zend_function_entry class_RedisLock_methods[] = {
	ZEND_ME(RedisLock, __construct, arginfo_class_RedisLock___construct, ZEND_ACC_PUBLIC)
	ZEND_ME(RedisLock, lock, arginfo_class_RedisLock_lock, ZEND_ACC_PUBLIC)
	ZEND_ME(RedisLock, lockMany, arginfo_class_RedisLock_lockMany, ZEND_ACC_PUBLIC)
	ZEND_ME(RedisLock, unlock, arginfo_class_RedisLock_unlock, ZEND_ACC_PUBLIC)
	ZEND_ME(RedisLock, unlockAll, arginfo_class_RedisLock_unlockAll, ZEND_ACC_PUBLIC)
	ZEND_ME(RedisLock, expire, arginfo_class_RedisLock_expire, ZEND_ACC_PUBLIC)
	ZEND_ME(RedisLock, isLocking, arginfo_class_RedisLock_isLocking, ZEND_ACC_PUBLIC)
	ZEND_ME(RedisLock, fencingToken, arginfo_class_RedisLock_fencingToken, ZEND_ACC_PUBLIC)
	ZEND_ME(RedisLock, token, arginfo_class_RedisLock_token, ZEND_ACC_PUBLIC)
	ZEND_ME(RedisLock, adopt, arginfo_class_RedisLock_adopt, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_RedisSemaphore_methods[] = {
	ZEND_ME(RedisSemaphore, __construct, arginfo_class_RedisSemaphore___construct, ZEND_ACC_PUBLIC)
	ZEND_ME(RedisSemaphore, acquire, arginfo_class_RedisSemaphore_acquire, ZEND_ACC_PUBLIC)
	ZEND_ME(RedisSemaphore, release, arginfo_class_RedisSemaphore_release, ZEND_ACC_PUBLIC)
	ZEND_ME(RedisSemaphore, releaseAll, arginfo_class_RedisSemaphore_releaseAll, ZEND_ACC_PUBLIC)
	ZEND_ME(RedisSemaphore, expire, arginfo_class_RedisSemaphore_expire, ZEND_ACC_PUBLIC)
	ZEND_ME(RedisSemaphore, isAcquired, arginfo_class_RedisSemaphore_isAcquired, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_RedisQueue_methods[] = {
	ZEND_ME(RedisQueue, __construct, arginfo_class_RedisQueue___construct, ZEND_ACC_PUBLIC)
	ZEND_ME(RedisQueue, enqueue, arginfo_class_RedisQueue_enqueue, ZEND_ACC_PUBLIC)
	ZEND_ME(RedisQueue, put, arginfo_class_RedisQueue_put, ZEND_ACC_PUBLIC)
	ZEND_ME(RedisQueue, dequeue, arginfo_class_RedisQueue_dequeue, ZEND_ACC_PUBLIC)
	ZEND_ME(RedisQueue, pop, arginfo_class_RedisQueue_pop, ZEND_ACC_PUBLIC)
	ZEND_ME(RedisQueue, reserve, arginfo_class_RedisQueue_reserve, ZEND_ACC_PUBLIC)
	ZEND_ME(RedisQueue, ack, arginfo_class_RedisQueue_ack, ZEND_ACC_PUBLIC)
	ZEND_ME(RedisQueue, fail, arginfo_class_RedisQueue_fail, ZEND_ACC_PUBLIC)
	ZEND_ME(RedisQueue, failed, arginfo_class_RedisQueue_failed, ZEND_ACC_PUBLIC)
	ZEND_ME(RedisQueue, retryFailed, arginfo_class_RedisQueue_retryFailed, ZEND_ACC_PUBLIC)
	ZEND_ME(RedisQueue, purgeFailed, arginfo_class_RedisQueue_purgeFailed, ZEND_ACC_PUBLIC)
	ZEND_ME(RedisQueue, stats, arginfo_class_RedisQueue_stats, ZEND_ACC_PUBLIC)
	ZEND_ME(RedisQueue, work, arginfo_class_RedisQueue_work, ZEND_ACC_PUBLIC)
	ZEND_ME(RedisQueue, touch, arginfo_class_RedisQueue_touch, ZEND_ACC_PUBLIC)
	ZEND_ME(RedisQueue, size, arginfo_class_RedisQueue_size, ZEND_ACC_PUBLIC)
	ZEND_ME(RedisQueue, top, arginfo_class_RedisQueue_top, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_RedisStock_methods[] = {
	ZEND_ME(RedisStock, __construct, arginfo_class_RedisStock___construct, ZEND_ACC_PUBLIC)
	ZEND_ME(RedisStock, set, arginfo_class_RedisStock_set, ZEND_ACC_PUBLIC)
	ZEND_ME(RedisStock, add, arginfo_class_RedisStock_add, ZEND_ACC_PUBLIC)
	ZEND_ME(RedisStock, take, arginfo_class_RedisStock_take, ZEND_ACC_PUBLIC)
	ZEND_ME(RedisStock, confirm, arginfo_class_RedisStock_confirm, ZEND_ACC_PUBLIC)
	ZEND_ME(RedisStock, cancel, arginfo_class_RedisStock_cancel, ZEND_ACC_PUBLIC)
	ZEND_ME(RedisStock, available, arginfo_class_RedisStock_available, ZEND_ACC_PUBLIC)
	ZEND_ME(RedisStock, info, arginfo_class_RedisStock_info, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_RedisLockException_methods[] = {
	ZEND_FE_END
};

static zend_class_entry *register_class_RedisLock(void)
{
	zend_class_entry ce, *class_entry;

	INIT_CLASS_ENTRY(ce, "RedisLock", class_RedisLock_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_NOT_SERIALIZABLE;
#if (PHP_VERSION_ID >= 80200)


	zend_add_parameter_attribute(zend_hash_str_find_ptr(&class_entry->function_table, "__construct", sizeof("__construct") - 1), 0, ZSTR_KNOWN(ZEND_STR_SENSITIVEPARAMETER), 0);

	zend_add_parameter_attribute(zend_hash_str_find_ptr(&class_entry->function_table, "adopt", sizeof("adopt") - 1), 1, ZSTR_KNOWN(ZEND_STR_SENSITIVEPARAMETER), 0);
#endif

	return class_entry;
}

static zend_class_entry *register_class_RedisSemaphore(void)
{
	zend_class_entry ce, *class_entry;

	INIT_CLASS_ENTRY(ce, "RedisSemaphore", class_RedisSemaphore_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_NOT_SERIALIZABLE;
#if (PHP_VERSION_ID >= 80200)


	zend_add_parameter_attribute(zend_hash_str_find_ptr(&class_entry->function_table, "__construct", sizeof("__construct") - 1), 0, ZSTR_KNOWN(ZEND_STR_SENSITIVEPARAMETER), 0);
#endif

	return class_entry;
}

static zend_class_entry *register_class_RedisQueue(void)
{
	zend_class_entry ce, *class_entry;

	INIT_CLASS_ENTRY(ce, "RedisQueue", class_RedisQueue_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_NOT_SERIALIZABLE;
#if (PHP_VERSION_ID >= 80200)


	zend_add_parameter_attribute(zend_hash_str_find_ptr(&class_entry->function_table, "__construct", sizeof("__construct") - 1), 0, ZSTR_KNOWN(ZEND_STR_SENSITIVEPARAMETER), 0);
#endif

	return class_entry;
}

static zend_class_entry *register_class_RedisStock(void)
{
	zend_class_entry ce, *class_entry;

	INIT_CLASS_ENTRY(ce, "RedisStock", class_RedisStock_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_NOT_SERIALIZABLE;
#if (PHP_VERSION_ID >= 80200)


	zend_add_parameter_attribute(zend_hash_str_find_ptr(&class_entry->function_table, "__construct", sizeof("__construct") - 1), 0, ZSTR_KNOWN(ZEND_STR_SENSITIVEPARAMETER), 0);
#endif

	return class_entry;
}

static zend_class_entry *register_class_RedisLockException(zend_class_entry *class_entry_RuntimeException)
{
	zend_class_entry ce, *class_entry;

	INIT_CLASS_ENTRY(ce, "RedisLockException", class_RedisLockException_methods);
	class_entry = zend_register_internal_class_ex(&ce, class_entry_RuntimeException);

	return class_entry;
}
