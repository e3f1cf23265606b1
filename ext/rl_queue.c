/*
 * RedisQueue: a deduplicating, delayed task queue on the sorted set
 * "Queue:{name}", ids scored by due time in Unix seconds with microseconds.
 *
 * Invariants:
 * - Every method is one script run (enqueue: one per chunk of at most
 *   RL_QUEUE_CHUNK ids, all chunks sent in one round trip), so concurrent
 *   producers and consumers need no lock and each id is delivered once.
 *   No run walks a whole queue: what grows with it (reserve() failing
 *   used-up tasks, stats() counting reserved ones) is a few runs in a row,
 *   each of a bounded size.
 * - "Now" is always the Redis server's clock (TIME inside the script), never
 *   a client's, so clients with skewed clocks agree on what is due.
 * - Scores travel as %.17g text, which a double survives bit for bit, so a
 *   score read by top() matches in dequeue() exactly.
 */
#include <math.h>

#include "php.h"
#include "zend_exceptions.h"
#include "zend_smart_str.h"

#include "rl_args.h"
#include "rl_client.h"
#include "rl_globals.h"
#include "rl_os.h"
#include "rl_queue.h"
#include "rl_queue_common.h"
#include "rl_script.h"
#include "rl_slot.h"
#include "rl_token.h"
#include "rl_wait.h"

/* The most tasks one pop()/top()/reserve() may ask for. */
#define RL_QUEUE_MAX_COUNT 10000
/* The longest single block of a waiting pop()/reserve(): ids added by a
 * producer that wakes nobody (the original class) are seen within it. */
#define RL_QUEUE_SLICE_US INT64_C(1000000)
/* How long a waiter's registration outlives the block it announces. */
#define RL_QUEUE_REGISTER_MARGIN_MS 1000
/* The most runs of one reserve() with $maxAttempts that fail the most
 * used-up tasks a run fails (1,000) and deliver none: a hundred million
 * tasks failed in one call. */
#define RL_QUEUE_FAIL_RUNS 100000

zend_class_entry *rl_queue_ce;
static zend_object_handlers rl_queue_handlers;

/* The finite seconds in an int|float argument, or ValueError. */
static bool seconds_arg(const zval *zv, uint32_t arg_num, double *out)
{
	int64_t ms;

	if (!rl_seconds_to_ms(zv, &ms)) {
		zend_argument_value_error(arg_num, "must be a finite number of seconds of magnitude at most %.0f", RL_MAX_SECONDS);
		return false;
	}
	*out = Z_TYPE_P(zv) == IS_LONG ? (double) Z_LVAL_P(zv) : Z_DVAL_P(zv);
	return true;
}

/* ---- reading replies -------------------------------------------------- */

/* What pop(), top() and reserve() do with the due tasks they read; the
 * words are rl_queue_take_script's. */
typedef enum take_mode { TAKE_TOP, TAKE_POP, TAKE_RESERVE } take_mode;

static const char *const take_mode_word[] = {"top", "pop", "reserve"};

/* pop()/top()/reserve()'s result when no task was taken: false for a
 * count of 1, else []. */
static void take_result_none(zend_long count, zval *return_value)
{
	if (count == 1) {
		RETVAL_FALSE;
	} else {
		RETVAL_EMPTY_ARRAY();
	}
}

/* Turns rl_queue_take_script's task list into pop()/top()/reserve()'s
 * result: with count == 1 one task (rl_queue_task_to_zval()) or false,
 * else a list of them. Returns false (err set) if the reply has another
 * shape. */
static bool take_result(rl_node *by, const redisReply *reply, zend_long count, take_mode mode, zval *return_value,
	rl_error *err)
{
	bool reserved = mode == TAKE_RESERVE;
	size_t stride = rl_queue_task_parts(reserved);

	if (!rl_queue_tasks_well_formed(reply, reserved)) {
		rl_node_unexpected_reply(by, reply, "queue_take", reserved ? "an array of ids, scores, attempts and payloads"
			: "an array of ids, scores and payloads", err);
		return false;
	}
	if (reply->elements == 0) {
		take_result_none(count, return_value);
		return true;
	}
	array_init_size(return_value, (uint32_t) (reply->elements / stride));
	for (size_t i = 0; i < reply->elements; i += stride) {
		zval task;

		rl_queue_task_to_zval(&task, reply->element + i, reserved);
		if (count == 1) {
			zval_ptr_dtor(return_value);
			ZVAL_COPY_VALUE(return_value, &task);
			return true;
		}
		add_next_index_zval(return_value, &task);
	}
	return true;
}

/* ---- enqueue ---------------------------------------------------------------- */

/* What enqueue() is, for rl_queue_chunks_run(): ids alone. */
static const rl_queue_chunked enqueue_chunked = {
	.method = "enqueue()", .unit = "ids", .done = "newly queued, the others queued already",
	.script = &rl_queue_enqueue_script, .stride = 1,
};

/* What put() is: pairs of an id and its payload. */
static const rl_queue_chunked put_chunked = {
	.method = "put()", .unit = "ids", .done = "newly queued, the others queued already",
	.script = &rl_queue_enqueue_script, .stride = 2,
};

/* Adds n items (ids for enqueue_chunked, pairs of an id and its payload
 * for put_chunked: n * kind->stride args/lens) in chunks, all sent in one
 * round trip; *added is how many ids were newly queued. Not retried after
 * a broken connection: if the first run happened and a consumer took an
 * id before a second run, that run would add it again. Returns false, err
 * set, on failure. */
static bool enqueue_chunks(const rl_client *cl, const rl_queue_keys *keys, const rl_queue_chunked *kind,
	const char *const *args, const size_t *lens, size_t n, double delay, zend_long *added, rl_error *err)
{
	char delay_text[32];
	rl_queue_chunked what = *kind;

	what.nlead = 2;
	what.lead[0] = delay_text;
	what.lead_len[0] = rl_queue_format_double(delay_text, sizeof(delay_text), delay);
	what.lead[1] = kind->stride == 2 ? "payloads" : "";
	what.lead_len[1] = strlen(what.lead[1]);
	return rl_queue_chunks_run(cl, keys, &what, args, lens, n, added, err);
}

/* enqueue_chunks() of n ids alone. */
static bool enqueue_ids(const rl_client *cl, const rl_queue_keys *keys, zend_string **ids, size_t n, double delay,
	rl_error *err)
{
	const char **args = safe_emalloc(n, sizeof(*args), 0);
	size_t *lens = safe_emalloc(n, sizeof(*lens), 0);
	zend_long added;

	for (size_t i = 0; i < n; i++) {
		args[i] = ZSTR_VAL(ids[i]);
		lens[i] = ZSTR_LEN(ids[i]);
	}
	bool ok = enqueue_chunks(cl, keys, &enqueue_chunked, args, lens, n, delay, &added, err);
	efree(args);
	efree(lens);
	return ok;
}

PHP_METHOD(RedisQueue, __construct)
{
	if (rl_client_construct(INTERNAL_FUNCTION_PARAM_PASSTHRU, NULL) == FAILURE) {
		RETURN_THROWS();
	}
}

PHP_METHOD(RedisQueue, enqueue)
{
	zend_string *name;
	zval *id, *timeout = NULL, *after = NULL;
	double timeout_s = 10, delay = 0;

	ZEND_PARSE_PARAMETERS_START(2, 4)
		Z_PARAM_STR_OR_NULL(name)
		Z_PARAM_ZVAL(id)
		Z_PARAM_OPTIONAL
		Z_PARAM_NUMBER(timeout)
		Z_PARAM_NUMBER(after)
	ZEND_PARSE_PARAMETERS_END();

	/* string|int|array|null, with PHP's usual coercion for the scalar part */
	if (Z_TYPE_P(id) != IS_ARRAY && Z_TYPE_P(id) != IS_NULL && Z_TYPE_P(id) != IS_STRING && Z_TYPE_P(id) != IS_LONG) {
		zend_string *str;
		zend_long lval;

		if (!zend_parse_arg_str_or_long_slow(id, &str, &lval, 2)) {
			zend_argument_type_error(2, "must be of type array|string|int|null, %s given", rl_value_name(id));
			RETURN_THROWS();
		}
		/* a float with a fraction: its "loses precision" deprecation, made an
		 * exception by an error handler, does not stop PHP from converting
		 * the float to a string instead; the call must end here */
		if (UNEXPECTED(EG(exception))) {
			RETURN_THROWS();
		}
		/* id is the call's own slot, so it may hold the coerced value */
		if (str) {
			ZVAL_STR(id, str);
		} else {
			ZVAL_LONG(id, lval);
		}
	}
	if ((timeout && !seconds_arg(timeout, 3, &timeout_s)) || (after && !seconds_arg(after, 4, &delay))) {
		RETURN_THROWS();
	}

	rl_queue_object *obj = Z_RL_QUEUE_P(ZEND_THIS);
	if (!rl_client_ready(&obj->client)) {
		RETURN_THROWS();
	}
	if (!rl_name_given(name) || timeout_s <= 0) {
		RETURN_FALSE;
	}

	zend_string **ids = NULL;
	ssize_t n = rl_queue_ids_collect(id, &ids);
	if (n <= 0) {
		if (n < 0) {
			RETURN_THROWS();
		}
		RETURN_FALSE;
	}

	rl_queue_keys keys;
	rl_queue_keys_init(&keys, obj, name);
	rl_error err;
	bool ok = enqueue_ids(&obj->client, &keys, ids, (size_t) n, delay, &err);
	rl_queue_keys_free(&keys);
	for (ssize_t i = 0; i < n; i++) {
		zend_string_release(ids[i]);
	}
	efree(ids);
	if (!ok) {
		rl_error_throw(&err);
		RETURN_THROWS();
	}
	RL_STAT_ADD(enqueue_calls, 1);
	RETURN_TRUE;
}

/* put()'s tasks as the script's arguments: for each element of tasks,
 * its id (the key as text, in ids[i] for the caller to release) and its
 * payload, at args/lens[2i] and [2i + 1]. Returns the count, or -1 after
 * throwing (nothing kept) for an element whose key is "" (ValueError)
 * or whose value is not a string (TypeError), each naming the key. */
static ssize_t put_tasks_collect(HashTable *tasks, zend_string **ids, const char **args, size_t *lens)
{
	ssize_t n = 0;
	zend_string *key;
	zend_ulong index;
	zval *payload;

	ZEND_HASH_FOREACH_KEY_VAL(tasks, index, key, payload) {
		ZVAL_DEREF(payload);
		if ((key && ZSTR_LEN(key) == 0) || Z_TYPE_P(payload) != IS_STRING) {
			smart_str where = {0};

			rl_queue_element_where(&where, key, index);
			if (Z_TYPE_P(payload) != IS_STRING) {
				zend_argument_type_error(2, "must map ids to payloads of type string, %s given at %s",
					rl_value_name(payload), ZSTR_VAL(where.s));
			} else {
				zend_argument_value_error(2, "must not have \"\" as an id (found at %s)", ZSTR_VAL(where.s));
			}
			smart_str_free(&where);
			while (n > 0) {
				zend_string_release(ids[--n]);
			}
			return -1;
		}
		ids[n] = key ? zend_string_copy(key) : zend_long_to_str((zend_long) index);
		args[2 * n] = ZSTR_VAL(ids[n]);
		lens[2 * n] = ZSTR_LEN(ids[n]);
		args[2 * n + 1] = Z_STRVAL_P(payload);
		lens[2 * n + 1] = Z_STRLEN_P(payload);
		n++;
	} ZEND_HASH_FOREACH_END();
	return n;
}

PHP_METHOD(RedisQueue, put)
{
	zend_string *name;
	HashTable *tasks;
	zval *after = NULL;
	double delay = 0;

	ZEND_PARSE_PARAMETERS_START(2, 3)
		Z_PARAM_STR_OR_NULL(name)
		Z_PARAM_ARRAY_HT(tasks)
		Z_PARAM_OPTIONAL
		Z_PARAM_NUMBER(after)
	ZEND_PARSE_PARAMETERS_END();

	if (after && !seconds_arg(after, 3, &delay)) {
		RETURN_THROWS();
	}
	rl_queue_object *obj = Z_RL_QUEUE_P(ZEND_THIS);
	if (!rl_client_ready(&obj->client)) {
		RETURN_THROWS();
	}
	uint32_t count = zend_hash_num_elements(tasks);
	zend_string **ids = safe_emalloc(count ? count : 1, sizeof(*ids), 0);
	const char **args = safe_emalloc(count ? count : 1, 2 * sizeof(*args), 0);
	size_t *lens = safe_emalloc(count ? count : 1, 2 * sizeof(*lens), 0);
	ssize_t n = put_tasks_collect(tasks, ids, args, lens);
	zend_long added = 0;
	bool ok = n >= 0;

	if (n > 0 && rl_name_given(name)) {
		rl_queue_keys keys;
		rl_error err;

		rl_queue_keys_init(&keys, obj, name);
		ok = enqueue_chunks(&obj->client, &keys, &put_chunked, args, lens, (size_t) n, delay, &added, &err);
		rl_queue_keys_free(&keys);
		if (!ok) {
			rl_error_throw(&err);
		}
		RL_STAT_ADD(enqueue_calls, ok);
	}
	while (n > 0) {
		zend_string_release(ids[--n]);
	}
	efree(ids);
	efree(args);
	efree(lens);
	if (!ok) {
		RETURN_THROWS();
	}
	RETURN_LONG(added);
}

PHP_METHOD(RedisQueue, dequeue)
{
	zend_string *name, *id_str;
	zend_long id_long;
	bool id_null;
	zval *score, *timeout = NULL;
	double score_d;

	ZEND_PARSE_PARAMETERS_START(3, 4)
		Z_PARAM_STR_OR_NULL(name)
		Z_PARAM_STR_OR_LONG_OR_NULL(id_str, id_long, id_null)
		Z_PARAM_ZVAL(score)
		Z_PARAM_OPTIONAL
		Z_PARAM_NUMBER(timeout)
	ZEND_PARSE_PARAMETERS_END();
	/* as in enqueue(): a float $id's deprecation made an exception by an
	 * error handler leaves Z_PARAM_STR_OR_LONG converting it to a string */
	if (UNEXPECTED(EG(exception))) {
		RETURN_THROWS();
	}

	/* float|int|string|null: other values are coerced as PHP does (bool to
	 * int, a Stringable to string, in place in the call's own slot), or
	 * refused; in strict mode both helpers refuse */
	if (Z_TYPE_P(score) != IS_NULL && Z_TYPE_P(score) != IS_LONG && Z_TYPE_P(score) != IS_DOUBLE
			&& Z_TYPE_P(score) != IS_STRING) {
		zval *number;
		zend_string *str;
		if (!zend_parse_arg_number_slow(score, &number, 3)
				&& (Z_TYPE_P(score) != IS_OBJECT || !zend_parse_arg_str_slow(score, &str, 3))) {
			zend_argument_type_error(3, "must be of type float|int|string|null, %s given", rl_value_name(score));
			RETURN_THROWS();
		}
	}

	rl_queue_object *obj = Z_RL_QUEUE_P(ZEND_THIS);
	if (!rl_client_ready(&obj->client)) {
		RETURN_THROWS();
	}
	if (!rl_name_given(name) || id_null || (id_str && ZSTR_LEN(id_str) == 0)
			|| Z_TYPE_P(score) == IS_NULL || !rl_queue_score_arg(score, &score_d)) {
		RETURN_FALSE;
	}

	zend_string *id = id_str ? zend_string_copy(id_str) : zend_long_to_str(id_long);
	int removed = rl_queue_task_run(obj, name, &rl_queue_ack_script, id, score_d, NULL, 0);

	zend_string_release(id);
	if (removed < 0) {
		RETURN_THROWS();
	}
	RL_STAT_ADD(dequeue_calls, 1);
	RETURN_BOOL(removed);
}

/* The id and score of ack()'s task at key (or, for an int key, index) of
 * $tasks (as text in *id, the caller releasing it; the score as %.17g text
 * in score_text, or "" for one that can equal no score). False,
 * ValueError naming the key thrown, for an element that is not a task
 * with both. */
static bool ack_task(zval *task, zend_string *key, zend_ulong index, zend_string **id, char *score_text,
	size_t score_size, size_t *score_len)
{
	zval *id_zv = Z_TYPE_P(task) == IS_ARRAY ? zend_hash_str_find_deref(Z_ARRVAL_P(task), "id", 2) : NULL;
	zval *score_zv = Z_TYPE_P(task) == IS_ARRAY ? zend_hash_str_find_deref(Z_ARRVAL_P(task), "score", 5) : NULL;
	double score;

	if (!id_zv || !score_zv || Z_TYPE_P(score_zv) == IS_NULL
			|| (Z_TYPE_P(id_zv) != IS_LONG && (Z_TYPE_P(id_zv) != IS_STRING || Z_STRLEN_P(id_zv) == 0))) {
		smart_str where = {0};

		rl_queue_element_where(&where, key, index);
		zend_argument_value_error(2, "must hold tasks as reserve() returns them, with \"id\" (a non-empty string or "
			"an int) and \"score\" (the element at %s has not)", ZSTR_VAL(where.s));
		smart_str_free(&where);
		return false;
	}
	*id = Z_TYPE_P(id_zv) == IS_LONG ? zend_long_to_str(Z_LVAL_P(id_zv)) : zend_string_copy(Z_STR_P(id_zv));
	/* a score that can equal none (not a number) matches nothing */
	*score_len = rl_queue_score_arg(score_zv, &score) ? rl_queue_format_double(score_text, score_size, score) : 0;
	return true;
}

/* What ack() is, for rl_queue_chunks_run(). */
static const rl_queue_chunked ack_chunked = {
	.method = "ack()", .unit = "tasks", .done = "removed, the others changed or gone already",
	.script = &rl_queue_ack_script, .stride = 2,
};

PHP_METHOD(RedisQueue, ack)
{
	zend_string *name;
	HashTable *tasks;

	ZEND_PARSE_PARAMETERS_START(2, 2)
		Z_PARAM_STR_OR_NULL(name)
		Z_PARAM_ARRAY_HT(tasks)
	ZEND_PARSE_PARAMETERS_END();

	rl_queue_object *obj = Z_RL_QUEUE_P(ZEND_THIS);
	if (!rl_client_ready(&obj->client)) {
		RETURN_THROWS();
	}
	uint32_t n = zend_hash_num_elements(tasks);
	zend_string **ids = safe_emalloc(n ? n : 1, sizeof(*ids), 0);
	char (*scores)[32] = safe_emalloc(n ? n : 1, sizeof(*scores), 0);
	const char **args = safe_emalloc(n ? n : 1, 2 * sizeof(*args), 0);
	size_t *lens = safe_emalloc(n ? n : 1, 2 * sizeof(*lens), 0);
	uint32_t count = 0;
	zend_string *key;
	zend_ulong index;
	zval *task;
	bool ok = true;

	ZEND_HASH_FOREACH_KEY_VAL(tasks, index, key, task) {
		ZVAL_DEREF(task);
		ok = ack_task(task, key, index, &ids[count], scores[count], sizeof(scores[count]), &lens[2 * count + 1]);
		if (!ok) {
			break;
		}
		args[2 * count] = ZSTR_VAL(ids[count]);
		lens[2 * count] = ZSTR_LEN(ids[count]);
		args[2 * count + 1] = scores[count];
		count++;
	} ZEND_HASH_FOREACH_END();

	zend_long removed = 0;
	rl_error err;
	if (ok && count > 0 && rl_name_given(name)) {
		rl_queue_keys keys;

		rl_queue_keys_init(&keys, obj, name);
		ok = rl_queue_chunks_run(&obj->client, &keys, &ack_chunked, args, lens, count, &removed, &err);
		rl_queue_keys_free(&keys);
		if (!ok) {
			rl_error_throw(&err);
		}
	}
	while (count > 0) {
		zend_string_release(ids[--count]);
	}
	efree(ids);
	efree(scores);
	efree(args);
	efree(lens);
	if (!ok) {
		RETURN_THROWS();
	}
	RL_STAT_ADD(dequeue_calls, 1);
	RETURN_LONG(removed);
}

/* What one pop()/top()/reserve() call asks for. */
typedef struct take_request {
	zend_long count;
	take_mode mode;
	double visibility; /* reserve(): seconds until an unacknowledged task is due again */
	int64_t wait_us;   /* pop()/reserve(): how long to wait for a due task; 0 not at all */
	zend_long max_attempts; /* reserve(): deliveries after which a task fails; 0 no limit */
} take_request;

/* Whether reply is rl_queue_take_script's status "MORE": a reserve()
 * with $maxAttempts failed the most tasks a run fails and delivered none,
 * and due tasks may be left. */
static bool take_reply_is_more(const redisReply *reply)
{
	return reply->type == REDIS_REPLY_STATUS && reply->len == 4 && memcmp(reply->str, "MORE", 4) == 0;
}

/* Lays out in args the run of rl_queue_take_script for req, taking at
 * most take_count tasks (0: none, only leaving the waiters), with waiter
 * (a waiting call's id, else "") registered for register_ms when nothing
 * is due. */
static void take_args(rl_queue_take_args *args, const rl_queue_keys *keys, const take_request *req,
	zend_long take_count, const char *waiter, int64_t register_ms)
{
	const char **arg = args->argv + RL_QUEUE_NKEYS;
	size_t *len = args->lens + RL_QUEUE_NKEYS;

	rl_queue_keys_args(keys, args->argv, args->lens);
	arg[0] = args->count_text;
	len[0] = rl_format_ms(args->count_text, sizeof(args->count_text), take_count);
	arg[1] = take_mode_word[req->mode];
	len[1] = strlen(take_mode_word[req->mode]);
	arg[2] = args->visibility_text;
	len[2] = rl_queue_format_double(args->visibility_text, sizeof(args->visibility_text), req->visibility);
	arg[3] = waiter;
	len[3] = strlen(waiter);
	arg[4] = args->register_text;
	len[4] = rl_format_ms(args->register_text, sizeof(args->register_text), register_ms);
	arg[5] = args->max_text;
	len[5] = rl_format_ms(args->max_text, sizeof(args->max_text), req->max_attempts);
	args->call = (rl_script_call) {&rl_queue_take_script, RL_QUEUE_NKEYS, RL_QUEUE_NKEYS + 6, args->argv, args->lens,
		NULL, NULL};
}

/* Reads the reply of take_args()'s run (from by): a run that found nothing
 * due and registered the waiter (waiter not "", register_ms > 0) sets
 * *head_ms to the ms until the head is due (-1 for an empty queue),
 * leaving return_value unset; a run that failed the most used-up tasks a
 * run fails and delivered none sets *more, leaving return_value unset (run
 * again: more may be due); otherwise return_value is the call's result
 * (req->count 0: always a list) and *head_ms is not set. Returns false,
 * err set, for a reply of another shape. */
static bool take_reply(rl_node *by, const redisReply *reply, const take_request *req, const char *waiter,
	int64_t register_ms, zval *return_value, int64_t *head_ms, bool *more, rl_error *err)
{
	*more = take_reply_is_more(reply);
	if (*more) {
		return true;
	}
	if (reply->type == REDIS_REPLY_INTEGER && waiter[0] && register_ms > 0) {
		*head_ms = (int64_t) reply->integer;
		return true;
	}
	return take_result(by, reply, req->count, req->mode, return_value, err);
}

/* One run of rl_queue_take_script for req (take_args(), take_reply()).
 * Returns false, err set, on failure. */
static bool take_once(rl_queue_object *obj, const rl_queue_keys *keys, const take_request *req, zend_long take_count,
	const char *waiter, int64_t register_ms, zval *return_value, int64_t *head_ms, bool *more, rl_error *err)
{
	rl_queue_take_args args;
	rl_node *by;

	take_args(&args, keys, req, take_count, waiter, register_ms);
	/* top() only reads, so it may be run again after a lost reply; pop()
	 * and reserve() must not be: the first run may have taken tasks */
	redisReply *reply = rl_script_run(obj->client.topo, &args.call, req->mode == TAKE_TOP, &by, err);

	if (!reply) {
		return false;
	}
	bool ok = take_reply(by, reply, req, waiter, register_ms, return_value, head_ms, more, err);

	freeReplyObject(reply);
	return ok;
}

void rl_queue_reserve_args(rl_queue_take_args *args, const rl_queue_keys *keys, zend_long count, double visibility,
	zend_long max_attempts, const char *waiter, int64_t register_ms)
{
	take_request req = {.count = count, .mode = TAKE_RESERVE, .visibility = visibility, .max_attempts = max_attempts};

	take_args(args, keys, &req, count, waiter, register_ms);
}

bool rl_queue_reserve_reply(rl_node *by, const redisReply *reply, const char *waiter, int64_t register_ms,
	zval *tasks, int64_t *head_ms, bool *more, rl_error *err)
{
	take_request req = {.count = 0, .mode = TAKE_RESERVE};

	return take_reply(by, reply, &req, waiter, register_ms, tasks, head_ms, more, err);
}

/* How long a waiting call blocks after a run that found nothing due:
 * until its wait ends, the head is due (head_ms, -1 for none), or a slice
 * has passed, whichever comes first. */
static int64_t take_block_us(int64_t remaining_us, int64_t head_ms)
{
	int64_t block = MIN(remaining_us, RL_QUEUE_SLICE_US);

	/* compared in ms: head_ms * 1000 could overflow for a head due in
	 * thousands of years */
	if (head_ms >= 0 && head_ms < block / 1000) {
		/* half a ms late, so that the server's clock has passed the due
		 * time when the next run reads it */
		block = head_ms * 1000 + 500;
	}
	return block;
}

/* pop(), top() and reserve(): runs rl_queue_take_script for req and, when
 * nothing is due and req->wait_us > 0, waits on the queue's wake list and
 * runs it again, until a task is due or the wait is over. A run that
 * failed the most used-up tasks a run fails and delivered none is run
 * again at once (at most RL_QUEUE_FAIL_RUNS times a call), so that the
 * call answers nothing only when nothing is due. The last run of a wait
 * (its time up, or a task found) leaves the waiters. A wait that
 * max_execution_time ended takes nothing in its last run: PHP's fatal
 * error would throw the tasks away. */
static void queue_take(INTERNAL_FUNCTION_PARAMETERS, zend_string *name, const take_request *req)
{
	rl_queue_object *obj = Z_RL_QUEUE_P(ZEND_THIS);

	if (req->count > RL_QUEUE_MAX_COUNT) {
		zend_argument_value_error(2, "must be at most %d", RL_QUEUE_MAX_COUNT);
		RETURN_THROWS();
	}
	if (!rl_client_ready(&obj->client)) {
		RETURN_THROWS();
	}
	if (!rl_name_given(name) || req->count <= 0) {
		RETURN_EMPTY_ARRAY();
	}

	char waiter[RL_TOKEN_LEN + 1] = "";
	if (req->wait_us > 0 && rl_token_new(waiter) == FAILURE) {
		RETURN_THROWS();
	}

	rl_queue_keys keys;
	rl_queue_keys_init(&keys, obj, name);
	int64_t deadline = rl_monotonic_us() + req->wait_us;
	rl_outage outage = {0}; /* the pace of runs while the server is away */
	int fail_runs = 0;      /* runs that answered "MORE" */
	rl_error err;
	bool ok, more = false;

	for (;;) {
		int64_t remaining = deadline - rl_monotonic_us();
		bool timed_out = req->wait_us > 0 && rl_request_timed_out();
		int64_t block = req->wait_us > 0 && !timed_out ? MIN(remaining, RL_QUEUE_SLICE_US) : 0;
		/* a block too short for Redis to time is not announced: the run
		 * is the wait's last */
		int64_t register_ms = block > 2000 ? block / 1000 + RL_QUEUE_REGISTER_MARGIN_MS : 0;
		int64_t head_ms = 0;

		ZVAL_UNDEF(return_value);
		ok = take_once(obj, &keys, req, timed_out ? 0 : req->count, waiter, register_ms, return_value, &head_ms, &more,
			&err);
		if (!ok && req->wait_us > 0 && rl_outage_wait(&outage, &err, RL_OUTAGE_FIRST_PAUSE_US, deadline)) {
			continue; /* the server is away (a restart, a failover): nothing ran */
		}
		if (ok && more) {
			if (++fail_runs < RL_QUEUE_FAIL_RUNS) {
				continue;
			}
			take_result_none(req->count, return_value);
		}
		if (!ok || !Z_ISUNDEF_P(return_value)) {
			break;
		}
		outage = (rl_outage) {0};
		block = take_block_us(deadline - rl_monotonic_us(), head_ms);
		if (block > 0 && !rl_client_wait_wake(&obj->client, keys.wake, block, NULL, 0, &err)
				&& !rl_err_may_have_run(err.code)
				&& !rl_outage_wait(&outage, &err, RL_OUTAGE_FIRST_PAUSE_US, deadline)) {
			ok = false;
			break;
		}
		/* a wait whose connection broke lost only its wake: the next run
		 * reconnects (at the outage's pace while the server is away) */
	}
	rl_queue_keys_free(&keys);
	if (!ok) {
		rl_error_throw(&err);
		RETURN_THROWS();
	}
	switch (req->mode) {
		case TAKE_POP:
			RL_STAT_ADD(pop_calls, 1);
			break;
		case TAKE_TOP:
			RL_STAT_ADD(top_calls, 1);
			break;
		case TAKE_RESERVE:
			RL_STAT_ADD(reserve_calls, 1);
			break;
	}
}

/* $wait of pop() and reserve(): finite, >= 0, in microseconds. */
static bool wait_arg(const zval *wait, uint32_t arg_num, int64_t *wait_us)
{
	int64_t ms;

	if (!rl_seconds_to_ms(wait, &ms) || (Z_TYPE_P(wait) == IS_LONG ? Z_LVAL_P(wait) < 0 : !(Z_DVAL_P(wait) >= 0))) {
		zend_argument_value_error(arg_num, "must be a finite number of seconds greater than or equal to 0 and at most %.0f",
			RL_MAX_SECONDS);
		return false;
	}
	*wait_us = ms * 1000;
	return true;
}

/* The shortest $visibility: scores are the server's clock in seconds to the
 * microsecond, so anything shorter would leave a task due at once, as 0
 * would. */
#define RL_MIN_VISIBILITY 0.000001

/* $visibility of reserve() and touch(): finite, at least a microsecond. */
static bool visibility_arg(const zval *visibility, uint32_t arg_num, double *out)
{
	double seconds = Z_TYPE_P(visibility) == IS_LONG ? (double) Z_LVAL_P(visibility) : Z_DVAL_P(visibility);
	int64_t ms;

	if (!rl_seconds_to_ms(visibility, &ms) || !(seconds > 0)) {
		zend_argument_value_error(arg_num, "must be a finite number of seconds greater than 0 and at most %.0f",
			RL_MAX_SECONDS);
		return false;
	}
	if (seconds < RL_MIN_VISIBILITY) {
		zend_argument_value_error(arg_num, "must be at least a microsecond (0.000001 s): a shorter one would leave "
			"the task due at once, as 0 would");
		return false;
	}
	*out = seconds;
	return true;
}

bool rl_queue_visibility_arg(const zval *visibility, uint32_t arg_num, double *out)
{
	return visibility_arg(visibility, arg_num, out);
}

PHP_METHOD(RedisQueue, pop)
{
	zend_string *name;
	zval *timeout = NULL, *wait = NULL;
	take_request req = {.count = 1, .mode = TAKE_POP};

	ZEND_PARSE_PARAMETERS_START(1, 4)
		Z_PARAM_STR_OR_NULL(name)
		Z_PARAM_OPTIONAL
		Z_PARAM_LONG(req.count)
		Z_PARAM_NUMBER(timeout)
		Z_PARAM_NUMBER(wait)
	ZEND_PARSE_PARAMETERS_END();

	if (wait && !wait_arg(wait, 4, &req.wait_us)) {
		RETURN_THROWS();
	}
	queue_take(INTERNAL_FUNCTION_PARAM_PASSTHRU, name, &req);
}

PHP_METHOD(RedisQueue, reserve)
{
	zend_string *name;
	zval *visibility = NULL, *wait = NULL;
	take_request req = {.count = 1, .mode = TAKE_RESERVE, .visibility = 30};

	ZEND_PARSE_PARAMETERS_START(1, 5)
		Z_PARAM_STR_OR_NULL(name)
		Z_PARAM_OPTIONAL
		Z_PARAM_LONG(req.count)
		Z_PARAM_NUMBER(visibility)
		Z_PARAM_NUMBER(wait)
		Z_PARAM_LONG(req.max_attempts)
	ZEND_PARSE_PARAMETERS_END();

	if ((visibility && !visibility_arg(visibility, 3, &req.visibility)) || (wait && !wait_arg(wait, 4, &req.wait_us))) {
		RETURN_THROWS();
	}
	if (req.max_attempts < 0) {
		zend_argument_value_error(5, "must be greater than or equal to 0 (0: no limit)");
		RETURN_THROWS();
	}
	queue_take(INTERNAL_FUNCTION_PARAM_PASSTHRU, name, &req);
}

PHP_METHOD(RedisQueue, top)
{
	zend_string *name;
	take_request req = {.count = 1, .mode = TAKE_TOP};

	ZEND_PARSE_PARAMETERS_START(1, 2)
		Z_PARAM_STR_OR_NULL(name)
		Z_PARAM_OPTIONAL
		Z_PARAM_LONG(req.count)
	ZEND_PARSE_PARAMETERS_END();

	queue_take(INTERNAL_FUNCTION_PARAM_PASSTHRU, name, &req);
}

/* The name of touch() and size(), which are typed string: "" is a
 * ValueError. */
static bool name_arg(const zend_string *name, uint32_t arg_num)
{
	if (ZSTR_LEN(name) == 0) {
		zend_argument_value_error(arg_num, "must not be empty");
		return false;
	}
	return true;
}

PHP_METHOD(RedisQueue, touch)
{
	zend_string *name, *id_str;
	zend_long id_long;
	double score, visibility_s;
	zval *visibility;

	ZEND_PARSE_PARAMETERS_START(4, 4)
		Z_PARAM_STR(name)
		Z_PARAM_STR_OR_LONG(id_str, id_long)
		Z_PARAM_DOUBLE(score)
		Z_PARAM_NUMBER(visibility)
	ZEND_PARSE_PARAMETERS_END();
	/* as in enqueue(): a float $id's deprecation made an exception */
	if (UNEXPECTED(EG(exception))) {
		RETURN_THROWS();
	}
	if (!name_arg(name, 1) || !visibility_arg(visibility, 4, &visibility_s)) {
		RETURN_THROWS();
	}

	rl_queue_object *obj = Z_RL_QUEUE_P(ZEND_THIS);
	if (!rl_client_ready(&obj->client)) {
		RETURN_THROWS();
	}
	if ((id_str && ZSTR_LEN(id_str) == 0) || zend_isnan(score)) {
		RETURN_FALSE; /* no such id, no such score: as dequeue() answers */
	}

	zend_string *key = rl_queue_key(obj, name);
	zend_string *id = id_str ? zend_string_copy(id_str) : zend_long_to_str(id_long);
	char score_text[32], visibility_text[32];
	const char *argv[4] = {ZSTR_VAL(key), ZSTR_VAL(id), score_text, visibility_text};
	size_t lens[4] = {ZSTR_LEN(key), ZSTR_LEN(id), rl_queue_format_double(score_text, sizeof(score_text), score),
		rl_queue_format_double(visibility_text, sizeof(visibility_text), visibility_s)};
	rl_script_call call = {&rl_queue_touch_script, 1, 4, argv, lens, NULL, NULL};
	rl_error err;
	rl_node *by;
	/* not retried: after a lost reply a second run would answer false for
	 * the score the first run moved */
	redisReply *reply = rl_script_run(obj->client.topo, &call, false, &by, &err);

	zend_string_release(key);
	zend_string_release(id);
	if (!reply) {
		rl_error_throw(&err);
		RETURN_THROWS();
	}
	bool well_formed = reply->type == REDIS_REPLY_NIL || reply->type == REDIS_REPLY_STRING;

	if (!well_formed) {
		rl_node_unexpected_reply(by, reply, "queue_touch", "a score or nil", &err);
	} else if (reply->type == REDIS_REPLY_STRING) {
		RETVAL_DOUBLE(rl_queue_score_from_reply(reply));
	} else {
		RETVAL_FALSE;
	}
	freeReplyObject(reply);
	if (!well_formed) {
		rl_error_throw(&err);
		RETURN_THROWS();
	}
	RL_STAT_ADD(touch_calls, 1);
}

PHP_METHOD(RedisQueue, size)
{
	zend_string *name;
	bool due_only = false;

	ZEND_PARSE_PARAMETERS_START(1, 2)
		Z_PARAM_STR(name)
		Z_PARAM_OPTIONAL
		Z_PARAM_BOOL(due_only)
	ZEND_PARSE_PARAMETERS_END();

	if (!name_arg(name, 1)) {
		RETURN_THROWS();
	}
	rl_queue_object *obj = Z_RL_QUEUE_P(ZEND_THIS);
	if (!rl_client_ready(&obj->client)) {
		RETURN_THROWS();
	}

	zend_string *key = rl_queue_key(obj, name);
	const char *argv[2] = {ZSTR_VAL(key), due_only ? "1" : "0"};
	size_t lens[2] = {ZSTR_LEN(key), 1};
	rl_script_call call = {&rl_queue_size_script, 1, 2, argv, lens, NULL, NULL};
	rl_error err;
	rl_node *by;
	redisReply *reply = rl_script_run(obj->client.topo, &call, true, &by, &err);

	zend_string_release(key);
	if (!reply) {
		rl_error_throw(&err);
		RETURN_THROWS();
	}
	bool integer = reply->type == REDIS_REPLY_INTEGER;

	if (!integer) {
		rl_node_unexpected_reply(by, reply, "queue_size", "an integer", &err);
	} else {
		RETVAL_LONG((zend_long) reply->integer);
	}
	freeReplyObject(reply);
	if (!integer) {
		rl_error_throw(&err);
		RETURN_THROWS();
	}
	RL_STAT_ADD(size_calls, 1);
}

/* The most tasks a stats() script looks at one by one (a few ms of
 * Redis's time). */
#define RL_QUEUE_STATS_SLICE 2000

/* Whether queue_stats's reply is its nine parts: counts, the age of the
 * oldest due task, now and the walk's end as text. */
static bool stats_reply_well_formed(const redisReply *reply)
{
	if (reply->type != REDIS_REPLY_ARRAY || reply->elements != 9) {
		return false;
	}
	for (size_t i = 0; i < 9; i++) {
		bool text = i == 5 || i >= 7;

		if (reply->element[i]->type != (text ? REDIS_REPLY_STRING : REDIS_REPLY_INTEGER)) {
			return false;
		}
	}
	return true;
}

/* Whether queue_stats_walk's reply is [reserved, delayed, score, id, over,
 * rest]. */
static bool stats_walk_reply_well_formed(const redisReply *reply)
{
	if (reply->type != REDIS_REPLY_ARRAY || reply->elements != 6) {
		return false;
	}
	for (size_t i = 0; i < 6; i++) {
		bool text = i == 2 || i == 3;

		if (reply->element[i]->type != (text ? REDIS_REPLY_STRING : REDIS_REPLY_INTEGER)) {
			return false;
		}
	}
	return true;
}

/* Where a walk of queue_stats_walk is: the score and id of the last task
 * looked at (id NULL: after every task of score or less), what it counted
 * so far, and how many tasks up to its end it had not looked at yet at
 * its last run. */
typedef struct stats_walk_state {
	zend_string *score;
	zend_string *id;
	zend_long reserved;
	zend_long delayed;
	zend_long rest;
	bool over;
} stats_walk_state;

/* One run of queue_stats_walk from the walk's last task up to walk_end:
 * adds the reserved and delayed tasks it met, moves the walk on to the
 * last task it looked at and records what is left. Returns false, err
 * set, on failure. */
static bool stats_walk_once(const rl_client *cl, const rl_queue_keys *keys, const char *walk_end,
	stats_walk_state *walk, rl_error *err)
{
	char slice_text[16];
	const char *args[4] = {slice_text, walk_end, ZSTR_VAL(walk->score), walk->id ? ZSTR_VAL(walk->id) : NULL};
	size_t lens[4] = {(size_t) snprintf(slice_text, sizeof(slice_text), "%d", RL_QUEUE_STATS_SLICE), strlen(walk_end),
		ZSTR_LEN(walk->score), walk->id ? ZSTR_LEN(walk->id) : 0};
	/* it only reads: run again after a lost reply */
	redisReply *reply = rl_queue_run(cl, keys, &rl_queue_stats_walk_script, args, lens, walk->id ? 4 : 3, true,
		stats_walk_reply_well_formed, "two counts, a score, an id, a flag and a count", err);

	if (!reply) {
		return false;
	}
	walk->reserved += (zend_long) reply->element[0]->integer;
	walk->delayed += (zend_long) reply->element[1]->integer;
	walk->over = reply->element[4]->integer != 0;
	walk->rest = (zend_long) reply->element[5]->integer;
	zend_string_release(walk->score);
	walk->score = zend_string_init(reply->element[2]->str, reply->element[2]->len, false);
	if (walk->id) {
		zend_string_release(walk->id);
	}
	walk->id = zend_string_init(reply->element[3]->str, reply->element[3]->len, false);
	freeReplyObject(reply);
	return true;
}

/* Counts the reserved and the delayed tasks among those not due at
 * queue_stats's now, walking them from now up to walk_end in runs of
 * RL_QUEUE_STATS_SLICE. The runs are at most twice as many as the later
 * tasks need, plus 16; each run but the last looks at a whole slice, so
 * only more than later + 16 slices of tasks added or moved ahead of the
 * walk during it use them up; the tasks it has not reached then are
 * counted in *delayed. Returns false, err set, on failure. */
static bool stats_walk(const rl_client *cl, const rl_queue_keys *keys, const char *now, const char *walk_end,
	zend_long later, zend_long *reserved, zend_long *delayed, rl_error *err)
{
	stats_walk_state walk = {zend_string_init(now, strlen(now), false), NULL, 0, 0, 0, false};
	zend_long rounds = 2 * ((later + RL_QUEUE_STATS_SLICE - 1) / RL_QUEUE_STATS_SLICE) + 16;
	bool ok = true;

	for (zend_long round = 0; ok && !walk.over && round < rounds; round++) {
		ok = stats_walk_once(cl, keys, walk_end, &walk, err);
	}
	*reserved = walk.reserved;
	*delayed = walk.delayed + (walk.over ? 0 : walk.rest);
	zend_string_release(walk.score);
	if (walk.id) {
		zend_string_release(walk.id);
	}
	return ok;
}

/* stats() of the queue keys: its seven counts in return_value. Returns
 * false, err set, on failure. */
static bool stats_count(const rl_client *cl, const rl_queue_keys *keys, zval *return_value, rl_error *err)
{
	static const char *const fields[7] = {"size", "due", "reserved", "delayed", "failed", "oldestDueAge", "waiting"};
	char slice_text[16];
	const char *args[1] = {slice_text};
	size_t lens[1] = {(size_t) snprintf(slice_text, sizeof(slice_text), "%d", RL_QUEUE_STATS_SLICE)};
	/* it only reads: run again after a lost reply */
	redisReply *reply = rl_queue_run(cl, keys, &rl_queue_stats_script, args, lens, 1, true, stats_reply_well_formed,
		"an array of seven counts, now and the walk's end", err);

	if (!reply) {
		return false;
	}
	zend_long counts[7];

	for (size_t i = 0; i < 7; i++) {
		counts[i] = i == 5 ? 0 : (zend_long) reply->element[i]->integer;
	}
	/* counts[3] is later: reserved + delayed at the script's time; the
	 * walk counts both among the tasks it meets */
	if (reply->element[8]->len == 0) {
		counts[3] -= counts[2];
	} else if (!stats_walk(cl, keys, reply->element[7]->str, reply->element[8]->str, counts[3], &counts[2],
			&counts[3], err)) {
		freeReplyObject(reply);
		return false;
	}
	array_init_size(return_value, 7);
	for (size_t i = 0; i < 7; i++) {
		if (i == 5) {
			add_assoc_double(return_value, fields[i], rl_queue_score_from_reply(reply->element[i]));
		} else {
			add_assoc_long(return_value, fields[i], counts[i]);
		}
	}
	freeReplyObject(reply);
	return true;
}

PHP_METHOD(RedisQueue, stats)
{
	zend_string *name;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_STR_OR_NULL(name)
	ZEND_PARSE_PARAMETERS_END();

	rl_queue_object *obj = Z_RL_QUEUE_P(ZEND_THIS);
	if (!rl_client_ready(&obj->client)) {
		RETURN_THROWS();
	}
	if (!rl_name_given(name)) {
		RETURN_EMPTY_ARRAY();
	}
	rl_queue_keys keys;
	rl_error err;

	rl_queue_keys_init(&keys, obj, name);
	bool ok = stats_count(&obj->client, &keys, return_value, &err);
	rl_queue_keys_free(&keys);
	if (!ok) {
		rl_error_throw(&err);
		RETURN_THROWS();
	}
}

/* ---- object handlers ---------------------------------------------------------- */

static zend_object *rl_queue_create(zend_class_entry *ce)
{
	rl_queue_object *obj = zend_object_alloc(sizeof(rl_queue_object), ce);

	zend_object_std_init(&obj->std, ce);
	object_properties_init(&obj->std, ce);
	obj->std.handlers = &rl_queue_handlers;
	return &obj->std;
}

static void rl_queue_free(zend_object *object)
{
	rl_queue_object *obj = rl_queue_from_obj(object);

	rl_client_free(&obj->client);
	zend_object_std_dtor(&obj->std);
}

void rl_queue_startup(zend_class_entry *ce)
{
	rl_queue_ce = ce;
	ce->create_object = rl_queue_create;
	rl_client_handlers_init(&rl_queue_handlers, XtOffsetOf(rl_queue_object, std), rl_queue_free);
}
