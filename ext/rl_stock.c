/*
 * RedisStock: one script run per call, on the item's keys (ext/lua/
 * lib/stock_keys.lua: the item's hash "Stock:<item>" and eight keys beside
 * it in its slot). This file is the class: its arguments, the keys, the
 * WAIT of sync_replicas after each writing call, and the undoing of a
 * take that too few replicas acknowledged.
 */
#include <math.h>

#include "php.h"
#include "zend_exceptions.h"

#include "rl_args.h"
#include "rl_client.h"
#include "rl_error.h"
#include "rl_script.h"
#include "rl_stock.h"
#include "rl_sync.h"
#include "rl_token.h"

#define RL_STOCK_KIND "Stock:"

/* The keys every stock script takes: the item's hash and, beside it in
 * its slot, these (in the order of ext/lua/lib/stock_keys.lua). */
#define RL_STOCK_NBESIDE 8
#define RL_STOCK_NKEYS (1 + RL_STOCK_NBESIDE)
static const char *const stock_suffixes[RL_STOCK_NBESIDE] = {
	":reservations", ":holds", ":finals", ":buyers", ":bybuyer", ":buyerquantity", ":requests", ":requestdue",
};

/* The most arguments a stock script takes after its keys. */
#define RL_STOCK_MAX_ARGS 6

/* Quantities are whole numbers below 2^53 (exact in the scripts' doubles). */
#define RL_STOCK_QUANTITY_MAX ((zend_long) 9007199254740991LL)

/* The longest hold: a year, in seconds. */
#define RL_STOCK_HOLD_MAX 31536000.0

zend_class_entry *rl_stock_ce;
static zend_object_handlers rl_stock_handlers;

typedef struct rl_stock_object {
	rl_client client; /* first: see rl_client_from_obj() */
	zend_object std;
} rl_stock_object;

static inline rl_stock_object *rl_stock_from_obj(zend_object *obj)
{
	return (rl_stock_object *) ((char *) obj - XtOffsetOf(rl_stock_object, std));
}
#define Z_RL_STOCK_P(zv) rl_stock_from_obj(Z_OBJ_P(zv))

/* One script run on an item: its keys, then its arguments. */
typedef struct stock_run {
	zend_string *keys[RL_STOCK_NKEYS];
	const char *argv[RL_STOCK_NKEYS + RL_STOCK_MAX_ARGS];
	size_t lens[RL_STOCK_NKEYS + RL_STOCK_MAX_ARGS];
	int argc;
} stock_run;

/* Names the item's keys (cl's prefix) in run, its arguments to follow. */
static void stock_run_init(stock_run *run, const rl_client *cl, const zend_string *item)
{
	zend_string *key = rl_client_key(cl, RL_STOCK_KIND, sizeof(RL_STOCK_KIND) - 1, item);

	run->keys[0] = key;
	rl_client_keys_beside(cl, key, RL_STOCK_NBESIDE, stock_suffixes, run->keys + 1);
	for (int i = 0; i < RL_STOCK_NKEYS; i++) {
		run->argv[i] = ZSTR_VAL(run->keys[i]);
		run->lens[i] = ZSTR_LEN(run->keys[i]);
	}
	run->argc = RL_STOCK_NKEYS;
}

/* Appends an argument of len bytes (not copied: it must outlive the run). */
static void stock_run_arg(stock_run *run, const char *arg, size_t len)
{
	ZEND_ASSERT(run->argc < RL_STOCK_NKEYS + RL_STOCK_MAX_ARGS);
	run->argv[run->argc] = arg;
	run->lens[run->argc] = len;
	run->argc++;
}

static void stock_run_free(stock_run *run)
{
	for (int i = 0; i < RL_STOCK_NKEYS; i++) {
		zend_string_release(run->keys[i]);
	}
}

/* Sends run's script, followed (when sync is not NULL) by the WAIT of
 * sync_replicas in the same round trip; idempotent: a second run after a
 * lost reply answers what the first did (rl_script_run()). Returns the
 * reply for the caller to free (sync->reply and sync->by set), or NULL
 * with err set, an error answer included. */
static redisReply *stock_send(const rl_stock_object *obj, stock_run *run, const rl_script *script, bool idempotent,
	rl_sync *sync, rl_error *err)
{
	const rl_cmd *wait = sync ? rl_sync_prepare(&obj->client, sync) : NULL;
	rl_script_call call = {script, RL_STOCK_NKEYS, run->argc, run->argv, run->lens, wait,
		sync ? &sync->reply : NULL};
	rl_node *by = NULL;
	redisReply *reply = rl_script_run(obj->client.topo, &call, idempotent, &by, err);

	if (sync) {
		sync->by = by;
	}
	return reply;
}

/* The checks every method starts with: the object constructed, the item
 * not empty (argument 1). Returns false after throwing. */
static bool stock_ready(rl_stock_object *obj, const zend_string *item)
{
	if (!rl_client_ready(&obj->client)) {
		return false;
	}
	if (ZSTR_LEN(item) == 0) {
		zend_argument_value_error(1, "must not be empty");
		return false;
	}
	return true;
}

/* Whether n (argument arg_num) is within [min, RL_STOCK_QUANTITY_MAX];
 * false after a ValueError. */
static bool stock_quantity_arg(zend_long n, zend_long min, uint32_t arg_num)
{
	if (n < min) {
		zend_argument_value_error(arg_num, "must be greater than or equal to " ZEND_LONG_FMT, min);
		return false;
	}
	if (n > RL_STOCK_QUANTITY_MAX) {
		zend_argument_value_error(arg_num, "must be less than or equal to " ZEND_LONG_FMT, RL_STOCK_QUANTITY_MAX);
		return false;
	}
	return true;
}

/* $hold (argument 5) in ms: 0 for none, else at least 1 ms. Returns false
 * after a ValueError for a negative, non-finite or too long hold. */
static bool stock_hold_arg(const zval *hold, int64_t *ms)
{
	double seconds = Z_TYPE_P(hold) == IS_LONG ? (double) Z_LVAL_P(hold) : Z_DVAL_P(hold);

	if (!isfinite(seconds) || seconds < 0) {
		zend_argument_value_error(5, "must be a finite number greater than or equal to 0");
		return false;
	}
	if (seconds > RL_STOCK_HOLD_MAX) {
		zend_argument_value_error(5, "must be at most 31536000 (a year)");
		return false;
	}
	*ms = seconds > 0 ? MAX((int64_t) ceil(seconds * 1000.0), 1) : 0;
	return true;
}

/* After a writing call's reply: whether the replicas sync_replicas asks
 * for acknowledged it; if not, err is code 7 saying what was written. */
static bool stock_replicated(const rl_stock_object *obj, rl_sync *sync, const char *what, rl_error *err)
{
	return rl_sync_enough(&obj->client, sync, err, "%s", what);
}

PHP_METHOD(RedisStock, __construct)
{
	if (rl_client_construct(INTERNAL_FUNCTION_PARAM_PASSTHRU, NULL) == FAILURE) {
		RETURN_THROWS();
	}
}

/* Undoes the take that made reservation id (request: its key, "" for
 * none) after too few replicas acknowledged it; err (code 7) then says
 * whether that worked: if not, the reservation may stand (a hold expires
 * by itself; cancel() removes either kind). */
static void stock_undo(const rl_stock_object *obj, const zend_string *item, const char *id, size_t id_len,
	const char *request, size_t request_len, rl_error *err)
{
	char reason[RL_ERROR_MESSAGE_SIZE];
	stock_run run;
	rl_error why;

	memcpy(reason, err->message, sizeof(reason));
	stock_run_init(&run, &obj->client, item);
	stock_run_arg(&run, "undo", 4);
	stock_run_arg(&run, id, id_len);
	stock_run_arg(&run, request, request_len);
	/* a second run after a lost reply finds nothing left to undo */
	redisReply *reply = stock_send(obj, &run, &rl_stock_settle_script, true, NULL, &why);

	stock_run_free(&run);
	if (reply && reply->type == REDIS_REPLY_INTEGER) {
		rl_error_set(err, RL_ERR_NOT_REPLICATED, "%s; the take was undone", reason);
	} else {
		rl_error_set(err, RL_ERR_NOT_REPLICATED, "%s; undoing the take failed too (%s): reservation %.*s may stand "
			"(cancel() removes it, a hold expires by itself)", reason, reply ? "an answer of another type" : why.message,
			(int) id_len, id);
	}
	if (reply) {
		freeReplyObject(reply);
	}
}

/* take()'s reply: the reservation {id, fresh} (its id into *id), or 0 for
 * nothing taken. Returns 1, 0, or -1 with err set for another shape. */
static int stock_take_reply(rl_node *by, const redisReply *reply, const redisReply **id, rl_error *err)
{
	if (reply->type == REDIS_REPLY_INTEGER && reply->integer == 0) {
		return 0;
	}
	if (reply->type == REDIS_REPLY_ARRAY && reply->elements == 2 && reply->element[0]->type == REDIS_REPLY_STRING
			&& reply->element[1]->type == REDIS_REPLY_INTEGER) {
		*id = reply->element[0];
		return 1;
	}
	rl_node_unexpected_reply(by, reply, "stock_take", "a reservation or 0", err);
	return -1;
}

/* After take()'s reply naming reservation taken: whether the replicas
 * sync_replicas asks for acknowledged it. If not (err code 7), the take is
 * undone when it is this call's own (its id is own_id: made now, or by the
 * run whose reply was lost); a reservation an earlier call made for the
 * request key is that call's, and is kept. */
static bool stock_take_replicated(const rl_stock_object *obj, rl_sync *sync, const zend_string *item, const char *own_id,
	const redisReply *taken, const zend_string *request, rl_error *err)
{
	bool own = taken->len == RL_TOKEN_LEN && memcmp(taken->str, own_id, RL_TOKEN_LEN) == 0;

	if (!own) {
		return stock_replicated(obj, sync, "an earlier take's reservation was answered for the request key, and it stands",
			err);
	}
	if (stock_replicated(obj, sync, "the take was made", err)) {
		return true;
	}
	stock_undo(obj, item, taken->str, taken->len, request ? ZSTR_VAL(request) : "", request ? ZSTR_LEN(request) : 0, err);
	return false;
}

PHP_METHOD(RedisStock, take)
{
	zend_string *item, *buyer = NULL, *request = NULL;
	zend_long quantity = 1, per_buyer = 0;
	zval *hold = NULL;
	int64_t hold_ms = 0;

	ZEND_PARSE_PARAMETERS_START(1, 6)
		Z_PARAM_STR(item)
		Z_PARAM_OPTIONAL
		Z_PARAM_LONG(quantity)
		Z_PARAM_STR_OR_NULL(buyer)
		Z_PARAM_LONG(per_buyer)
		Z_PARAM_NUMBER(hold)
		Z_PARAM_STR_OR_NULL(request)
	ZEND_PARSE_PARAMETERS_END();

	rl_stock_object *obj = Z_RL_STOCK_P(ZEND_THIS);
	if (!stock_ready(obj, item) || !stock_quantity_arg(quantity, 1, 2) || !stock_quantity_arg(per_buyer, 0, 4)
			|| (hold && !stock_hold_arg(hold, &hold_ms))) {
		RETURN_THROWS();
	}
	if (buyer && ZSTR_LEN(buyer) == 0) {
		zend_argument_value_error(3, "must not be empty (null for no buyer)");
		RETURN_THROWS();
	}
	if (request && ZSTR_LEN(request) == 0) {
		zend_argument_value_error(6, "must not be empty (null for none)");
		RETURN_THROWS();
	}
	char id[RL_TOKEN_LEN + 1];
	if (rl_token_new(id) == FAILURE) {
		RETURN_THROWS();
	}
	char quantity_text[MAX_LENGTH_OF_LONG + 1], per_buyer_text[MAX_LENGTH_OF_LONG + 1];
	char hold_text[MAX_LENGTH_OF_LONG + 1];
	stock_run run;
	rl_sync sync;
	rl_error err;

	stock_run_init(&run, &obj->client, item);
	stock_run_arg(&run, id, RL_TOKEN_LEN);
	stock_run_arg(&run, quantity_text, rl_format_ms(quantity_text, sizeof(quantity_text), quantity));
	stock_run_arg(&run, buyer ? ZSTR_VAL(buyer) : "", buyer ? ZSTR_LEN(buyer) : 0);
	stock_run_arg(&run, per_buyer_text, rl_format_ms(per_buyer_text, sizeof(per_buyer_text), per_buyer));
	stock_run_arg(&run, hold_text, rl_format_ms(hold_text, sizeof(hold_text), hold_ms));
	stock_run_arg(&run, request ? ZSTR_VAL(request) : "", request ? ZSTR_LEN(request) : 0);
	/* a retry after a lost reply finds the reservation this id (or the
	 * request key) made: taken once at most */
	redisReply *reply = stock_send(obj, &run, &rl_stock_take_script, true, &sync, &err);
	stock_run_free(&run);

	const redisReply *taken = NULL;
	int outcome = reply ? stock_take_reply(sync.by, reply, &taken, &err) : -1;

	if (outcome == 1 && !stock_take_replicated(obj, &sync, item, id, taken, request, &err)) {
		outcome = -1;
	}
	if (outcome == 1) {
		RETVAL_STRINGL(taken->str, taken->len);
	}
	if (reply) {
		freeReplyObject(reply);
	}
	rl_sync_free(&sync);
	if (outcome < 0) {
		rl_error_throw(&err);
		RETURN_THROWS();
	}
	if (outcome == 0) {
		RETURN_FALSE;
	}
}

/* Runs stock_set (action "set" or "add", value) on item: the new quantity
 * for sale, or -1 after throwing (code 7 after the write, kept, reached
 * too few replicas). */
static zend_long stock_set_run(rl_stock_object *obj, const zend_string *item, const char *action, zend_long value)
{
	bool set = strcmp(action, "set") == 0;
	char value_text[MAX_LENGTH_OF_LONG + 1], token[RL_TOKEN_LEN + 1];
	stock_run run;
	rl_sync sync;
	rl_error err;
	zend_long available = -1;

	if (set && rl_token_new(token) == FAILURE) {
		return -1;
	}
	stock_run_init(&run, &obj->client, item);
	stock_run_arg(&run, action, strlen(action));
	stock_run_arg(&run, value_text, rl_format_ms(value_text, sizeof(value_text), value));
	if (set) {
		stock_run_arg(&run, token, RL_TOKEN_LEN);
	}
	/* set() sent again after a lost reply finds its token and writes
	 * nothing (the takes made meanwhile stay taken); add() would add twice */
	redisReply *reply = stock_send(obj, &run, &rl_stock_set_script, set, &sync, &err);
	stock_run_free(&run);
	if (reply && reply->type != REDIS_REPLY_INTEGER) {
		rl_node_unexpected_reply(sync.by, reply, "stock_set", "a quantity", &err);
	} else if (reply && stock_replicated(obj, &sync, "the quantity for sale was written", &err)) {
		available = (zend_long) reply->integer;
	}
	if (reply) {
		freeReplyObject(reply);
	}
	rl_sync_free(&sync);
	if (available < 0) {
		rl_error_throw(&err);
	}
	return available;
}

PHP_METHOD(RedisStock, set)
{
	zend_string *item;
	zend_long quantity;

	ZEND_PARSE_PARAMETERS_START(2, 2)
		Z_PARAM_STR(item)
		Z_PARAM_LONG(quantity)
	ZEND_PARSE_PARAMETERS_END();

	rl_stock_object *obj = Z_RL_STOCK_P(ZEND_THIS);
	if (!stock_ready(obj, item) || !stock_quantity_arg(quantity, 0, 2)) {
		RETURN_THROWS();
	}
	if (stock_set_run(obj, item, "set", quantity) < 0) {
		RETURN_THROWS();
	}
	RETURN_TRUE;
}

PHP_METHOD(RedisStock, add)
{
	zend_string *item;
	zend_long delta;

	ZEND_PARSE_PARAMETERS_START(2, 2)
		Z_PARAM_STR(item)
		Z_PARAM_LONG(delta)
	ZEND_PARSE_PARAMETERS_END();

	rl_stock_object *obj = Z_RL_STOCK_P(ZEND_THIS);
	if (!stock_ready(obj, item)) {
		RETURN_THROWS();
	}
	if (delta < -RL_STOCK_QUANTITY_MAX || delta > RL_STOCK_QUANTITY_MAX) {
		zend_argument_value_error(2, "must be between -" ZEND_LONG_FMT " and " ZEND_LONG_FMT, RL_STOCK_QUANTITY_MAX,
			RL_STOCK_QUANTITY_MAX);
		RETURN_THROWS();
	}
	zend_long available = stock_set_run(obj, item, "add", delta);
	if (available < 0) {
		RETURN_THROWS();
	}
	RETURN_LONG(available);
}

/* The body of confirm() and cancel() (action): true, false, or a throw. */
static void stock_settle_method(INTERNAL_FUNCTION_PARAMETERS, const char *action)
{
	zend_string *item, *reservation;

	ZEND_PARSE_PARAMETERS_START(2, 2)
		Z_PARAM_STR(item)
		Z_PARAM_STR(reservation)
	ZEND_PARSE_PARAMETERS_END();

	rl_stock_object *obj = Z_RL_STOCK_P(ZEND_THIS);
	if (!stock_ready(obj, item)) {
		RETURN_THROWS();
	}
	if (ZSTR_LEN(reservation) == 0) {
		RETURN_FALSE;
	}
	bool confirm = strcmp(action, "confirm") == 0;
	char what[64];
	stock_run run;
	rl_sync sync;
	rl_error err;
	int settled = -1;

	stock_run_init(&run, &obj->client, item);
	stock_run_arg(&run, action, strlen(action));
	stock_run_arg(&run, ZSTR_VAL(reservation), ZSTR_LEN(reservation));
	/* confirm() answers true again for a final take; cancel() would answer
	 * false for what its first run removed: not sent twice */
	redisReply *reply = stock_send(obj, &run, &rl_stock_settle_script, confirm, &sync, &err);
	stock_run_free(&run);
	snprintf(what, sizeof(what), "the reservation was %s", confirm ? "confirmed" : "cancelled");
	if (reply && reply->type != REDIS_REPLY_INTEGER) {
		rl_node_unexpected_reply(sync.by, reply, "stock_settle", "1 or 0", &err);
	} else if (reply && (reply->integer == 0 || stock_replicated(obj, &sync, what, &err))) {
		settled = reply->integer != 0;
	}
	if (reply) {
		freeReplyObject(reply);
	}
	rl_sync_free(&sync);
	if (settled < 0) {
		rl_error_throw(&err);
		RETURN_THROWS();
	}
	RETURN_BOOL(settled);
}

PHP_METHOD(RedisStock, confirm)
{
	stock_settle_method(INTERNAL_FUNCTION_PARAM_PASSTHRU, "confirm");
}

PHP_METHOD(RedisStock, cancel)
{
	stock_settle_method(INTERNAL_FUNCTION_PARAM_PASSTHRU, "cancel");
}

/* Runs stock_read (what: "available" or "info") on item: its reply for
 * the caller to free, checked by well_formed, or NULL after throwing. */
static redisReply *stock_read(rl_stock_object *obj, const zend_string *item, const char *what,
	bool (*well_formed)(const redisReply *))
{
	if (!stock_ready(obj, item)) {
		return NULL;
	}
	stock_run run;
	rl_error err;
	rl_node *by = NULL;

	stock_run_init(&run, &obj->client, item);
	stock_run_arg(&run, what, strlen(what));
	rl_script_call call = {&rl_stock_read_script, RL_STOCK_NKEYS, run.argc, run.argv, run.lens, NULL, NULL};
	redisReply *reply = rl_script_run(obj->client.topo, &call, true, &by, &err);
	stock_run_free(&run);
	if (reply && !well_formed(reply)) {
		rl_node_unexpected_reply(by, reply, "stock_read", strcmp(what, "info") == 0 ? "five counts" : "a count", &err);
		freeReplyObject(reply);
		reply = NULL;
	}
	if (!reply) {
		rl_error_throw(&err);
	}
	return reply;
}

static bool stock_count_well_formed(const redisReply *reply)
{
	return reply->type == REDIS_REPLY_INTEGER;
}

/* The names of info()'s counts, in the order stock_read answers them. */
static const char *const stock_info_names[] = {"available", "held", "taken", "holds", "buyers"};
#define RL_STOCK_INFO_COUNTS (sizeof(stock_info_names) / sizeof(stock_info_names[0]))

static bool stock_info_well_formed(const redisReply *reply)
{
	if (reply->type != REDIS_REPLY_ARRAY || reply->elements != RL_STOCK_INFO_COUNTS) {
		return false;
	}
	for (size_t i = 0; i < RL_STOCK_INFO_COUNTS; i++) {
		if (reply->element[i]->type != REDIS_REPLY_INTEGER) {
			return false;
		}
	}
	return true;
}

PHP_METHOD(RedisStock, available)
{
	zend_string *item;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_STR(item)
	ZEND_PARSE_PARAMETERS_END();

	redisReply *reply = stock_read(Z_RL_STOCK_P(ZEND_THIS), item, "available", stock_count_well_formed);

	if (!reply) {
		RETURN_THROWS();
	}
	RETVAL_LONG((zend_long) reply->integer);
	freeReplyObject(reply);
}

PHP_METHOD(RedisStock, info)
{
	zend_string *item;

	ZEND_PARSE_PARAMETERS_START(1, 1)
		Z_PARAM_STR(item)
	ZEND_PARSE_PARAMETERS_END();

	redisReply *reply = stock_read(Z_RL_STOCK_P(ZEND_THIS), item, "info", stock_info_well_formed);

	if (!reply) {
		RETURN_THROWS();
	}
	array_init_size(return_value, RL_STOCK_INFO_COUNTS);
	for (size_t i = 0; i < RL_STOCK_INFO_COUNTS; i++) {
		add_assoc_long(return_value, stock_info_names[i], (zend_long) reply->element[i]->integer);
	}
	freeReplyObject(reply);
}

static zend_object *rl_stock_create(zend_class_entry *ce)
{
	rl_stock_object *obj = zend_object_alloc(sizeof(rl_stock_object), ce);

	zend_object_std_init(&obj->std, ce);
	object_properties_init(&obj->std, ce);
	obj->std.handlers = &rl_stock_handlers;
	return &obj->std;
}

static void rl_stock_free(zend_object *object)
{
	rl_stock_object *obj = rl_stock_from_obj(object);

	rl_client_free(&obj->client);
	zend_object_std_dtor(&obj->std);
}

void rl_stock_startup(zend_class_entry *ce)
{
	rl_stock_ce = ce;
	ce->create_object = rl_stock_create;
	rl_client_handlers_init(&rl_stock_handlers, XtOffsetOf(rl_stock_object, std), rl_stock_free);
}
