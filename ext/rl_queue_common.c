/*
 * What the RedisQueue methods share (rl_queue_common.h).
 */
#include "php.h"

#include "rl_queue_common.h"
#include "zend_smart_str.h"

#include "rl_args.h"
#include "rl_slot.h"

#define RL_QUEUE_KIND "Queue:"

zend_string *rl_queue_key(const rl_queue_object *obj, const zend_string *name)
{
	return rl_client_key(&obj->client, RL_QUEUE_KIND, sizeof(RL_QUEUE_KIND) - 1, name);
}

void rl_queue_keys_init(rl_queue_keys *keys, const rl_queue_object *obj, const zend_string *name)
{
	static const char *const suffixes[RL_QUEUE_NKEYS - 1] = {":waiting", ":wake", ":attempts", ":rerun", ":failed",
		":failinfo", ":payloads", ":failpayloads"};
	zend_string *beside[RL_QUEUE_NKEYS - 1];

	keys->queue = rl_queue_key(obj, name);
	rl_client_keys_beside(&obj->client, keys->queue, RL_QUEUE_NKEYS - 1, suffixes, beside);
	keys->waiting = beside[0];
	keys->wake = beside[1];
	keys->attempts = beside[2];
	keys->rerun = beside[3];
	keys->failed = beside[4];
	keys->failinfo = beside[5];
	keys->payloads = beside[6];
	keys->failpayloads = beside[7];
}

/* The keys in their order. */
static void keys_list(const rl_queue_keys *keys, zend_string *list[RL_QUEUE_NKEYS])
{
	zend_string *all[RL_QUEUE_NKEYS] = {keys->queue, keys->waiting, keys->wake, keys->attempts, keys->rerun,
		keys->failed, keys->failinfo, keys->payloads, keys->failpayloads};

	memcpy(list, all, sizeof(all));
}

void rl_queue_keys_free(rl_queue_keys *keys)
{
	zend_string *list[RL_QUEUE_NKEYS];

	keys_list(keys, list);
	for (int i = 0; i < RL_QUEUE_NKEYS; i++) {
		zend_string_release(list[i]);
	}
}

void rl_queue_keys_args(const rl_queue_keys *keys, const char **argv, size_t *lens)
{
	zend_string *list[RL_QUEUE_NKEYS];

	keys_list(keys, list);
	for (int i = 0; i < RL_QUEUE_NKEYS; i++) {
		argv[i] = ZSTR_VAL(list[i]);
		lens[i] = ZSTR_LEN(list[i]);
	}
}

/* Writes d as its count of millionths k ("-"? whole ("." 1 to 6 digits)?)
 * when that text reads back as d exactly; returns its length, or 0 (left
 * to "%.17g") when d is not such a number. Exact because: |d| < 9e9 makes
 * |k| < 9e15 < 2^53, so k and 1e6 are exact doubles and (double) k / 1e6
 * is the one correctly rounded value of the decimal k / 10^6, which is
 * also what any correctly rounded reader (zend_strtod(), the server's
 * strtod(), Lua's tonumber()) makes of the text; d * 1e6 may round, but a
 * wrong k only fails the check and falls back. (Checked as well against
 * strtod() over 20 million doubles: clock-like scores in microsecond
 * steps, signed values to 2,000 s, uniform values over +-5e9: none read
 * back otherwise.) */
static size_t format_millionths(char *buf, size_t size, double d)
{
	if (!(d > -9e9 && d < 9e9) || size < 32) {
		return 0;
	}
	if (d == 0) {
		return (size_t) (stpcpy(buf, signbit(d) ? "-0" : "0") - buf);
	}
	int64_t k = (int64_t) (d * 1e6 + (d > 0 ? 0.5 : -0.5));
	if ((double) k / 1e6 != d) {
		return 0;
	}
	uint64_t magnitude = (uint64_t) (k < 0 ? -k : k);
	uint64_t whole = magnitude / 1000000;
	unsigned fraction = (unsigned) (magnitude % 1000000);
	char *p = buf;

	if (k < 0) {
		*p++ = '-';
	}
	char whole_text[24];
	char *end = whole_text + sizeof(whole_text) - 1;
	char *start;

	*end = '\0';
	start = zend_print_ulong_to_buf(end, (zend_ulong) whole);
	memcpy(p, start, (size_t) (end - start));
	p += end - start;
	if (fraction) {
		char digits[6];
		int n = 6;

		for (int i = 5; i >= 0; i--, fraction /= 10) {
			digits[i] = (char) ('0' + fraction % 10);
		}
		while (digits[n - 1] == '0') {
			n--;
		}
		*p++ = '.';
		memcpy(p, digits, (size_t) n);
		p += n;
	}
	*p = '\0';
	return (size_t) (p - buf);
}

size_t rl_queue_format_double(char *buf, size_t size, double d)
{
	/* scores (the server's clock in seconds, to the microsecond), delays
	 * and visibilities nearly always have at most six decimals: written
	 * without snprintf's costly "%.17g" (any text that reads back as d
	 * will do: the scripts compare numbers, not texts) */
	size_t len = format_millionths(buf, size, d);

	return len ? len : (size_t) snprintf(buf, size, "%.17g", d);
}

void rl_queue_id_to_zval(zval *out, const char *str, size_t len)
{
	zend_ulong index;

	if (ZEND_HANDLE_NUMERIC_STR(str, len, index)) {
		ZVAL_LONG(out, (zend_long) index);
	} else {
		ZVAL_STRINGL(out, str, len);
	}
}

/* Reads text (len bytes) of the form -?digits(.digits)? with at most 15
 * digits in all into *out, exactly as zend_strtod() would; false for any
 * other text (an exponent, "inf", 16 digits or more), left to
 * zend_strtod(). Exact because: the digits as an integer are below
 * 10^15 < 2^53 and the power of ten divided by is at most 10^15, so both
 * are exact doubles, and IEEE division rounds their quotient once,
 * correctly: the double nearest the decimal, which is what a correctly
 * rounded reader gives. */
static bool read_short_decimal(const char *text, size_t len, double *out)
{
	static const double powers[] = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14,
		1e15};
	const char *p = text, *end = text + len;
	bool negative = p < end && *p == '-';
	uint64_t digits = 0;
	int count = 0, decimals = -1;

	p += negative;
	for (; p < end; p++) {
		if (*p == '.' && decimals < 0) {
			decimals = 0;
		} else if (*p >= '0' && *p <= '9' && count < 15) {
			digits = digits * 10 + (uint64_t) (*p - '0');
			count++;
			decimals += decimals >= 0;
		} else {
			return false;
		}
	}
	if (count == 0) {
		return false;
	}
	*out = (double) digits / powers[decimals > 0 ? decimals : 0];
	if (negative) {
		*out = -*out;
	}
	return true;
}

double rl_queue_score_from_reply(const redisReply *r)
{
	double score;

	if (r->len >= 3 && strcasecmp(r->str + r->len - 3, "inf") == 0) {
		return r->str[0] == '-' ? -ZEND_INFINITY : ZEND_INFINITY;
	}
	/* 15 digits, a sign and a point at most: a score "%.17g" wrote with
	 * 16 or 17 digits goes straight to zend_strtod() */
	if (r->len <= 17 && read_short_decimal(r->str, r->len, &score)) {
		return score;
	}
	return zend_strtod(r->str, NULL);
}

bool rl_queue_score_arg(const zval *score, double *out)
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

void rl_queue_element_where(smart_str *out, zend_string *key, zend_ulong index)
{
	if (key) {
		smart_str_appends(out, "key \"");
		smart_str_append_escaped_truncated(out, key, 40);
		smart_str_appendc(out, '"');
	} else {
		smart_str_appends(out, "index ");
		smart_str_append_unsigned(out, index);
	}
	smart_str_0(out);
}

ssize_t rl_queue_ids_collect(zval *id, zend_string ***out)
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
		} else {
			smart_str where = {0};
			rl_queue_element_where(&where, key, index);
			zend_argument_value_error(2, "must not contain null or \"\" (found at %s)", ZSTR_VAL(where.s));
			smart_str_free(&where);
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


/* Sets err for a chunked call whose runs Redis refused in part or whole
 * (replies[k] an error answer), after the others ran: code 6 when some
 * ran, saying how many items ran and what they gave; the first refusal's
 * reason (code 5) otherwise. */
static void chunks_refused(const rl_queue_chunked *what, rl_node **by, size_t n, size_t chunks,
	const rl_script_call *calls, redisReply **replies, rl_error *err)
{
	size_t ran = 0;
	long long total = 0;
	int first_refused = -1;
	size_t fixed = RL_QUEUE_NKEYS + what->nlead;

	for (size_t k = 0; k < chunks; k++) {
		if (replies[k]->type == REDIS_REPLY_INTEGER) {
			ran += ((size_t) calls[k].argc - fixed) / what->stride;
			total += replies[k]->integer;
		} else if (first_refused < 0) {
			first_refused = (int) k;
		}
	}
	rl_script_refused(by[first_refused], &calls[first_refused], replies[first_refused], NULL, err);
	if (ran > 0) {
		rl_error_prefix(err, RL_ERR_PARTIAL, "%s ran in part: Redis handled %zu of the %zu %s (%lld %s) and "
			"refused %zu: ", what->method, ran, n, what->unit, total, what->done, n - ran);
	}
}

/* Checks the replies of a chunked call and adds their integers to
 * *total. Returns false, err set, for a refusal or a reply of another
 * shape. */
static bool chunks_replies(const rl_queue_chunked *what, rl_node **by, size_t n, size_t chunks,
	const rl_script_call *calls, redisReply **replies, zend_long *total, rl_error *err)
{
	bool refused = false;

	*total = 0;
	for (size_t k = 0; k < chunks; k++) {
		if (replies[k]->type == REDIS_REPLY_ERROR) {
			refused = true;
		} else if (replies[k]->type != REDIS_REPLY_INTEGER) {
			rl_node_unexpected_reply(by[k], replies[k], what->script->name, "an integer", err);
			return false;
		} else {
			*total += (zend_long) replies[k]->integer;
		}
	}
	if (refused) {
		chunks_refused(what, by, n, chunks, calls, replies, err);
		return false;
	}
	return true;
}

bool rl_queue_chunks_run(const rl_client *cl, const rl_queue_keys *keys, const rl_queue_chunked *what,
	const char *const *args, const size_t *lens, size_t n, zend_long *total, rl_error *err)
{
	size_t chunks = (n + RL_QUEUE_CHUNK - 1) / RL_QUEUE_CHUNK;
	size_t fixed = RL_QUEUE_NKEYS + what->nlead;
	size_t slots = n * what->stride + fixed * chunks;
	const char **argv = safe_emalloc(slots, sizeof(*argv), 0);
	size_t *argl = safe_emalloc(slots, sizeof(*argl), 0);
	rl_script_call *calls = safe_emalloc(chunks, sizeof(*calls), 0);
	redisReply **replies = safe_emalloc(chunks, sizeof(*replies), 0);
	rl_node **by = safe_emalloc(chunks, sizeof(*by), 0);
	size_t slot = 0;

	for (size_t k = 0; k < chunks; k++) {
		size_t first = k * RL_QUEUE_CHUNK * what->stride;
		size_t count = MIN(RL_QUEUE_CHUNK, n - k * RL_QUEUE_CHUNK) * what->stride;

		calls[k] = (rl_script_call) {what->script, RL_QUEUE_NKEYS, (int) (fixed + count), argv + slot, argl + slot,
			NULL, NULL};
		rl_queue_keys_args(keys, argv + slot, argl + slot);
		slot += RL_QUEUE_NKEYS;
		for (size_t i = 0; i < what->nlead; i++) {
			argv[slot] = what->lead[i];
			argl[slot++] = what->lead_len[i];
		}
		memcpy(argv + slot, args + first, count * sizeof(*argv));
		memcpy(argl + slot, lens + first, count * sizeof(*argl));
		slot += count;
	}
	bool ok = rl_script_run_many(cl->topo, chunks, calls, replies, by, err) == RL_OK;
	if (ok) {
		ok = chunks_replies(what, by, n, chunks, calls, replies, total, err);
		for (size_t k = 0; k < chunks; k++) {
			freeReplyObject(replies[k]);
		}
	}
	efree(argv);
	efree(argl);
	efree(calls);
	efree(replies);
	efree(by);
	return ok;
}

bool rl_queue_tasks_well_formed(const redisReply *reply, bool reserved)
{
	size_t parts = rl_queue_task_parts(reserved);

	if (reply->type != REDIS_REPLY_ARRAY || reply->elements % parts != 0) {
		return false;
	}
	for (size_t i = 0; i < reply->elements; i++) {
		int type = reply->element[i]->type;

		if (i % parts == parts - 1) {
			if (type != REDIS_REPLY_STRING && type != REDIS_REPLY_NIL) {
				return false;
			}
		} else if (type != (reserved && i % parts == 2 ? REDIS_REPLY_INTEGER : REDIS_REPLY_STRING)) {
			return false;
		}
	}
	return true;
}

void rl_queue_task_to_zval(zval *task, redisReply *const *part, bool reserved)
{
	const redisReply *payload = part[rl_queue_task_parts(reserved) - 1];
	zval id;

	array_init_size(task, 4);
	rl_queue_id_to_zval(&id, part[0]->str, part[0]->len);
	zend_hash_str_add_new(Z_ARRVAL_P(task), "id", 2, &id);
	add_assoc_double_ex(task, "score", 5, rl_queue_score_from_reply(part[1]));
	if (reserved) {
		add_assoc_long_ex(task, "attempts", 8, (zend_long) part[2]->integer);
	}
	if (payload->type == REDIS_REPLY_STRING) {
		add_assoc_stringl_ex(task, "payload", 7, payload->str, payload->len);
	}
}

bool rl_queue_reply_is_integer(const redisReply *reply)
{
	return reply->type == REDIS_REPLY_INTEGER;
}

/* rl_script_run() of call, its reply checked by well_formed. */
static redisReply *script_reply(const rl_client *cl, const rl_script_call *call, bool idempotent,
	bool (*well_formed)(const redisReply *reply), const char *what, rl_error *err)
{
	rl_node *by;
	redisReply *reply = rl_script_run(cl->topo, call, idempotent, &by, err);

	if (reply && !well_formed(reply)) {
		rl_node_unexpected_reply(by, reply, call->script->name, what, err);
		freeReplyObject(reply);
		return NULL;
	}
	return reply;
}

redisReply *rl_queue_run(const rl_client *cl, const rl_queue_keys *keys, const rl_script *script, const char *const *args,
	const size_t *lens, int n, bool idempotent, bool (*well_formed)(const redisReply *reply), const char *what,
	rl_error *err)
{
	const char *argv[RL_QUEUE_NKEYS + RL_QUEUE_RUN_MAX_ARGS];
	size_t argl[RL_QUEUE_NKEYS + RL_QUEUE_RUN_MAX_ARGS];

	ZEND_ASSERT(n <= RL_QUEUE_RUN_MAX_ARGS);
	rl_queue_keys_args(keys, argv, argl);
	for (int i = 0; i < n; i++) {
		argv[RL_QUEUE_NKEYS + i] = args[i];
		argl[RL_QUEUE_NKEYS + i] = lens[i];
	}
	rl_script_call call = {script, RL_QUEUE_NKEYS, RL_QUEUE_NKEYS + n, argv, argl, NULL, NULL};
	return script_reply(cl, &call, idempotent, well_formed, what, err);
}

redisReply *rl_queue_run_named(const rl_queue_object *obj, const zend_string *name, const rl_script *script,
	const char *const *args, const size_t *lens, int n, bool idempotent, bool (*well_formed)(const redisReply *reply),
	const char *what)
{
	rl_queue_keys keys;
	rl_error err;

	rl_queue_keys_init(&keys, obj, name);
	redisReply *reply = rl_queue_run(&obj->client, &keys, script, args, lens, n, idempotent, well_formed, what, &err);
	rl_queue_keys_free(&keys);
	if (!reply) {
		rl_error_throw(&err);
	}
	return reply;
}

int rl_queue_task_run(const rl_queue_object *obj, const zend_string *name, const rl_script *script,
	const zend_string *id, double score, const char *extra, size_t extra_len)
{
	char score_text[32];
	const char *args[3] = {ZSTR_VAL(id), score_text, extra};
	size_t lens[3] = {ZSTR_LEN(id), rl_queue_format_double(score_text, sizeof(score_text), score), extra_len};
	redisReply *reply = rl_queue_run_named(obj, name, script, args, lens, extra ? 3 : 2, false,
		rl_queue_reply_is_integer, "an integer");

	if (!reply) {
		return -1;
	}
	int answer = reply->integer == 1;

	freeReplyObject(reply);
	return answer;
}
