/*
 * Shared client state and argument rules of RedisLock and RedisQueue.
 */
#include <math.h>

#include "php.h"
#include "zend_exceptions.h"
#include "zend_smart_str.h"

#if PHP_VERSION_ID >= 80200
# include "ext/random/php_random.h"
#else
# include "ext/standard/php_random.h"
#endif
#include "ext/standard/md5.h"

#include "rl_call.h"
#include "rl_client.h"
#include "rl_globals.h"
#include "rl_os.h"
#include "rl_pool.h"
#include "rl_renewer.h"

zend_result rl_client_init(rl_client *cl, HashTable *param_array, zend_string *param_string)
{
	rl_spec spec;
	zval param;

	if (param_array) {
		ZVAL_ARR(&param, param_array);
	} else if (param_string) {
		ZVAL_STR(&param, param_string);
	}
	if (rl_spec_parse(&spec, param_array || param_string ? &param : NULL, 1) == FAILURE) {
		return FAILURE;
	}
	rl_client_free(cl);
	cl->topo = rl_pool_topology(&spec);
	cl->prefix = zend_string_copy(spec.prefix);
	cl->fencing = spec.fencing;
	cl->sync_replicas = spec.sync_replicas;
	cl->sync_timeout = spec.sync_timeout;
	cl->release_at_shutdown = spec.release_at_shutdown;
	cl->renew_max_ms = (int64_t) ceil(spec.renew_max * 1000.0);
	cl->renewer = spec.renew ? rl_renewer_link_for(&spec) : NULL;
	rl_spec_free(&spec);
	return SUCCESS;
}

zend_result rl_client_construct(INTERNAL_FUNCTION_PARAMETERS, rl_client_guard guard)
{
	HashTable *param_array = NULL;
	zend_string *param_string = NULL;

	ZEND_PARSE_PARAMETERS_START(0, 1)
		Z_PARAM_OPTIONAL
		Z_PARAM_ARRAY_HT_OR_STR_OR_NULL(param_array, param_string)
	ZEND_PARSE_PARAMETERS_END_EX(return FAILURE);

	(void) return_value;
	if (guard && !guard(Z_OBJ_P(ZEND_THIS))) {
		return FAILURE;
	}
	return rl_client_init(rl_client_from_obj(Z_OBJ_P(ZEND_THIS)), param_array, param_string);
}

void rl_client_handlers_init(zend_object_handlers *handlers, size_t offset, zend_object_free_obj_t free_obj)
{
	memcpy(handlers, zend_get_std_object_handlers(), sizeof(zend_object_handlers));
	handlers->offset = (int) offset;
	handlers->free_obj = free_obj;
	handlers->clone_obj = NULL;
}

void rl_client_free(rl_client *cl)
{
	if (cl->prefix) {
		zend_string_release(cl->prefix);
	}
	if (cl->renewer) {
		rl_renewer_link_release(cl->renewer);
	}
	memset(cl, 0, sizeof(*cl));
}

bool rl_client_ready(const rl_client *cl)
{
	if (cl->topo) {
		return true;
	}
	zend_throw_error(NULL, "The object is not initialized: its constructor was not called");
	return false;
}

zend_string *rl_client_key(const rl_client *cl, const char *kind, size_t kind_len, const zend_string *name)
{
	size_t prefix_len = ZSTR_LEN(cl->prefix);
	zend_string *key = zend_string_alloc(prefix_len + kind_len + ZSTR_LEN(name), 0);

	memcpy(ZSTR_VAL(key), ZSTR_VAL(cl->prefix), prefix_len);
	memcpy(ZSTR_VAL(key) + prefix_len, kind, kind_len);
	memcpy(ZSTR_VAL(key) + prefix_len + kind_len, ZSTR_VAL(name), ZSTR_LEN(name) + 1);
	return key;
}

const rl_cmd *rl_sync_prepare(const rl_client *cl, rl_sync *sync)
{
	sync->reply = NULL;
	sync->by = NULL;
	if (cl->sync_replicas <= 0) {
		return NULL;
	}
	/* WAIT 0 ms would wait forever: at least 1 ms */
	int64_t timeout_ms = MAX((int64_t) ceil(cl->sync_timeout * 1000.0), 1);

	sync->argv[0] = "WAIT";
	sync->lens[0] = 4;
	sync->argv[1] = sync->replicas;
	sync->lens[1] = rl_format_ms(sync->replicas, sizeof(sync->replicas), cl->sync_replicas);
	sync->argv[2] = sync->timeout_ms;
	sync->lens[2] = rl_format_ms(sync->timeout_ms, sizeof(sync->timeout_ms), timeout_ms);
	sync->cmd = (rl_cmd) {3, sync->argv, sync->lens, RL_CMD_KEY_AS_BEFORE, timeout_ms * 1000};
	return &sync->cmd;
}

bool rl_sync_enough(const rl_client *cl, const rl_sync *sync, const char *what, rl_error *err)
{
	const redisReply *r = sync->reply;
	const rl_node *by = sync->by;

	if (cl->sync_replicas <= 0) {
		return true;
	}
	if (r && r->type == REDIS_REPLY_INTEGER && r->integer >= cl->sync_replicas) {
		return true;
	}
	if (r && r->type == REDIS_REPLY_INTEGER) {
		rl_error_set(err, RL_ERR_NOT_REPLICATED,
			"%s: %s, but only %lld of the %ld replicas asked for (sync_replicas) acknowledged it within %g s "
			"(sync_timeout)", ZSTR_VAL(by->name), what, (long long) r->integer,
			(long) cl->sync_replicas, cl->sync_timeout);
	} else {
		char got[RL_SERVER_TEXT_MAX + 64] = "nothing";

		if (r) {
			rl_node_describe_reply(by, r, got, sizeof(got));
		}
		rl_error_set(err, RL_ERR_NOT_REPLICATED, "%s: %s, but WAIT for %ld replicas (sync_replicas) answered %s",
			ZSTR_VAL(by->name), what, (long) cl->sync_replicas, got);
	}
	return false;
}

void rl_sync_free(rl_sync *sync)
{
	if (sync->reply) {
		freeReplyObject(sync->reply);
		sync->reply = NULL;
	}
}

bool rl_seconds_to_ms(const zval *seconds, int64_t *ms)
{
	double d = Z_TYPE_P(seconds) == IS_LONG ? (double) Z_LVAL_P(seconds) : Z_DVAL_P(seconds);

	if (!zend_finite(d) || fabs(d) > RL_MAX_SECONDS) {
		return false;
	}
	*ms = (int64_t) llround(d * 1000.0);
	return true;
}

size_t rl_format_ms(char *buf, size_t size, int64_t ms)
{
#if SIZEOF_ZEND_LONG >= 8
	/* not snprintf(): a tenth of the client's instructions per lock call */
	char digits[MAX_LENGTH_OF_LONG + 1];
	char *end = digits + sizeof(digits) - 1;
	char *start;
	size_t len;

	*end = '\0';
	start = zend_print_long_to_buf(end, (zend_long) ms);
	len = (size_t) (end - start);
	ZEND_ASSERT(size >= sizeof(digits));
	memcpy(buf, start, len + 1);
	return len;
#else
	return (size_t) snprintf(buf, size, "%" PRId64, ms);
#endif
}

zend_result rl_token_new(char out[RL_TOKEN_LEN + 1])
{
	unsigned char *pool = RL_G(token_pool);

	if (RL_G(token_pool_left) < RL_TOKEN_BYTES || RL_G(token_pool_generation) != rl_fork_generation()) {
		if (php_random_bytes_throw(pool, sizeof(RL_G(token_pool))) == FAILURE) {
			RL_G(token_pool_left) = 0;
			return FAILURE;
		}
		RL_G(token_pool_left) = sizeof(RL_G(token_pool));
		RL_G(token_pool_generation) = rl_fork_generation();
	}
	RL_G(token_pool_left) -= RL_TOKEN_BYTES;
	unsigned char *raw = pool + RL_G(token_pool_left);
	make_digest_ex(out, raw, RL_TOKEN_BYTES);
	ZEND_SECURE_ZERO(raw, RL_TOKEN_BYTES); /* handed out once */
	return SUCCESS;
}

bool rl_client_wait_wake(const rl_client *cl, const zend_string *wake_key, int64_t block_us, char *popped,
	size_t popped_size, rl_error *err)
{
	/* Redis times the BLPOP from when it reads it, a little after we send
	 * it: its timeout is a millisecond (or more) shorter than our wait, so
	 * that when our wait ends Redis has timed it out and answers the PING
	 * sent behind it at once. Servers before 7.0 truncate the timeout's
	 * seconds times 1000 to whole milliseconds, and 0.001 * 1000 comes out
	 * just below 1: "BLPOP key 0.001" blocks forever there. So a block
	 * shorter than 2 ms is slept instead. */
	int64_t block_ms = (block_us - 1000) / 1000;
	int64_t until = rl_monotonic_us() + block_us;

	if (popped) {
		popped[0] = '\0';
	}
	if (block_ms < 2) {
		rl_sleep_us(block_us);
		return true;
	}

	char timeout[32];
	const char *argv[3] = {"BLPOP", ZSTR_VAL(wake_key), timeout};
	size_t lens[3] = {5, ZSTR_LEN(wake_key), (size_t) snprintf(timeout, sizeof(timeout), "%.3f", block_ms / 1000.0)};
	rl_cmd blpop = {3, argv, lens, 1, 0};
	redisReply *reply;
	bool ok = rl_call_wait(cl->topo, &blpop, until, &reply, err) == RL_OK;

	if (ok && reply) {
		if (reply->type == REDIS_REPLY_ERROR) {
			rl_sleep_us(until - rl_monotonic_us());
		} else if (popped && reply->type == REDIS_REPLY_ARRAY && reply->elements == 2
				&& reply->element[1]->type == REDIS_REPLY_STRING) {
			size_t len = MIN(reply->element[1]->len, popped_size - 1);

			memcpy(popped, reply->element[1]->str, len);
			popped[len] = '\0';
		}
		freeReplyObject(reply);
	}
	return ok;
}

bool rl_outage_wait(rl_outage *outage, const rl_error *err, int64_t first_pause_us, int64_t deadline)
{
	int64_t left = deadline - rl_monotonic_us();

	if ((err->code != RL_ERR_CONNECT && !err->try_later) || left <= 0 || rl_request_timed_out() || EG(exception)) {
		return false;
	}
	outage->pause_us = outage->pause_us == 0 ? MIN(MAX(first_pause_us, 1000), RL_OUTAGE_FIRST_PAUSE_US)
		: MIN(outage->pause_us * 2, RL_OUTAGE_MAX_PAUSE_US);
	rl_sleep_us(MIN(outage->pause_us, left));
	return true;
}
