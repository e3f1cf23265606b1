/*
 * RedisLock: a distributed lock on the Redis key "Lock:{name}", a holder
 * (rl_holder.h) of one token per name. This file is the class: its kind
 * (the plain SET NX PX, and the lock scripts), its arguments, and what
 * only a lock has: fencing tokens, lockMany(), and the hand-over of a
 * lock to another process (token(), adopt()).
 */
#include "php.h"
#include "zend_exceptions.h"

#include "rl_args.h"
#include "rl_holder.h"
#include "rl_lock.h"
#include "rl_lock_many.h"
#include "rl_lock_scripts.h"
#include "rl_os.h"
#include "rl_script.h"

#define RL_LOCK_KIND "Lock:"

zend_class_entry *rl_lock_ce;

/* A lock: the key "Lock:{name}" holds its token. */
static const rl_holder_kind lock_kind = {
	.key_kind = RL_LOCK_KIND, .key_kind_len = sizeof(RL_LOCK_KIND) - 1, .thing = "lock", .class_name = "RedisLock",
	.release_verb = "unlock", .release_all_verb = "unlockAll",
	.acquire = &rl_lock_acquire_script, .release = &rl_lock_release_script, .extend = &rl_lock_extend_script,
	.check = &rl_lock_check_script, .plain_set = true,
};

PHP_METHOD(RedisLock, __construct)
{
	if (rl_holder_construct(INTERNAL_FUNCTION_PARAM_PASSTHRU) == FAILURE) {
		RETURN_THROWS();
	}
}

/* The arguments lock() and lockMany() share after the first, into req:
 * $timeout, $expire (arguments 2 and 3) and $waitIntervalUs (its value
 * already in req->wait_us). Returns false after throwing ValueError. */
static bool lock_arguments(const zval *timeout, const zval *expire, rl_take_request *req)
{
	if (timeout && !rl_holder_timeout_ms(timeout, 2, &req->timeout_ms)) {
		return false;
	}
	if (expire && !rl_holder_expire_ms(expire, 3, &req->expire_ms)) {
		return false;
	}
	if (req->wait_us < 0) {
		zend_argument_value_error(4, "must be greater than or equal to 0");
		return false;
	}
	return true;
}

PHP_METHOD(RedisLock, lock)
{
	zend_string *name;
	zval *timeout = NULL, *expire = NULL;
	rl_take_request req = {.timeout_ms = 0, .expire_ms = 15000, .wait_us = 100000};

	ZEND_PARSE_PARAMETERS_START(1, 4)
		Z_PARAM_STR_OR_NULL(name)
		Z_PARAM_OPTIONAL
		Z_PARAM_NUMBER(timeout)
		Z_PARAM_NUMBER(expire)
		Z_PARAM_LONG(req.wait_us)
	ZEND_PARSE_PARAMETERS_END();

	if (!lock_arguments(timeout, expire, &req)) {
		RETURN_THROWS();
	}
	rl_holder *obj = Z_RL_HOLDER_P(ZEND_THIS);
	if (!rl_holder_ready(obj)) {
		RETURN_THROWS();
	}
	if (!rl_name_given(name)) {
		RETURN_FALSE;
	}
	bool taken = rl_holder_take(obj, name, &req);
	if (EG(exception)) {
		RETURN_THROWS();
	}
	RETURN_BOOL(taken);
}

/* The names of lockMany()'s $names (argument 1), each once, as strings
 * (an integer is its decimal text) in *out (n of them, request memory
 * for the caller to release). Returns false after throwing ValueError for
 * an empty array or an element that is not a non-empty string or an
 * integer. */
static bool lock_many_names(HashTable *given, zend_string ***out, uint32_t *n)
{
	HashTable seen;
	zval *element;
	zend_ulong index;
	zend_string *key;
	uint32_t position;

	if (zend_hash_num_elements(given) == 0) {
		zend_argument_value_error(1, "must not be empty");
		return false;
	}
	zend_hash_init(&seen, zend_hash_num_elements(given), NULL, NULL, 0);
	ZEND_HASH_FOREACH_KEY_VAL(given, index, key, element) {
		zend_string *name;

		ZVAL_DEREF(element);
		if (Z_TYPE_P(element) == IS_LONG) {
			name = zend_long_to_str(Z_LVAL_P(element));
		} else if (Z_TYPE_P(element) == IS_STRING && Z_STRLEN_P(element) > 0) {
			name = zend_string_copy(Z_STR_P(element));
		} else {
			if (key) {
				zend_argument_value_error(1, "must contain only non-empty strings and integers, %s given at key \"%s\"",
					zend_zval_type_name(element), ZSTR_VAL(key));
			} else {
				zend_argument_value_error(1, "must contain only non-empty strings and integers, %s given at index "
					ZEND_ULONG_FMT, zend_zval_type_name(element), index);
			}
			zend_hash_destroy(&seen);
			return false;
		}
		zend_hash_add_empty_element(&seen, name); /* a name given twice counts once */
		zend_string_release(name);
	} ZEND_HASH_FOREACH_END();

	*n = zend_hash_num_elements(&seen);
	*out = safe_emalloc(*n, sizeof(**out), 0);
	position = 0;
	ZEND_HASH_FOREACH_STR_KEY(&seen, key) {
		(*out)[position++] = zend_string_copy(key);
	} ZEND_HASH_FOREACH_END();
	zend_hash_destroy(&seen);
	return true;
}

PHP_METHOD(RedisLock, lockMany)
{
	HashTable *given;
	zval *timeout = NULL, *expire = NULL;
	rl_take_request req = {.timeout_ms = 0, .expire_ms = 15000, .wait_us = 100000};

	ZEND_PARSE_PARAMETERS_START(1, 4)
		Z_PARAM_ARRAY_HT(given)
		Z_PARAM_OPTIONAL
		Z_PARAM_NUMBER(timeout)
		Z_PARAM_NUMBER(expire)
		Z_PARAM_LONG(req.wait_us)
	ZEND_PARSE_PARAMETERS_END();

	zend_string **names;
	uint32_t n;
	if (!lock_arguments(timeout, expire, &req) || !lock_many_names(given, &names, &n)) {
		RETURN_THROWS();
	}
	rl_holder *obj = Z_RL_HOLDER_P(ZEND_THIS);
	bool taken = rl_holder_ready(obj) && rl_lock_many_take(obj, names, n, &req);

	for (uint32_t i = 0; i < n; i++) {
		zend_string_release(names[i]);
	}
	efree(names);
	if (EG(exception)) {
		RETURN_THROWS();
	}
	RETURN_BOOL(taken);
}

PHP_METHOD(RedisLock, unlock)
{
	rl_holder_release_method(INTERNAL_FUNCTION_PARAM_PASSTHRU);
}

PHP_METHOD(RedisLock, unlockAll)
{
	rl_holder_release_all_method(INTERNAL_FUNCTION_PARAM_PASSTHRU);
}

PHP_METHOD(RedisLock, expire)
{
	rl_holder_expire_method(INTERNAL_FUNCTION_PARAM_PASSTHRU);
}

PHP_METHOD(RedisLock, isLocking)
{
	rl_holder_check_method(INTERNAL_FUNCTION_PARAM_PASSTHRU);
}

PHP_METHOD(RedisLock, fencingToken)
{
	zend_string *name;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_STR(name)
	ZEND_PARSE_PARAMETERS_END();

	rl_holder *obj = Z_RL_HOLDER_P(ZEND_THIS);
	if (!rl_holder_ready(obj)) {
		RETURN_THROWS();
	}
	rl_held *held = obj->client.fencing ? zend_hash_find_ptr(&obj->held, name) : NULL;
	if (!held || held->fence <= 0) {
		RETURN_FALSE;
	}
	RETURN_LONG(held->fence);
}

/* ---- hand-over to another process: token() and adopt() ------------------------ */

PHP_METHOD(RedisLock, token)
{
	zend_string *name;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_STR_OR_NULL(name)
	ZEND_PARSE_PARAMETERS_END();

	rl_holder *obj = Z_RL_HOLDER_P(ZEND_THIS);
	rl_held *held = rl_held_find_or_false(obj, name, return_value);
	if (!held) {
		return;
	}
	/* handed out: release_at_shutdown leaves it to its next holder */
	held->handed_out = true;
	RETURN_STRINGL(held->token, RL_TOKEN_LEN);
}

/* Whether handoff (len bytes) is a token as token() returns one. */
static bool token_well_formed(const char *handoff, size_t len)
{
	if (len != RL_TOKEN_LEN) {
		return false;
	}
	for (size_t i = 0; i < RL_TOKEN_LEN; i++) {
		if (!isxdigit((unsigned char) handoff[i]) || isupper((unsigned char) handoff[i])) {
			return false;
		}
	}
	return true;
}

/* The shortest lifetime an adopted lock is renewed with: the lifetime it
 * had left may be a few ms, which renewals a third of it apart would
 * flood Redis with (lock_adopt.lua raises a shorter one to it). */
#define RL_ADOPT_MIN_RENEW_TEXT "1000"

/* Asks Redis whether the lock of name holds token: its remaining lifetime
 * in ms (-1 for none; with renew at least RL_ADOPT_MIN_RENEW_TEXT) if so,
 * with fencing its fencing token in *fence (issued anew if the counter was
 * lost); -3 if not; -4 after throwing. A second run answers as the first,
 * so it is retried after a lost reply. */
static zend_long adopt_check(rl_holder *obj, zend_string *name, const char *token, zend_long *fence)
{
	zend_string *key = rl_holder_key(obj, name);
	rl_lock_keys keys;
	rl_lock_args args;
	rl_error err;
	rl_node *by;

	rl_lock_keys_init(&keys, &obj->client, key);
	/* a lock to be renewed gets the lifetime its renewals will give it,
	 * if it has less left, before they start */
	rl_lock_adopt_args(&args, &keys, (rl_arg) {token, RL_TOKEN_LEN}, obj->client.fencing,
		obj->client.renewer ? (rl_arg) {RL_ADOPT_MIN_RENEW_TEXT, strlen(RL_ADOPT_MIN_RENEW_TEXT)} : (rl_arg) {"0", 1});
	redisReply *reply = rl_script_run(obj->client.topo, &args.call, true, &by, &err);
	zend_long result = -4;

	if (reply && (reply->type != REDIS_REPLY_ARRAY || reply->elements != 2
			|| reply->element[0]->type != REDIS_REPLY_INTEGER || reply->element[1]->type != REDIS_REPLY_INTEGER)) {
		rl_node_unexpected_reply(by, reply, "lock_adopt", "two integers", &err);
	} else if (reply) {
		result = (zend_long) reply->element[0]->integer;
		*fence = (zend_long) reply->element[1]->integer;
	}
	if (reply) {
		freeReplyObject(reply);
	}
	rl_lock_keys_free(&keys);
	zend_string_release(key);
	if (result == -4) {
		rl_error_throw(&err);
	}
	return result;
}

PHP_METHOD(RedisLock, adopt)
{
	zend_string *name, *token;
	zend_long fence = 0;

	ZEND_PARSE_PARAMETERS_START(2, 2)
		Z_PARAM_STR_OR_NULL(name)
		Z_PARAM_STR(token)
	ZEND_PARSE_PARAMETERS_END();

	rl_holder *obj = Z_RL_HOLDER_P(ZEND_THIS);
	if (!rl_holder_ready(obj)) {
		RETURN_THROWS();
	}
	if (!rl_name_given(name) || !token_well_formed(ZSTR_VAL(token), ZSTR_LEN(token))) {
		RETURN_FALSE;
	}
	rl_held *held = zend_hash_find_ptr(&obj->held, name);
	if (held && memcmp(held->token, ZSTR_VAL(token), RL_TOKEN_LEN) != 0) {
		/* this object holds the name, or may (a lock() whose outcome is
		 * unsettled), under another token: unlock() it first */
		RETURN_FALSE;
	}
	int64_t checked_us = rl_monotonic_us(); /* the lifetime read runs from no earlier than this */
	zend_long ttl_ms = adopt_check(obj, name, ZSTR_VAL(token), &fence);

	if (ttl_ms == -4) {
		RETURN_THROWS();
	}
	if (ttl_ms == -3) {
		RETURN_FALSE;
	}
	if (held) {
		/* already this object's: held as it was, and no longer owed a
		 * release if it was (its renewal, if the debt stopped it, goes on) */
		rl_error err;

		if (!rl_held_owned(obj, name, ZSTR_VAL(token), ttl_ms, checked_us, &err)) {
			rl_error_throw(&err);
			RETURN_THROWS();
		}
		RETURN_TRUE;
	}
	rl_held_store(obj, name, ZSTR_VAL(token), obj->client.fencing ? fence : 0);
	if (obj->client.renewer && ttl_ms != -1) {
		rl_error err;

		/* renewed with the lifetime it had left (its full lifetime is the
		 * first holder's to know), at least RL_ADOPT_MIN_RENEW_TEXT ms */
		if (!rl_held_renew(obj, name, ttl_ms, checked_us, checked_us, &err)) {
			/* held all the same (it was handed over, not taken): unlock()
			 * releases it */
			rl_error_prefix(&err, RL_ERR_REPLY, "the lock was adopted, but cannot be renewed: ");
			rl_error_throw(&err);
			RETURN_THROWS();
		}
	}
	RETURN_TRUE;
}

/* ---- the class ---------------------------------------------------------------- */

static zend_object *rl_lock_create(zend_class_entry *ce)
{
	return rl_holder_create(ce, &lock_kind);
}

void rl_lock_startup(zend_class_entry *ce)
{
	rl_lock_ce = ce;
	rl_holder_class_startup(ce, rl_lock_create);
}
