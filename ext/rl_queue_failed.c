/*
 * RedisQueue's failure path: fail(), failed(), retryFailed() and
 * purgeFailed(). A failed task lives in the queue's failed set (id ->
 * failure time) with what its failure was (id -> "attempts:reason"), both
 * beside the queue key, in its slot; the scripts are ext/lua/queue_fail.lua,
 * queue_failed.lua and queue_failed_handle.lua.
 */
#include "php.h"

#include "rl_args.h"
#include "rl_queue_common.h"

/* The most bytes of a failure's reason kept. */
#define RL_QUEUE_REASON_MAX 1000

/* The most failed tasks one failed() call returns. */
#define RL_QUEUE_FAILED_MAX 10000

/* The most rounds of RL_QUEUE_CHUNK failed tasks that one retryFailed()
 * or purgeFailed() of them all runs (a hundred million tasks). */
#define RL_QUEUE_FAILED_ROUNDS 100000

/* The bytes of the UTF-8 character whose first byte is lead: 2 to 4, or
 * 0 for a byte that starts none (ASCII, a continuation, or invalid). */
static size_t utf8_sequence_length(unsigned char lead)
{
	if (lead >= 0xC2 && lead <= 0xDF) {
		return 2;
	}
	if (lead >= 0xE0 && lead <= 0xEF) {
		return 3;
	}
	if (lead >= 0xF0 && lead <= 0xF4) {
		return 4;
	}
	return 0;
}

/* How many bytes of reason (len bytes) are kept: at most
 * RL_QUEUE_REASON_MAX; when the cut falls inside a UTF-8 character (a
 * lead byte at most 3 bytes before it, only continuation bytes between),
 * before that character, so that UTF-8 text stays whole characters. Bytes
 * that are not UTF-8 there are cut at RL_QUEUE_REASON_MAX itself. */
size_t rl_queue_reason_kept(const char *reason, size_t len)
{
	const unsigned char *bytes = (const unsigned char *) reason;
	size_t kept = MIN(len, RL_QUEUE_REASON_MAX);
	size_t start = kept;

	if (kept == len) {
		return kept;
	}
	while (start > 0 && kept - start < 3 && (bytes[start] & 0xC0) == 0x80) {
		start--;
	}
	size_t length = utf8_sequence_length(bytes[start]);

	return length > 0 && start < kept && start + length > kept ? start : kept;
}

PHP_METHOD(RedisQueue, fail)
{
	zend_string *name, *id_str, *reason = NULL;
	zend_long id_long;
	double score;

	ZEND_PARSE_PARAMETERS_START(3, 4)
		Z_PARAM_STR_OR_NULL(name)
		Z_PARAM_STR_OR_LONG(id_str, id_long)
		Z_PARAM_DOUBLE(score)
		Z_PARAM_OPTIONAL
		Z_PARAM_STR(reason)
	ZEND_PARSE_PARAMETERS_END();
	/* as in enqueue(): a float $id's deprecation made an exception */
	if (UNEXPECTED(EG(exception))) {
		RETURN_THROWS();
	}
	rl_queue_object *obj = Z_RL_QUEUE_P(ZEND_THIS);
	if (!rl_client_ready(&obj->client)) {
		RETURN_THROWS();
	}
	if (!rl_name_given(name) || (id_str && ZSTR_LEN(id_str) == 0) || zend_isnan(score)) {
		RETURN_FALSE; /* no such queue, id or score: as dequeue() answers */
	}

	zend_string *id = id_str ? zend_string_copy(id_str) : zend_long_to_str(id_long);
	int moved = rl_queue_task_run(obj, name, &rl_queue_fail_script, id, score, reason ? ZSTR_VAL(reason) : "",
		reason ? rl_queue_reason_kept(ZSTR_VAL(reason), ZSTR_LEN(reason)) : 0);

	zend_string_release(id);
	if (moved < 0) {
		RETURN_THROWS();
	}
	RETURN_BOOL(moved);
}

/* Whether queue_failed's reply is [id, failure time, "attempts:reason",
 * payload, ...], each a string (a payload may be nil). */
static bool failed_reply_well_formed(const redisReply *reply)
{
	if (reply->type != REDIS_REPLY_ARRAY || reply->elements % 4 != 0) {
		return false;
	}
	for (size_t i = 0; i < reply->elements; i++) {
		int type = reply->element[i]->type;

		if (type != REDIS_REPLY_STRING && (i % 4 != 3 || type != REDIS_REPLY_NIL)) {
			return false;
		}
	}
	return true;
}

/* Adds to list one failed task of queue_failed's reply, from the four
 * parts at part ('payload' only for a task that has one). */
static void failed_task_add(zval *list, redisReply *const *part)
{
	const char *info = part[2]->str;
	const char *colon = memchr(info, ':', part[2]->len);
	size_t reason_at = colon ? (size_t) (colon - info) + 1 : part[2]->len;
	zval task, id;

	array_init_size(&task, 5);
	rl_queue_id_to_zval(&id, part[0]->str, part[0]->len);
	zend_hash_str_add_new(Z_ARRVAL(task), "id", 2, &id);
	add_assoc_double_ex(&task, "failedAt", 8, rl_queue_score_from_reply(part[1]));
	add_assoc_long_ex(&task, "attempts", 8, ZEND_STRTOL(info, NULL, 10));
	add_assoc_stringl_ex(&task, "reason", 6, info + reason_at, part[2]->len - reason_at);
	if (part[3]->type == REDIS_REPLY_STRING) {
		add_assoc_stringl_ex(&task, "payload", 7, part[3]->str, part[3]->len);
	}
	add_next_index_zval(list, &task);
}

PHP_METHOD(RedisQueue, failed)
{
	zend_string *name;
	zend_long count = 100;

	ZEND_PARSE_PARAMETERS_START(1, 2)
		Z_PARAM_STR_OR_NULL(name)
		Z_PARAM_OPTIONAL
		Z_PARAM_LONG(count)
	ZEND_PARSE_PARAMETERS_END();

	if (count < 1 || count > RL_QUEUE_FAILED_MAX) {
		zend_argument_value_error(2, "must be between 1 and %d", RL_QUEUE_FAILED_MAX);
		RETURN_THROWS();
	}
	rl_queue_object *obj = Z_RL_QUEUE_P(ZEND_THIS);
	if (!rl_client_ready(&obj->client)) {
		RETURN_THROWS();
	}
	if (!rl_name_given(name)) {
		RETURN_EMPTY_ARRAY();
	}
	char count_text[MAX_LENGTH_OF_LONG + 1];
	const char *args[1] = {count_text};
	size_t lens[1] = {(size_t) snprintf(count_text, sizeof(count_text), ZEND_LONG_FMT, count)};
	/* it only reads: run again after a lost reply */
	redisReply *reply = rl_queue_run_named(obj, name, &rl_queue_failed_script, args, lens, 1, true,
		failed_reply_well_formed, "an array of ids, failure times, descriptions and payloads");
	if (!reply) {
		RETURN_THROWS();
	}
	array_init_size(return_value, (uint32_t) (reply->elements / 4));
	for (size_t i = 0; i < reply->elements; i += 4) {
		failed_task_add(return_value, reply->element + i);
	}
	freeReplyObject(reply);
}

/* Whether queue_failed_handle's reply for the oldest failed tasks is
 * [handled, left], two integers. */
static bool failed_handled_reply_well_formed(const redisReply *reply)
{
	return reply->type == REDIS_REPLY_ARRAY && reply->elements == 2
		&& reply->element[0]->type == REDIS_REPLY_INTEGER && reply->element[1]->type == REDIS_REPLY_INTEGER;
}

/* One run of queue_failed_handle over the oldest RL_QUEUE_CHUNK failed
 * tasks (action "retry" or "purge"): how many it handled in *handled, how
 * many failed tasks it left in *left. Returns false, err set, on
 * failure. */
static bool failed_handle_oldest(const rl_client *cl, const rl_queue_keys *keys, const char *action,
	zend_long *handled, zend_long *left, rl_error *err)
{
	char chunk_text[16];
	const char *args[2] = {action, chunk_text};
	size_t lens[2] = {strlen(action), (size_t) snprintf(chunk_text, sizeof(chunk_text), "%d", RL_QUEUE_CHUNK)};
	/* not retried: a second run would handle the next oldest ones too */
	redisReply *reply = rl_queue_run(cl, keys, &rl_queue_failed_handle_script, args, lens, 2, false,
		failed_handled_reply_well_formed, "an array of two integers", err);

	if (!reply) {
		return false;
	}
	*handled = (zend_long) reply->element[0]->integer;
	*left = (zend_long) reply->element[1]->integer;
	freeReplyObject(reply);
	return true;
}

/* retryFailed() or purgeFailed() of every failed task: rounds of
 * RL_QUEUE_CHUNK, oldest first (one round trip per RL_QUEUE_CHUNK tasks,
 * one for none), until a round leaves none, or until the rounds have
 * handled as many as were failed at the first one: those were the oldest,
 * so they are all handled then, and tasks failing meanwhile (newer) cannot
 * keep the call going. A round that handled fewer than RL_QUEUE_CHUNK
 * took all there were, so it left none. A round that fails after others
 * ran says how many they handled (code 6 if it did not run itself). */
static bool failed_handle_all(const rl_client *cl, const rl_queue_keys *keys, const char *method, const char *action,
	zend_long *total, rl_error *err)
{
	zend_long handled, left = 1, at_start = ZEND_LONG_MAX;

	*total = 0;
	for (int round = 0; round < RL_QUEUE_FAILED_ROUNDS && left > 0 && *total < at_start; round++) {
		if (!failed_handle_oldest(cl, keys, action, &handled, &left, err)) {
			if (*total > 0) {
				rl_error_prefix(err, rl_err_may_have_run(err->code) ? err->code : RL_ERR_PARTIAL,
					"%s ran in part: %s " ZEND_LONG_FMT " failed tasks, then: ", method,
					strcmp(action, "retry") == 0 ? "queued again" : "deleted", *total);
			}
			return false;
		}
		if (round == 0) {
			at_start = handled + left;
		}
		*total += handled;
	}
	return true;
}

/* retryFailed() (action "retry") and purgeFailed() ("purge"). */
static void failed_handle(INTERNAL_FUNCTION_PARAMETERS, const char *method, const char *action)
{
	zend_string *name;
	zval *ids_zv = NULL;

	ZEND_PARSE_PARAMETERS_START(1, 2)
		Z_PARAM_STR_OR_NULL(name)
		Z_PARAM_OPTIONAL
		Z_PARAM_ZVAL(ids_zv)
	ZEND_PARSE_PARAMETERS_END();

	if (ids_zv && Z_TYPE_P(ids_zv) != IS_NULL && Z_TYPE_P(ids_zv) != IS_ARRAY && Z_TYPE_P(ids_zv) != IS_STRING
			&& Z_TYPE_P(ids_zv) != IS_LONG) {
		zend_argument_type_error(2, "must be of type array|string|int|null, %s given", rl_value_name(ids_zv));
		RETURN_THROWS();
	}
	rl_queue_object *obj = Z_RL_QUEUE_P(ZEND_THIS);
	if (!rl_client_ready(&obj->client)) {
		RETURN_THROWS();
	}
	bool all = !ids_zv || Z_TYPE_P(ids_zv) == IS_NULL;
	zend_string **ids = NULL;
	ssize_t n = all ? 0 : rl_queue_ids_collect(ids_zv, &ids);
	if (n < 0) {
		RETURN_THROWS();
	}
	zend_long total = 0;
	bool ok = true;
	rl_error err;

	if (rl_name_given(name) && (all || n > 0)) {
		rl_queue_keys keys;

		rl_queue_keys_init(&keys, obj, name);
		if (all) {
			ok = failed_handle_all(&obj->client, &keys, method, action, &total, &err);
		} else {
			const char **args = safe_emalloc((size_t) n, sizeof(*args), 0);
			size_t *lens = safe_emalloc((size_t) n, sizeof(*lens), 0);
			rl_queue_chunked what = {.method = method, .unit = "ids",
				.done = strcmp(action, "retry") == 0 ? "queued again" : "deleted",
				.script = &rl_queue_failed_handle_script, .nlead = 2, .lead = {action, ""},
				.lead_len = {strlen(action), 0}, .stride = 1};

			for (ssize_t i = 0; i < n; i++) {
				args[i] = ZSTR_VAL(ids[i]);
				lens[i] = ZSTR_LEN(ids[i]);
			}
			ok = rl_queue_chunks_run(&obj->client, &keys, &what, args, lens, (size_t) n, &total, &err);
			efree(args);
			efree(lens);
		}
		rl_queue_keys_free(&keys);
	}
	for (ssize_t i = 0; i < n; i++) {
		zend_string_release(ids[i]);
	}
	if (ids) {
		efree(ids);
	}
	if (!ok) {
		rl_error_throw(&err);
		RETURN_THROWS();
	}
	RETURN_LONG(total);
}

PHP_METHOD(RedisQueue, retryFailed)
{
	failed_handle(INTERNAL_FUNCTION_PARAM_PASSTHRU, "retryFailed()", "retry");
}

PHP_METHOD(RedisQueue, purgeFailed)
{
	failed_handle(INTERNAL_FUNCTION_PARAM_PASSTHRU, "purgeFailed()", "purge");
}
