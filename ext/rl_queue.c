/*
 * RedisQueue: a deduplicating, delayed task queue on the sorted set
 * "Queue:{name}", ids scored by due time in Unix seconds with microseconds.
 *
 * Invariants:
 * - Every method is one script run (enqueue: one per chunk of at most
 *   RL_QUEUE_CHUNK ids, all chunks sent in one round trip), so concurrent
 *   producers and consumers need no lock and each id is delivered once.
 * - "Now" is always the Redis server's clock (TIME inside the script), never
 *   a client's, so clients with skewed clocks agree on what is due.
 * - Scores travel as %.17g text, which a double survives bit for bit, so a
 *   score read by top() matches in dequeue() exactly.
 */
#include <math.h>

#include "php.h"
#include "zend_exceptions.h"
#include "zend_smart_str.h"

#include "rl_client.h"
#include "rl_globals.h"
#include "rl_queue.h"
#include "rl_script.h"

#define RL_QUEUE_KIND "Queue:"
/* Ids per script run: bounds how long one run blocks Redis, and keeps
 * unpack() in queue_enqueue_script within Lua's stack. */
#define RL_QUEUE_CHUNK 1000
/* The most tasks one pop()/top() may ask for. */
#define RL_QUEUE_MAX_COUNT 10000

typedef struct rl_queue_object {
	rl_client client; /* first: see rl_client_from_obj() */
	zend_object std;
} rl_queue_object;

zend_class_entry *rl_queue_ce;
static zend_object_handlers rl_queue_handlers;

static inline rl_queue_object *rl_queue_from_obj(zend_object *obj)
{
	return (rl_queue_object *) ((char *) obj - XtOffsetOf(rl_queue_object, std));
}

#define Z_RL_QUEUE_P(zv) rl_queue_from_obj(Z_OBJ_P(zv))

static zend_string *queue_key(const rl_queue_object *obj, const zend_string *name)
{
	return rl_client_key(&obj->client, RL_QUEUE_KIND, sizeof(RL_QUEUE_KIND) - 1, name);
}

/* A double as text that reads back as the same double. */
static size_t format_double(char *buf, size_t size, double d)
{
	return (size_t) snprintf(buf, size, "%.17g", d);
}

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

/* An id as the original class handed it back, through a PHP array key: a
 * canonical decimal integer in range becomes int, anything else string. */
static void id_to_zval(zval *out, const char *str, size_t len)
{
	zend_ulong index;

	if (ZEND_HANDLE_NUMERIC_STR(str, len, index)) {
		ZVAL_LONG(out, (zend_long) index);
	} else {
		ZVAL_STRINGL(out, str, len);
	}
}

static double score_from_reply(const redisReply *r)
{
	if (r->len >= 3 && strcasecmp(r->str + r->len - 3, "inf") == 0) {
		return r->str[0] == '-' ? -ZEND_INFINITY : ZEND_INFINITY;
	}
	return zend_strtod(r->str, NULL);
}

/* Turns queue_take_script's [id, score, ...] into pop()/top()'s result:
 * with count == 1 one ['id' =>, 'score' =>] or false, else a list of them.
 * Returns false (err set) if the reply has another shape. */
static bool take_result(rl_node *by, const redisReply *reply, zend_long count, zval *return_value, rl_error *err)
{
	bool strings = reply->type == REDIS_REPLY_ARRAY && reply->elements % 2 == 0;

	for (size_t i = 0; strings && i < reply->elements; i++) {
		strings = reply->element[i]->type == REDIS_REPLY_STRING;
	}
	if (!strings) {
		rl_unexpected_reply(by, reply, "queue_take", "an array of ids and scores", err);
		return false;
	}
	if (count == 1 && reply->elements == 0) {
		RETVAL_FALSE;
		return true;
	}
	array_init_size(return_value, (uint32_t) (reply->elements / 2));
	for (size_t i = 0; i < reply->elements; i += 2) {
		zval task, id;

		array_init_size(&task, 2);
		id_to_zval(&id, reply->element[i]->str, reply->element[i]->len);
		zend_hash_str_add_new(Z_ARRVAL(task), "id", 2, &id);
		add_assoc_double_ex(&task, "score", 5, score_from_reply(reply->element[i + 1]));
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

/* The ids of enqueue()'s $id as strings (ints converted; the caller
 * releases each). Returns the count, 0 for "no id" (null, "" or []), or
 * -1 after an error for an array element: ValueError for null or "" (an
 * empty id that dequeue() could never remove would block a top() worker),
 * TypeError for any other type than string and int. */
static ssize_t ids_collect(zval *id, zend_string ***out)
{
	zend_string **ids;
	ssize_t n = 0;
	zend_string *key;
	zend_ulong index;
	zval *item;

	if (Z_TYPE_P(id) != IS_ARRAY) {
		if (Z_TYPE_P(id) == IS_NULL || (Z_TYPE_P(id) == IS_STRING && Z_STRLEN_P(id) == 0)) {
			return 0;
		}
		ids = emalloc(sizeof(*ids));
		ids[0] = Z_TYPE_P(id) == IS_LONG ? zend_long_to_str(Z_LVAL_P(id)) : zend_string_copy(Z_STR_P(id));
		*out = ids;
		return 1;
	}
	if (zend_hash_num_elements(Z_ARRVAL_P(id)) == 0) {
		return 0;
	}
	ids = safe_emalloc(zend_hash_num_elements(Z_ARRVAL_P(id)), sizeof(*ids), 0);
	ZEND_HASH_FOREACH_KEY_VAL(Z_ARRVAL_P(id), index, key, item) {
		ZVAL_DEREF(item);
		if (Z_TYPE_P(item) == IS_STRING && Z_STRLEN_P(item) > 0) {
			ids[n++] = zend_string_copy(Z_STR_P(item));
			continue;
		}
		if (Z_TYPE_P(item) == IS_LONG) {
			ids[n++] = zend_long_to_str(Z_LVAL_P(item));
			continue;
		}
		if (Z_TYPE_P(item) != IS_NULL && Z_TYPE_P(item) != IS_STRING) {
			zend_argument_type_error(2, "must contain only strings and ints, %s given", rl_value_name(item));
		} else if (key) {
			smart_str shown = {0};
			smart_str_append_escaped_truncated(&shown, key, 40);
			smart_str_0(&shown);
			zend_argument_value_error(2, "must not contain null or \"\" (found at key \"%s\")", ZSTR_VAL(shown.s));
			smart_str_free(&shown);
		} else {
			zend_argument_value_error(2, "must not contain null or \"\" (found at index " ZEND_ULONG_FMT ")", index);
		}
		while (n > 0) {
			zend_string_release(ids[--n]);
		}
		efree(ids);
		return -1;
	} ZEND_HASH_FOREACH_END();
	*out = ids;
	return n;
}

/* Sets err for an enqueue() whose chunks Redis refused in part or whole
 * (replies[k] an error answer), after the others ran: code 6 when some
 * ran, saying how many ids they queued; the first refusal's reason (code
 * 5) otherwise. */
static void enqueue_refused(rl_node **by, size_t n, size_t chunks, const rl_script_call *calls,
	redisReply **replies, rl_error *err)
{
	size_t ids_ran = 0, queued = 0;
	int first_refused = -1;

	for (size_t k = 0; k < chunks; k++) {
		if (replies[k]->type == REDIS_REPLY_INTEGER) {
			ids_ran += (size_t) calls[k].argc - 2;
			queued += (size_t) replies[k]->integer;
		} else if (first_refused < 0) {
			first_refused = (int) k;
		}
	}
	rl_script_refused(by[first_refused], &calls[first_refused], replies[first_refused], NULL, err);
	if (ids_ran > 0) {
		rl_error_prefix(err, RL_ERR_PARTIAL, "enqueue() ran in part: Redis handled %zu of the %zu ids (%zu newly "
			"queued, the others queued already) and refused %zu: ", ids_ran, n, queued, n - ids_ran);
	}
}

/* Adds n ids in chunks of RL_QUEUE_CHUNK, all sent in one round trip.
 * Not retried after a broken connection: if the first run happened and a
 * consumer took an id before a second run, that run would add it again.
 * Returns false, err set, on failure. */
static bool enqueue_chunks(const rl_client *cl, zend_string *key, zend_string **ids, size_t n, double delay, rl_error *err)
{
	size_t chunks = (n + RL_QUEUE_CHUNK - 1) / RL_QUEUE_CHUNK;
	size_t slots = n + 2 * chunks; /* per chunk: key, delay, ids */
	const char **argv = safe_emalloc(slots, sizeof(*argv), 0);
	size_t *lens = safe_emalloc(slots, sizeof(*lens), 0);
	rl_script_call *calls = safe_emalloc(chunks, sizeof(*calls), 0);
	redisReply **replies = safe_emalloc(chunks, sizeof(*replies), 0);
	rl_node **by = safe_emalloc(chunks, sizeof(*by), 0);
	char delay_text[32];
	size_t delay_len = format_double(delay_text, sizeof(delay_text), delay);
	size_t slot = 0;

	for (size_t k = 0; k < chunks; k++) {
		size_t first = k * RL_QUEUE_CHUNK;
		size_t count = MIN(RL_QUEUE_CHUNK, n - first);

		calls[k] = (rl_script_call) {&queue_enqueue_script, 1, (int) count + 2, argv + slot, lens + slot, NULL, NULL};
		argv[slot] = ZSTR_VAL(key);
		lens[slot++] = ZSTR_LEN(key);
		argv[slot] = delay_text;
		lens[slot++] = delay_len;
		for (size_t i = first; i < first + count; i++) {
			argv[slot] = ZSTR_VAL(ids[i]);
			lens[slot++] = ZSTR_LEN(ids[i]);
		}
	}
	bool ok = rl_script_run_many(cl->topo, chunks, calls, replies, by, err) == RL_OK;
	if (ok) {
		bool refused = false;

		for (size_t k = 0; k < chunks && ok; k++) {
			if (replies[k]->type == REDIS_REPLY_ERROR) {
				refused = true;
			} else if (replies[k]->type != REDIS_REPLY_INTEGER) {
				rl_unexpected_reply(by[k], replies[k], "queue_enqueue", "an integer", err);
				ok = false;
			}
		}
		if (ok && refused) {
			enqueue_refused(by, n, chunks, calls, replies, err);
			ok = false;
		}
		for (size_t k = 0; k < chunks; k++) {
			freeReplyObject(replies[k]);
		}
	}
	efree(argv);
	efree(lens);
	efree(calls);
	efree(replies);
	efree(by);
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
	ssize_t n = ids_collect(id, &ids);
	if (n <= 0) {
		if (n < 0) {
			RETURN_THROWS();
		}
		RETURN_FALSE;
	}

	zend_string *key = queue_key(obj, name);
	rl_error err;
	bool ok = enqueue_chunks(&obj->client, key, ids, (size_t) n, delay, &err);
	zend_string_release(key);
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

/* The score argument of dequeue() as a double; false (not an error) for
 * the originals' "empty score" and for text that is not a number, which
 * can equal no score. */
static bool score_arg(zval *score, double *out)
{
	zend_long lval;

	switch (Z_TYPE_P(score)) {
		case IS_LONG:
			*out = (double) Z_LVAL_P(score);
			return true;
		case IS_DOUBLE:
			*out = Z_DVAL_P(score);
			return !zend_isnan(*out);
		case IS_STRING: {
			zend_uchar type = is_numeric_string(Z_STRVAL_P(score), Z_STRLEN_P(score), &lval, out, false);
			if (type == IS_LONG) {
				*out = (double) lval;
			}
			return type == IS_LONG || type == IS_DOUBLE;
		}
		default:
			return false;
	}
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
			|| Z_TYPE_P(score) == IS_NULL || !score_arg(score, &score_d)) {
		RETURN_FALSE;
	}

	zend_string *key = queue_key(obj, name);
	zend_string *id = id_str ? zend_string_copy(id_str) : zend_long_to_str(id_long);
	char score_text[32];
	const char *argv[3] = {ZSTR_VAL(key), ZSTR_VAL(id), score_text};
	size_t lens[3] = {ZSTR_LEN(key), ZSTR_LEN(id), format_double(score_text, sizeof(score_text), score_d)};
	rl_script_call call = {&queue_dequeue_script, 1, 3, argv, lens, NULL, NULL};
	rl_error err;
	/* not retried: after a lost reply a second run would answer 0 for a
	 * task the first run removed, so the caller learns "unknown" instead */
	rl_node *by;
	redisReply *reply = rl_script_run(obj->client.topo, &call, false, &by, &err);

	zend_string_release(key);
	zend_string_release(id);
	if (!reply) {
		rl_error_throw(&err);
		RETURN_THROWS();
	}
	bool integer = reply->type == REDIS_REPLY_INTEGER;
	bool removed = integer && reply->integer == 1;

	if (!integer) {
		rl_unexpected_reply(by, reply, "queue_dequeue", "an integer", &err);
	}
	freeReplyObject(reply);
	if (!integer) {
		rl_error_throw(&err);
		RETURN_THROWS();
	}
	RL_STAT_ADD(dequeue_calls, 1);
	RETURN_BOOL(removed);
}

/* pop() and top(): read up to count due tasks, removing them when remove. */
static void queue_take(INTERNAL_FUNCTION_PARAMETERS, zend_string *name, zend_long count, bool remove)
{
	rl_queue_object *obj = Z_RL_QUEUE_P(ZEND_THIS);

	if (count > RL_QUEUE_MAX_COUNT) {
		zend_argument_value_error(2, "must be at most %d", RL_QUEUE_MAX_COUNT);
		RETURN_THROWS();
	}
	if (!rl_client_ready(&obj->client)) {
		RETURN_THROWS();
	}
	if (!rl_name_given(name) || count <= 0) {
		RETURN_EMPTY_ARRAY();
	}

	zend_string *key = queue_key(obj, name);
	char count_text[MAX_LENGTH_OF_LONG + 1];
	const char *argv[3] = {ZSTR_VAL(key), count_text, remove ? "1" : "0"};
	size_t lens[3] = {ZSTR_LEN(key), (size_t) snprintf(count_text, sizeof(count_text), ZEND_LONG_FMT, count), 1};
	rl_script_call call = {&queue_take_script, 1, 3, argv, lens, NULL, NULL};
	rl_error err;
	/* top() only reads, so it may be retried; pop() must not be: its first
	 * run may have removed tasks whose reply is lost */
	rl_node *by;
	redisReply *reply = rl_script_run(obj->client.topo, &call, !remove, &by, &err);
	bool ok = reply && take_result(by, reply, count, return_value, &err);

	zend_string_release(key);
	if (reply) {
		freeReplyObject(reply);
	}
	if (!ok) {
		rl_error_throw(&err);
		RETURN_THROWS();
	}
	if (remove) {
		RL_STAT_ADD(pop_calls, 1);
	} else {
		RL_STAT_ADD(top_calls, 1);
	}
}

PHP_METHOD(RedisQueue, pop)
{
	zend_string *name;
	zend_long count = 1;
	zval *timeout = NULL;

	ZEND_PARSE_PARAMETERS_START(1, 3)
		Z_PARAM_STR_OR_NULL(name)
		Z_PARAM_OPTIONAL
		Z_PARAM_LONG(count)
		Z_PARAM_NUMBER(timeout)
	ZEND_PARSE_PARAMETERS_END();

	queue_take(INTERNAL_FUNCTION_PARAM_PASSTHRU, name, count, true);
}

PHP_METHOD(RedisQueue, top)
{
	zend_string *name;
	zend_long count = 1;

	ZEND_PARSE_PARAMETERS_START(1, 2)
		Z_PARAM_STR_OR_NULL(name)
		Z_PARAM_OPTIONAL
		Z_PARAM_LONG(count)
	ZEND_PARSE_PARAMETERS_END();

	queue_take(INTERNAL_FUNCTION_PARAM_PASSTHRU, name, count, false);
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
