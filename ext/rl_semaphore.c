/*
 * RedisSemaphore: at most a limit of permits of a name held at once, a
 * holder (rl_holder.h) taking the permits of its weight (1 by default) at
 * once per name, all or none. The permits are the sorted set
 * "Semaphore:{name}" (a member per permit => expiry,
 * ext/lua/lib/permits.lua); waiting, renewal, release at the object's end
 * and sync_replicas are the holder's, as for RedisLock. This file is the
 * class: its kind (the semaphore scripts) and its arguments.
 */
#include "php.h"
#include "zend_exceptions.h"

#include "rl_args.h"
#include "rl_holder.h"
#include "rl_script.h"
#include "rl_semaphore.h"

#define RL_SEMAPHORE_KIND "Semaphore:"

/* How often, at the longest, a waiter asks again (a permit freed by its
 * expiry wakes no one): lock()'s default $waitIntervalUs. */
#define RL_SEMAPHORE_WAIT_US 100000

zend_class_entry *rl_semaphore_ce;

/* A semaphore: its key holds a permit per holder; never a plain SET. */
static const rl_holder_kind semaphore_kind = {
	.key_kind = RL_SEMAPHORE_KIND, .key_kind_len = sizeof(RL_SEMAPHORE_KIND) - 1, .thing = "permit",
	.class_name = "RedisSemaphore", .release_verb = "release", .release_all_verb = "releaseAll",
	.acquire = &rl_semaphore_acquire_script, .release = &rl_semaphore_release_script,
	.extend = &rl_semaphore_extend_script, .check = &rl_semaphore_check_script, .plain_set = false,
};

PHP_METHOD(RedisSemaphore, __construct)
{
	if (rl_holder_construct(INTERNAL_FUNCTION_PARAM_PASSTHRU) == FAILURE) {
		RETURN_THROWS();
	}
	/* a permit has no fencing token: the option changes nothing here */
	Z_RL_HOLDER_P(ZEND_THIS)->client.fencing = false;
}

PHP_METHOD(RedisSemaphore, acquire)
{
	zend_string *name;
	zval *timeout = NULL, *expire = NULL;
	rl_take_request req = {.timeout_ms = 0, .expire_ms = 15000, .wait_us = RL_SEMAPHORE_WAIT_US, .weight = 1};

	ZEND_PARSE_PARAMETERS_START(2, 5)
		Z_PARAM_STR_OR_NULL(name)
		Z_PARAM_LONG(req.limit)
		Z_PARAM_OPTIONAL
		Z_PARAM_NUMBER(timeout)
		Z_PARAM_NUMBER(expire)
		Z_PARAM_LONG(req.weight)
	ZEND_PARSE_PARAMETERS_END();

	if (req.limit < 1) {
		zend_argument_value_error(2, "must be greater than or equal to 1");
		RETURN_THROWS();
	}
	if (req.weight < 1 || req.weight > req.limit) {
		zend_argument_value_error(5, "must be between 1 and $limit (" ZEND_LONG_FMT ")", req.limit);
		RETURN_THROWS();
	}
	if ((timeout && !rl_holder_timeout_ms(timeout, 3, &req.timeout_ms))
			|| (expire && !rl_holder_expire_ms(expire, 4, &req.expire_ms))) {
		RETURN_THROWS();
	}
	rl_holder *obj = Z_RL_HOLDER_P(ZEND_THIS);
	if (!rl_holder_ready(obj)) {
		RETURN_THROWS();
	}
	if (!rl_name_given(name)) {
		RETURN_FALSE;
	}
	/* one permit per object and name: a second is another object's; one
	 * that expired (or was lost) is settled as release() would */
	if (zend_hash_exists(&obj->held, name)) {
		zend_long still = rl_held_settle(obj, name);

		if (still < 0) {
			RETURN_THROWS();
		}
		if (still == 1) {
			RETURN_FALSE;
		}
	}
	bool taken = rl_holder_take(obj, name, &req);
	if (EG(exception)) {
		RETURN_THROWS();
	}
	RETURN_BOOL(taken);
}

PHP_METHOD(RedisSemaphore, release)
{
	rl_holder_release_method(INTERNAL_FUNCTION_PARAM_PASSTHRU);
}

PHP_METHOD(RedisSemaphore, releaseAll)
{
	rl_holder_release_all_method(INTERNAL_FUNCTION_PARAM_PASSTHRU);
}

PHP_METHOD(RedisSemaphore, expire)
{
	rl_holder_expire_method(INTERNAL_FUNCTION_PARAM_PASSTHRU);
}

PHP_METHOD(RedisSemaphore, isAcquired)
{
	rl_holder_check_method(INTERNAL_FUNCTION_PARAM_PASSTHRU);
}

static zend_object *rl_semaphore_create(zend_class_entry *ce)
{
	return rl_holder_create(ce, &semaphore_kind);
}

void rl_semaphore_startup(zend_class_entry *ce)
{
	rl_semaphore_ce = ce;
	rl_holder_class_startup(ce, rl_semaphore_create);
}
