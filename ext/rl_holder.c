/*
 * Holders: what RedisLock and RedisSemaphore objects share (rl_holder.h
 * gives the invariants). The comments below say "lock" for what an object
 * holds under a name: a semaphore's permit is held, waited for, released,
 * extended and renewed the same way, through its kind's scripts.
 */
#include "php.h"
#include "zend_exceptions.h"
#include "zend_smart_str.h"

#include "rl_args.h"
#include "rl_call.h"
#include "rl_globals.h"
#include "rl_holder.h"
#include "rl_os.h"
#include "rl_renewer.h"
#include "rl_slot.h"
#include "rl_sync.h"
#include "rl_wait.h"

static zend_object_handlers rl_holder_handlers;

/* ---- keys, tokens, time ------------------------------------------------ */

zend_string *rl_holder_key(const rl_holder *obj, const zend_string *name)
{
	return rl_client_key(&obj->client, obj->kind->key_kind, obj->kind->key_kind_len, name);
}

/* ---- talking to Redis ---------------------------------------------------- */

/* What one acquisition attempt asks and learns. */
typedef struct rl_attempt {
	const char *token;
	char ttl[24];          /* lifetime in ms, as text */
	size_t ttl_len;
	char limit[24];        /* a semaphore's limit, as text ("": a lock) */
	size_t limit_len;
	char weight[24];       /* with limit: the permits taken at once, as text */
	size_t weight_len;
	int64_t announce_ms;   /* > 0: wait among the waiters this long if taken */
	bool waiter;           /* an attempt of this call may have joined the
	                        * waiters: every later one runs the script */
	bool join_refused;     /* joining was refused (TRYAGAIN: a slot
	                        * migration): the call waits without joining */
	zend_long fence;       /* out: the fencing token, 0 without fencing */
	zend_long lifetime_ms; /* out, when not taken: the lock's PTTL (-1: none) */
	rl_sync sync;          /* the WAIT sent right after the attempt, if any */
	/* the lock's keys and the call's own wake list, named once per call
	 * by attempt_keys() (NULL until then) */
	rl_lock_keys keys;
	zend_string *wake;
} rl_attempt;

/* Judges the plain SET NX PX's reply from the node by: 1 taken, 0 not, -1
 * with err set. */
static int set_result(rl_node *by, const redisReply *reply, rl_error *err)
{
	if (reply->type == REDIS_REPLY_STATUS && reply->len == 2 && memcmp(reply->str, "OK", 2) == 0) {
		return 1;
	}
	if (reply->type == REDIS_REPLY_NIL) {
		return 0;
	}
	if (reply->type == REDIS_REPLY_ERROR) {
		rl_node_refused(by, reply, err, "%s: SET of the lock key failed", ZSTR_VAL(by->name));
	} else {
		rl_node_unexpected_reply(by, reply, "SET", "OK or nil", err);
	}
	return -1;
}

/* Judges rl_lock_acquire_script's reply from the node by into at: 1 taken, 0
 * not, -1 with err set. */
static int script_result(rl_node *by, const redisReply *reply, const rl_script *script, rl_attempt *at, rl_error *err)
{
	if (reply->type != REDIS_REPLY_ARRAY || reply->elements != 2
			|| reply->element[0]->type != REDIS_REPLY_INTEGER || reply->element[1]->type != REDIS_REPLY_INTEGER) {
		rl_node_unexpected_reply(by, reply, script->name, "an array of two integers", err);
		return -1;
	}
	if (reply->element[0]->integer == 1) {
		at->fence = (zend_long) reply->element[1]->integer;
		return 1;
	}
	at->lifetime_ms = (zend_long) reply->element[1]->integer;
	return 0;
}

/* Names, once per call, the keys that at's script runs use: the lock's
 * (rl_lock_keys) and the list the call blocks on, "<waiters key>:<token>"
 * (in the lock key's slot: the waiters key's hash tag comes first). */
static void attempt_keys(rl_attempt *at, zend_string *key)
{
	if (!at->wake) {
		rl_lock_keys_init(&at->keys, NULL, key);
		at->wake = zend_string_concat3(ZSTR_VAL(at->keys.waiters), ZSTR_LEN(at->keys.waiters), ":", 1, at->token,
			RL_TOKEN_LEN);
	}
}

/* Frees what at's attempts left: the WAIT's reply and the keys' names. */
static void attempt_free(rl_attempt *at)
{
	rl_sync_free(&at->sync);
	if (at->wake) {
		rl_lock_keys_free(&at->keys);
		zend_string_release(at->wake);
	}
}

/* The mode a waiter of obj joins the waiters with (rl_lock_acquire_script):
 * "w" (wake only) with sync_replicas, whose WAIT must follow the write
 * that takes the lock on the waiter's own connection; else "f" (handed
 * over with a fencing token) or "h". */
static const char *waiter_mode(const rl_holder *obj)
{
	if (rl_sync_replicas(&obj->client) > 0) {
		return "w";
	}
	return obj->client.fencing ? "f" : "h";
}

/* The kind's acquire script for at, joining the waiters for announce_ms
 * (0: not joining, or leaving them), followed by wait (the WAIT of
 * sync_replicas) if not NULL; recognise: an earlier attempt's reply was
 * lost (it may have taken the lock). Every key beside the lock is named in ARGV;
 * those the run may create are declared as well (KEYS, which the script
 * does not read): the waiters' sets when it joins them, the fencing
 * counter with fencing. While a Cluster slot migrates, Redis then answers
 * TRYAGAIN rather than let the script create, on the node that imports
 * the slot, a key that the other node still holds (the migration would
 * stop at it), and runs it where every declared key is. Returns 1 when
 * taken, 0 when another holder has it, -1 with err set. */
static int acquire_by_script(rl_holder *obj, zend_string *key, rl_attempt *at, const rl_cmd *wait,
	int64_t announce_ms, bool recognise, rl_error *err)
{
	char announce[24];
	rl_lock_args args;

	attempt_keys(at, key);
	rl_acquire_request req = {
		.token = {at->token, RL_TOKEN_LEN}, .wake = at->wake, .ttl = {at->ttl, at->ttl_len},
		.announce = {announce, rl_format_ms(announce, sizeof(announce), announce_ms)}, .join = announce_ms > 0,
		.mode = waiter_mode(obj), .joined = at->waiter || recognise, .fencing = obj->client.fencing,
		.limit = {at->limit, at->limit_len}, .weight = {at->weight, at->weight_len},
	};
	rl_lock_acquire_args(&args, obj->kind->acquire, &at->keys, &req);
	args.call.then = wait;
	args.call.then_reply = &at->sync.reply;

	bool was_waiter = at->waiter;
	redisReply *reply;
	rl_node *by;

	if (announce_ms > 0) {
		at->waiter = true; /* even if no answer comes */
	}
	reply = rl_script_run(obj->client.topo, &args.call, false, &by, err);
	if (!reply) {
		if (!rl_err_may_have_run(err->code)) {
			at->waiter = was_waiter;
		}
		return -1;
	}
	at->sync.by = by;
	int taken = script_result(by, reply, obj->kind->acquire, at, err);
	if (taken > 0 || (taken == 0 && announce_ms == 0)) {
		at->waiter = false; /* it took the lock, or left the waiters */
	}
	freeReplyObject(reply);
	return taken;
}

/* One attempt to take the lock key, followed in the same round trip by
 * the WAIT of sync_replicas (its reply in at->sync). Without fencing,
 * waiting, or recognising an earlier attempt this is the plain SET NX PX;
 * otherwise rl_lock_acquire_script (acquire_by_script()), which with
 * recognise finds a lock that an earlier attempt of this call (same token)
 * took or that was handed to it, and joins (at->announce_ms > 0) or leaves
 * the waiters; refused for a slot migration while joining, it is asked
 * once more without joining. Returns 1 when taken, 0 when another holder
 * has it, -1 with err set. */
static int acquire_once(rl_holder *obj, zend_string *key, rl_attempt *at, bool recognise, rl_error *err)
{
	rl_topology *topo = obj->client.topo;
	redisReply *reply;
	rl_node *by;
	int taken;

	at->fence = 0;
	at->lifetime_ms = -1;
	rl_sync_free(&at->sync);
	const rl_cmd *wait = rl_sync_prepare(&obj->client, &at->sync);
	if (obj->kind->plain_set && !obj->client.fencing && !recognise && at->announce_ms == 0 && !at->waiter) {
		const char *argv[6] = {"SET", ZSTR_VAL(key), at->token, "NX", "PX", at->ttl};
		size_t lens[6] = {3, ZSTR_LEN(key), RL_TOKEN_LEN, 2, 2, at->ttl_len};
		rl_cmd cmds[2] = {{6, argv, lens, 1, 0}};
		redisReply *replies[2];
		rl_node *nodes[2];

		if (wait) {
			cmds[1] = *wait;
		}
		if (rl_call_pipeline(topo, wait ? 2 : 1, cmds, replies, nodes, err) != RL_OK) {
			return -1;
		}
		reply = replies[0];
		by = nodes[0];
		at->sync.reply = wait ? replies[1] : NULL;
		at->sync.by = by;
		taken = set_result(by, reply, err);
		freeReplyObject(reply);
		return taken;
	}

	int64_t announce_ms = at->join_refused ? 0 : at->announce_ms;
	taken = acquire_by_script(obj, key, at, wait, announce_ms, recognise, err);
	if (taken < 0 && err->slot_migrating && announce_ms > 0) {
		/* a slot migration: the waiters' sets are not where the lock key
		 * is (Redis said so once the call's budget was over). The lock is
		 * asked for without joining them, now and for the rest of the
		 * call, which then waits by asking again */
		at->join_refused = true;
		taken = acquire_by_script(obj, key, at, wait, 0, recognise, err);
	}
	return taken;
}

/* Lays out args for script, kind's release, extend or check, of the keys
 * holding token, arg the extra argument of extend. */
static void token_args(rl_lock_args *args, const rl_holder_kind *kind, const rl_script *script,
	const rl_lock_keys *keys, const rl_token *token, const char *arg, size_t arg_len, bool fencing)
{
	rl_arg t = {token->text, RL_TOKEN_LEN};

	if (script == kind->release) {
		rl_lock_release_args(args, script, keys, t, fencing);
	} else if (script == kind->extend) {
		rl_lock_extend_args(args, script, rl_arg_of(keys->lock), rl_arg_of(keys->waiters), rl_arg_of(keys->alive), t,
			(rl_arg) {arg, arg_len});
	} else {
		ZEND_ASSERT(script == kind->check);
		rl_lock_check_args(args, script, keys, t);
	}
}

/* The arrays of a token_scripts_run() of n locks, carved from one block:
 * the call's own stack space for one lock (unlock(), isLocking(), a
 * renewal), request memory for more. */
typedef struct token_run_arrays {
	rl_lock_keys *keys;
	rl_lock_args *args;
	rl_script_call *calls;
	redisReply **replies;
	rl_node **by;
	void *block; /* what to free: NULL for the stack space */
	struct {
		rl_lock_keys keys;
		rl_lock_args args;
		rl_script_call call;
		redisReply *reply;
		rl_node *by;
	} one;
} token_run_arrays;

/* Points a's arrays at room for n locks: a's own space for one, else
 * one request block. a must stay where it is until
 * token_run_arrays_free(). */
static void token_run_arrays_init(token_run_arrays *a, size_t n)
{
	if (n == 1) {
		a->keys = &a->one.keys;
		a->args = &a->one.args;
		a->calls = &a->one.call;
		a->replies = &a->one.reply;
		a->by = &a->one.by;
		a->block = NULL;
		return;
	}
	/* every element size is a multiple of the pointer size: each array
	 * starts aligned */
	size_t each = sizeof(rl_lock_keys) + sizeof(rl_lock_args) + sizeof(rl_script_call) + sizeof(redisReply *)
		+ sizeof(rl_node *);
	char *p = safe_emalloc(n, each, 0);

	a->block = p;
	a->keys = (rl_lock_keys *) p;
	p += n * sizeof(rl_lock_keys);
	a->args = (rl_lock_args *) p;
	p += n * sizeof(rl_lock_args);
	a->calls = (rl_script_call *) p;
	p += n * sizeof(rl_script_call);
	a->replies = (redisReply **) p;
	p += n * sizeof(redisReply *);
	a->by = (rl_node **) p;
}

/* Frees what token_run_arrays_init() took (nothing for one lock). */
static void token_run_arrays_free(token_run_arrays *a)
{
	if (a->block) {
		efree(a->block);
	}
}

/* Runs script (kind's release, extend or check) through topo for
 * each of n locks (keys[i] holding tokens[i]; the keys beside each named
 * through cl's kept names, cl may be NULL) in one round trip per node,
 * with the extra argument arg when it is not NULL, and (for one lock)
 * wait, the WAIT of sync, right after it when wait is not NULL. These
 * scripts compare the token first, so they are retried once if the
 * connection broke. Stores each answer in results[]: 1 or 0 from the
 * script, or -1 for an error answer or a reply of the wrong kind. err then
 * describes the most uncertain of those (code 3 for a wrong kind, or for a
 * refusal after a lost first attempt; else 5). Returns RL_OK (some results
 * may be -1), or the round trip's error with no results.
 *
 * With outcomes (not NULL), each lock is settled on its own
 * (rl_script_run_each()): a node that fails costs only its own locks.
 * outcomes[i] is then RL_OK for a result of 1 or 0, RL_ERR_REPLY for an
 * error answer (it did not run), or the failure of lock i (1 or 2: not
 * run; 3 or 4: unknown; 3 also for a reply of the wrong kind), results[i]
 * -1; err describes the most uncertain, and RL_OK is returned. */
static rl_err token_scripts_run(rl_topology *topo, const rl_client *cl, const rl_holder_kind *kind, const rl_script *script, bool fencing, size_t n,
	zend_string **keys, const rl_token *tokens, const char *arg, size_t arg_len, const rl_cmd *wait, rl_sync *sync,
	zend_long *results, rl_err *outcomes, rl_error *err)
{
	token_run_arrays a;
	token_run_arrays_init(&a, n);
	rl_lock_keys *lock_keys = a.keys;
	rl_lock_args *args = a.args;
	rl_script_call *calls = a.calls;
	redisReply **replies = a.replies;
	rl_node **by = a.by;
	bool described = false;

	for (size_t i = 0; i < n; i++) {
		rl_lock_keys_init(&lock_keys[i], cl, keys[i]);
		token_args(&args[i], kind, script, &lock_keys[i], &tokens[i], arg, arg_len, fencing);
		args[i].call.then = wait;
		args[i].call.then_reply = wait ? &sync->reply : NULL;
		calls[i] = args[i].call;
	}
	rl_error lost; /* only its code is read while it is RL_OK */
	rl_err result;

	lost.code = RL_OK;
	if (outcomes) {
		rl_script_run_each_idempotent(topo, n, calls, replies, by, outcomes, err);
		described = err->code != RL_OK;
		result = RL_OK;
	} else {
		result = rl_script_run_many_idempotent(topo, n, calls, replies, by, err, &lost);
	}
	if (wait && result == RL_OK && replies[0]) {
		ZEND_ASSERT(n == 1);
		sync->by = by[0];
	}
	for (size_t i = 0; i < n; i++) {
		const redisReply *r = result == RL_OK ? replies[i] : NULL;

		results[i] = r && r->type == REDIS_REPLY_INTEGER ? (zend_long) r->integer : -1;
		if (r && results[i] < 0) {
			/* a wrong kind is described whatever came before (it may have
			 * run); a refusal only if nothing is yet */
			if (r->type != REDIS_REPLY_ERROR && (!described || !rl_err_may_have_run(err->code))) {
				rl_node_unexpected_reply(by[i], r, script->name, "an integer", err);
				described = true;
			} else if (r->type == REDIS_REPLY_ERROR && !described) {
				rl_script_refused(by[i], &calls[i], r, &lost, err);
				described = true;
			}
			if (outcomes) {
				outcomes[i] = r->type == REDIS_REPLY_ERROR ? RL_ERR_REPLY : RL_ERR_IO;
			}
		}
		if (r) {
			freeReplyObject(replies[i]);
		}
		rl_lock_keys_free(&lock_keys[i]);
	}
	token_run_arrays_free(&a);
	return result;
}

rl_err rl_holder_release_keys(rl_holder *obj, size_t n, zend_string **keys, const rl_token *tokens,
	zend_long *results, rl_error *err)
{
	return token_scripts_run(obj->client.topo, &obj->client, obj->kind, obj->kind->release, obj->client.fencing, n, keys, tokens,
		NULL, 0, NULL, NULL, results, NULL, err);
}

/* token_scripts_run() for n names this object holds (with tokens[i]), with
 * sync's WAIT after it when sync is not NULL. */
static rl_err run_token_scripts(rl_holder *obj, const rl_script *script, size_t n,
	zend_string **names, const rl_token *tokens, const char *arg, size_t arg_len, rl_sync *sync, zend_long *results,
	rl_err *outcomes, rl_error *err)
{
	const rl_cmd *wait = sync ? rl_sync_prepare(&obj->client, sync) : NULL;
	zend_string *one;
	zend_string **keys = n == 1 ? &one : safe_emalloc(n, sizeof(*keys), 0);

	for (size_t i = 0; i < n; i++) {
		keys[i] = rl_holder_key(obj, names[i]);
	}
	rl_err result = token_scripts_run(obj->client.topo, &obj->client, obj->kind, script, obj->client.fencing, n, keys, tokens, arg, arg_len,
		wait, sync, results, outcomes, err);

	for (size_t i = 0; i < n; i++) {
		zend_string_release(keys[i]);
	}
	if (keys != &one) {
		efree(keys);
	}
	return result;
}

/* run_token_scripts() for one name this object holds: 1 or 0 from the
 * script, or -1 after throwing RedisLockException (its code then in
 * *failed, when not NULL). */
static zend_long run_token_script(rl_holder *obj, const rl_script *script, zend_string *name,
	const rl_held *held, const char *arg, size_t arg_len, rl_sync *sync, rl_err *failed)
{
	zend_long result;
	rl_error err;
	/* a copy: PHP code may run during the call (an error handler of the
	 * new-connection warning) and release the lock, freeing *held */
	rl_token token;

	memcpy(token.text, held->token, sizeof(token.text));
	if (run_token_scripts(obj, script, 1, &name, &token, arg, arg_len, sync, &result, NULL, &err) != RL_OK || result < 0) {
		if (failed) {
			*failed = err.code;
		}
		rl_error_throw(&err);
		return -1;
	}
	return result;
}

zend_long rl_held_settle(rl_holder *obj, zend_string *name)
{
	rl_held *held = zend_hash_find_ptr(&obj->held, name);
	char checked[RL_TOKEN_LEN + 1] = "";

	if (held) {
		memcpy(checked, held->token, sizeof(checked));
	}
	/* one owed its release is released, whatever the check would say */
	zend_long answer = held && !held->release_owed
		? run_token_script(obj, obj->kind->check, name, held, NULL, 0, NULL, NULL) : 0;

	/* held may have been freed, or replaced, by PHP code the call ran:
	 * found again, and settled only if it is still the one checked */
	held = answer == 0 ? zend_hash_find_ptr(&obj->held, name) : NULL;
	if (held && memcmp(held->token, checked, RL_TOKEN_LEN) == 0) {
		answer = run_token_script(obj, obj->kind->release, name, held, NULL, 0, NULL, NULL);
		if (answer >= 0) {
			zend_hash_del(&obj->held, name);
			answer = 0; /* 1: it came back meanwhile (handed over), and is released */
		}
	} else if (held) {
		answer = 1; /* replaced meanwhile: the object holds another */
	}
	return answer;
}

/* How a wait among the lock's waiters ended. */
typedef enum rl_wait_end {
	RL_WAIT_FAILED = -1, /* err set */
	RL_WAIT_OVER,        /* the time is up, or a wake: attempt again */
	RL_WAIT_HANDED       /* a release handed the lock over: it is ours */
} rl_wait_end;

/* Blocks, for at most block_us, on the wake list of at's call for the
 * lock key, where a release pushes when it hands the lock over or wakes
 * the caller (rl_lock_release_script). A hand-over's message carries the
 * fencing token, stored in *fence. */
static rl_wait_end wait_for_release(rl_holder *obj, rl_attempt *at, zend_string *key, int64_t block_us,
	zend_long *fence, rl_error *err)
{
	char popped[32];

	attempt_keys(at, key);
	if (!rl_client_wait_wake(&obj->client, at->wake, block_us, popped, sizeof(popped), err)) {
		return RL_WAIT_FAILED;
	}
	if (popped[0] == 'h') {
		*fence = ZEND_STRTOL(popped + 1, NULL, 10);
		return RL_WAIT_HANDED;
	}
	return RL_WAIT_OVER;
}

/* Appends name to out for a message: printable ASCII as it is, any other
 * byte as \xNN, at most 40 bytes of it. */
static void name_for_message(smart_str *out, const zend_string *name)
{
	smart_str_appendc(out, '"');
	for (size_t i = 0; i < ZSTR_LEN(name) && i < 40; i++) {
		unsigned char c = (unsigned char) ZSTR_VAL(name)[i];
		if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\') {
			smart_str_appendc(out, (char) c);
		} else {
			smart_str_append_printf(out, "\\x%02x", c);
		}
	}
	smart_str_appends(out, ZSTR_LEN(name) > 40 ? "...\"" : "\"");
}

void rl_held_store(rl_holder *obj, zend_string *name, const char *token, zend_long fence)
{
	rl_held held;

	memcpy(held.token, token, RL_TOKEN_LEN + 1);
	held.fence = fence;
	held.renewal = 0;
	held.renew_ttl_ms = 0;
	held.held_us = 0;
	held.taken_in = rl_fork_generation();
	held.handed_out = false;
	held.release_owed = false;
	zend_hash_update_mem(&obj->held, name, &held, sizeof(held));
}

/* The lock recorded under name with token, or NULL (none, or another). */
static rl_held *held_with_token(rl_holder *obj, zend_string *name, const char *token)
{
	rl_held *held = zend_hash_find_ptr(&obj->held, name);

	return held && memcmp(held->token, token, RL_TOKEN_LEN) == 0 ? held : NULL;
}

void rl_held_owe(rl_holder *obj, zend_string *name, const char *token)
{
	rl_held *held = held_with_token(obj, name, token);

	if (held) {
		held->release_owed = true;
		if (held->renewal) {
			rl_renewer_remove(held->renewal);
			held->renewal = 0;
		}
	}
}

/* After a release of the lock under name (token) that failed with code:
 * when the server could not be reached or the reply was lost (codes 1, 3,
 * 4: a failover, a restart), the lock is owed its release (rl_held_owe()),
 * since its holder asked to let it go. Otherwise (a refusal) it stays as
 * it was. */
static void held_owe_release(rl_holder *obj, zend_string *name, const char *token, rl_err code)
{
	if (code == RL_ERR_CONNECT || rl_err_may_have_run(code)) {
		rl_held_owe(obj, name, token);
	}
}

bool rl_held_owned(rl_holder *obj, zend_string *name, const char *token, int64_t ttl_ms, int64_t set_us,
	rl_error *err)
{
	rl_held *held = held_with_token(obj, name, token);

	if (!held || !held->release_owed) {
		return true;
	}
	held->release_owed = false;
	if (!obj->client.renewer || held->renewal || held->renew_ttl_ms == 0 || ttl_ms < 0
			|| held->taken_in != rl_fork_generation()) {
		return true; /* not renewed before, or no expiry, or another process's */
	}
	if (ttl_ms == 0) {
		/* its lifetime left is not known: renewed at once */
		ttl_ms = held->renew_ttl_ms;
		set_us = rl_monotonic_us() - ttl_ms * 1000;
	}
	if (!rl_held_renew(obj, name, ttl_ms, set_us, held->held_us, err)) {
		rl_error_prefix(err, RL_ERR_REPLY, "the %s is held, but cannot be renewed: ", obj->kind->thing);
		return false;
	}
	return true;
}

void rl_holder_release_owed(rl_holder *obj)
{
	uint32_t generation = rl_fork_generation(), n = 0;
	zend_string *name;
	rl_held *held;

	ZEND_HASH_FOREACH_STR_KEY_PTR(&obj->held, name, held) {
		n += held->release_owed && held->taken_in == generation;
	} ZEND_HASH_FOREACH_END();
	if (n == 0) {
		return;
	}
	zend_string **names = safe_emalloc(n, sizeof(*names), 0);
	rl_token *tokens = safe_emalloc(n, sizeof(*tokens), 0);
	zend_long *results = safe_emalloc(n, sizeof(*results), 0);
	rl_err *outcomes = safe_emalloc(n, sizeof(*outcomes), 0);
	uint32_t i = 0;
	rl_error ignored;

	/* copies: PHP code may run during the call and change held */
	ZEND_HASH_FOREACH_STR_KEY_PTR(&obj->held, name, held) {
		if (held->release_owed && held->taken_in == generation) {
			names[i] = zend_string_copy(name);
			memcpy(tokens[i++].text, held->token, sizeof(tokens[0].text));
		}
	} ZEND_HASH_FOREACH_END();
	run_token_scripts(obj, obj->kind->release, n, names, tokens, NULL, 0, NULL, results, outcomes, &ignored);
	for (i = 0; i < n; i++) {
		if (outcomes[i] == RL_OK && held_with_token(obj, names[i], tokens[i].text)) {
			RL_STAT_ADD(locks_released, results[i] == 1);
			zend_hash_del(&obj->held, names[i]);
		}
		zend_string_release(names[i]);
	}
	efree(names);
	efree(tokens);
	efree(results);
	efree(outcomes);
}

bool rl_held_renew(rl_holder *obj, zend_string *name, int64_t ttl_ms, int64_t taken_us, int64_t held_us,
	rl_error *err)
{
	rl_held *held = zend_hash_find_ptr(&obj->held, name);
	zend_string *key = rl_holder_key(obj, name);
	rl_lock_keys keys;

	rl_lock_keys_init(&keys, &obj->client, key);
	rl_renewal_target target = {
		.script = obj->kind->extend,
		.keys = {ZSTR_VAL(keys.lock), ZSTR_VAL(keys.waiters), ZSTR_VAL(keys.alive)},
		.key_lens = {ZSTR_LEN(keys.lock), ZSTR_LEN(keys.waiters), ZSTR_LEN(keys.alive)},
		.token = held->token, .token_len = RL_TOKEN_LEN,
	};

	held->renew_ttl_ms = ttl_ms;
	held->held_us = held_us;
	held->renewal = rl_renewer_add(obj->client.renewer, &target, ttl_ms, obj->client.renew_max_ms, taken_us, held_us,
		err);
	rl_lock_keys_free(&keys);
	zend_string_release(key);
	return held->renewal != 0;
}

/* A lock whose renewal failed, as held_check_renewals() reports it. */
typedef struct rl_renewal_failure {
	zend_string *name;
	char why[RL_ERROR_MESSAGE_SIZE];
} rl_renewal_failure;

/* Forgets each lock whose renewal failed (lost, or not renewed within its
 * lifetime): the object no longer holds it; then reports each with
 * E_WARNING (so an error handler that calls the object finds them gone).
 * Returns false when an error handler turned a warning into an exception
 * (the remaining warnings are not given). */
static bool held_check_renewals(rl_holder *obj)
{
	zend_string *name;
	rl_held *held;
	rl_renewal_failure *failed = NULL;
	uint32_t count = 0;

	if (!obj->client.renewer) {
		return true;
	}
	ZEND_HASH_FOREACH_STR_KEY_PTR(&obj->held, name, held) {
		char why[RL_ERROR_MESSAGE_SIZE];
		rl_renewal_state state = held->renewal ? rl_renewer_state(held->renewal, why, sizeof(why)) : RL_RENEWAL_ENDED;

		if (state == RL_RENEWAL_LOST || state == RL_RENEWAL_UNREACHABLE) {
			failed = safe_erealloc(failed, count + 1, sizeof(*failed), 0);
			failed[count].name = zend_string_copy(name);
			memcpy(failed[count++].why, why, sizeof(why));
		}
	} ZEND_HASH_FOREACH_END();
	for (uint32_t i = 0; i < count; i++) {
		zend_hash_del(&obj->held, failed[i].name);
	}
	for (uint32_t i = 0; i < count; i++) {
		if (!EG(exception)) {
			smart_str shown = {0};

			name_for_message(&shown, failed[i].name);
			smart_str_0(&shown);
			php_error_docref(NULL, E_WARNING, "The %s %s is no longer held (renew): %s", obj->kind->thing, ZSTR_VAL(shown.s),
				failed[i].why);
			smart_str_free(&shown);
		}
		zend_string_release(failed[i].name);
	}
	if (failed) {
		efree(failed);
	}
	return !EG(exception);
}

bool rl_holder_ready(rl_holder *obj)
{
	return rl_client_ready(&obj->client) && held_check_renewals(obj);
}

/* The lock this object holds under name, or NULL for a null or empty name,
 * a name it does not hold, or an object that is not ready (rl_holder_ready():
 * an exception is then pending, check EG(exception)). */
static rl_held *rl_held_find(rl_holder *obj, zend_string *name)
{
	if (!rl_holder_ready(obj) || !rl_name_given(name)) {
		return NULL;
	}
	return zend_hash_find_ptr(&obj->held, name);
}

rl_held *rl_held_find_or_false(rl_holder *obj, zend_string *name, zval *return_value)
{
	rl_held *held = rl_held_find(obj, name);

	if (!held && !EG(exception)) {
		RETVAL_FALSE;
	}
	return held;
}

/* ---- argument rules --------------------------------------------------------- */

bool rl_holder_expire_ms(const zval *expire, uint32_t arg_num, int64_t *ms)
{
	if (!rl_seconds_to_ms(expire, ms) || (Z_TYPE_P(expire) == IS_LONG ? Z_LVAL_P(expire) <= 0 : !(Z_DVAL_P(expire) > 0))) {
		zend_argument_value_error(arg_num, "must be a finite number of seconds greater than 0 and at most %.0f", RL_MAX_SECONDS);
		return false;
	}
	if (*ms < 1) {
		*ms = 1;
	}
	return true;
}

bool rl_holder_timeout_ms(const zval *timeout, uint32_t arg_num, int64_t *ms)
{
	if (!rl_seconds_to_ms(timeout, ms) || *ms < 0 || (Z_TYPE_P(timeout) == IS_DOUBLE && Z_DVAL_P(timeout) < 0)) {
		zend_argument_value_error(arg_num, "must be a finite number of seconds greater than or equal to 0 and at most %.0f",
			RL_MAX_SECONDS);
		return false;
	}
	return true;
}

/* ---- an acquisition ---------------------------------------------------------- */

/* After a write under name with token that left what it took unusable
 * (err says why, with its code: 7 when fewer replicas than sync_replicas
 * acknowledged it, 5 when the renewer could not take it): releases it
 * (waking a waiter) and adds to err, code kept, whether that worked.
 * Returns false when it may still be there (the release failed). */
static bool release_unusable(rl_holder *obj, zend_string *name, const char *token, rl_error *err)
{
	char reason[RL_ERROR_MESSAGE_SIZE];
	rl_err code = err->code;
	rl_token t;
	zend_long released = -1;
	rl_error why;

	memcpy(reason, err->message, sizeof(reason));
	memcpy(t.text, token, sizeof(t.text));
	if (run_token_scripts(obj, obj->kind->release, 1, &name, &t, NULL, 0, NULL, &released, NULL, &why) == RL_OK
			&& released >= 0) {
		rl_error_set(err, code, "%s; the %s was released again", reason, obj->kind->thing);
		return true;
	}
	rl_error_set(err, code, "%s; releasing it failed too (%s): the object still records it, so "
		"that %s() can release it (else it lives until it expires)", reason, why.message, obj->kind->release_verb);
	return false;
}

/* Records the lock just taken under name (token, fence) as held and, with
 * the renew option, hands it to the renewer (its lifetime set no earlier
 * than taken_us; renew_max counts from held_us, when the caller came to
 * hold it: for a lock a release handed over, the end of its wait, however
 * long that was). Returns true, or false after throwing when it cannot be
 * renewed: the lock is then released again (or, if that failed too, kept
 * recorded for unlock() to settle). */
static bool lock_keep(rl_holder *obj, zend_string *name, const char *token, zend_long fence, int64_t expire_ms,
	int64_t taken_us, int64_t held_us, rl_error *err)
{
	rl_held_store(obj, name, token, fence);
	if (obj->client.renewer && !rl_held_renew(obj, name, expire_ms, taken_us, held_us, err)) {
		rl_error_prefix(err, RL_ERR_REPLY, "the %s was taken, but cannot be renewed: ", obj->kind->thing);
		if (release_unusable(obj, name, token, err)) {
			zend_hash_del(&obj->held, name);
		} else {
			rl_held_owe(obj, name, token);
		}
		rl_error_throw(err);
		return false;
	}
	RL_STAT_ADD(locks_acquired, 1);
	return true;
}

/* Ends a lock() call that failed with err: throws it. When may_be_ours
 * (an attempt's reply was lost, or the call may still be among the waiters,
 * to whom a release may hand the lock), the token is recorded, so that
 * isLocking() and unlock() find out and settle it. A lock this object
 * already holds under name stays recorded: the lock could only have become
 * this call's if that one had expired. */
static void lock_give_up(rl_holder *obj, zend_string *name, const char *token, bool may_be_ours, rl_error *err)
{
	if (may_be_ours && !zend_hash_exists(&obj->held, name)) {
		rl_held_store(obj, name, token, 0);
		rl_held_owe(obj, name, token); /* the caller is told it failed */
	}
	rl_error_throw(err);
}

/* How the attempts of a lock() call ended. */
typedef enum lock_outcome {
	LOCK_TAKEN,     /* by an attempt, or handed over by a release */
	LOCK_NOT_TAKEN, /* someone else held it until the call's time was up */
	LOCK_FAILED     /* err says why */
} lock_outcome;

/* What the attempts learnt, for the outcome to be carried out. */
typedef struct lock_result {
	zend_long fence;      /* LOCK_TAKEN: the fencing token, 0 without fencing */
	bool handed;          /* LOCK_TAKEN: a release handed it over */
	int64_t taken_us;     /* LOCK_TAKEN: its lifetime started no earlier */
	int64_t held_us;      /* LOCK_TAKEN: when the caller came to hold it */
	bool may_be_ours;     /* LOCK_FAILED: an attempt's reply was lost, or the
	                       * call may still be among the waiters */
} lock_result;

bool rl_lost_reply_ask_again(rl_lost_reply *lost, rl_error *err)
{
	if (lost->uncertain) {
		rl_error_after_retry(err, &lost->first);
		return false;
	}
	if (err->code == RL_ERR_IO || err->code == RL_ERR_TIMEOUT) {
		lost->uncertain = true;
		lost->first = *err;
		return err->code == RL_ERR_IO;
	}
	return false;
}

/* The attempts of a lock() call for key (at holds its token and
 * lifetime), and its waits among the lock's waiters between them, until
 * the lock is taken or handed over, the call's time is up, or an attempt
 * fails beyond what waiting may cure. A caller that will wait if the lock
 * is taken joins the waiters in the same script, alive a little longer
 * than its next wait, so that a release during the next attempt still
 * finds it; its last attempt leaves them (and finds a lock a release
 * handed over meanwhile). The first attempt answered sends the releases
 * the object owes (rl_holder_release_owed()). */
static lock_outcome lock_attempts(rl_holder *obj, zend_string *key, rl_attempt *at, const rl_take_request *req,
	lock_result *res, rl_error *err)
{
	int64_t start_us = rl_monotonic_us(); /* also the first attempt's time: one clock read fewer */
	int64_t deadline = start_us + req->timeout_ms * 1000;
	bool first = true;
	rl_lost_reply lost; /* lost.first is read only while lost.uncertain */
	lost.uncertain = false;
	rl_outage outage = {0}; /* the pace of attempts while the server is away */
	bool leaving = false;   /* the next attempt is the last */
	bool answered = false;  /* an attempt was answered (owed releases sent) */

	for (;;) {
		int64_t attempt_us = first ? start_us : rl_monotonic_us(); /* the lifetime starts after this */
		int64_t left = deadline - attempt_us;
		bool will_wait = req->timeout_ms > 0 && !leaving && left > 0;
		int64_t pause = will_wait ? MIN(MIN(left, req->wait_us), RL_MAX_WAIT_US) : 0;
		/* a caller with no pause ($waitIntervalUs = 0) joins too: it would
		 * otherwise never find the lock free while others wait, as each
		 * release hands it over */
		at->announce_ms = will_wait ? pause / 1000 + 100 : 0;

		first = false;
		int result = acquire_once(obj, key, at, lost.uncertain, err);

		if (result >= 0 && !answered) {
			answered = true;
			rl_holder_release_owed(obj);
		}

		if (result > 0) {
			*res = (lock_result) {.fence = at->fence, .taken_us = attempt_us, .held_us = attempt_us};
			return LOCK_TAKEN;
		}
		if (result < 0) {
			/* the server is away (a restart, a failover) or asks to be
			 * tried later: a waiting call goes on, paced, within its
			 * timeout; an earlier lost reply stays unsettled meanwhile */
			if ((req->timeout_ms > 0 && rl_outage_wait(&outage, err, req->wait_us, deadline))
					|| rl_lost_reply_ask_again(&lost, err)) {
				continue;
			}
			res->may_be_ours = lost.uncertain || at->waiter;
			return LOCK_FAILED;
		}
		lost.uncertain = false; /* answered: whatever the lost reply was, the lock is not ours */
		outage = (rl_outage) {0};
		int64_t now = rl_monotonic_us();
		if (req->timeout_ms == 0 || now >= deadline || rl_request_timed_out() || leaving) {
			if (at->waiter && !leaving) {
				leaving = true;
				continue;
			}
			return LOCK_NOT_TAKEN;
		}
		pause = MIN(pause, deadline - now);
		if (at->lifetime_ms >= 0 && at->lifetime_ms < pause / 1000) {
			pause = at->lifetime_ms * 1000 + 1000; /* wake just after it expires */
		}
		zend_long fence = 0;
		int64_t wait_start_us = rl_monotonic_us(); /* a hand-over sets the lifetime after this */
		rl_wait_end end = wait_for_release(obj, at, key, pause, &fence, err);
		if (end == RL_WAIT_HANDED) {
			*res = (lock_result) {.fence = fence, .handed = true, .taken_us = wait_start_us,
				.held_us = rl_monotonic_us()};
			return LOCK_TAKEN;
		}
		if (end == RL_WAIT_FAILED && !rl_err_may_have_run(err->code)
				&& !rl_outage_wait(&outage, err, req->wait_us, deadline)) {
			res->may_be_ours = at->waiter;
			return LOCK_FAILED;
		}
		/* a wait whose connection broke (a restart, CLIENT KILL) lost only
		 * its wake: the next attempt reconnects (at the outage's pace while
		 * the server is away), and finds a lock handed over meanwhile */
	}
}

/* Carries out a lock() call's outcome for name (token): a lock taken is
 * kept (after the acknowledgements sync_replicas asks for, else released
 * again), a failure thrown. Returns whether the caller holds the lock. */
static bool lock_conclude(rl_holder *obj, zend_string *name, const char *token, rl_attempt *at,
	const rl_take_request *req, lock_outcome outcome, const lock_result *res, rl_error *err)
{
	switch (outcome) {
		case LOCK_TAKEN:
			if (!res->handed && !rl_sync_enough(&obj->client, &at->sync, err, "the %s was taken", obj->kind->thing)) {
				if (!release_unusable(obj, name, token, err)) {
					/* it may still be there: unlock() and isLocking() settle it */
					rl_held_store(obj, name, token, res->fence);
					rl_held_owe(obj, name, token);
				}
				rl_error_throw(err);
				return false;
			}
			if (!lock_keep(obj, name, token, res->fence, req->expire_ms, res->taken_us, res->held_us, err)) {
				return false;
			}
			RL_STAT_ADD(locks_handed, res->handed);
			return true;
		case LOCK_FAILED:
			lock_give_up(obj, name, token, res->may_be_ours, err);
			return false;
		case LOCK_NOT_TAKEN:
			break;
	}
	return false;
}

bool rl_holder_take(rl_holder *obj, zend_string *name, const rl_take_request *req)
{
	char token[RL_TOKEN_LEN + 1];
	if (rl_token_new(token) == FAILURE) {
		return false;
	}

	/* one token for every attempt of this call, so that an attempt whose
	 * reply was lost is recognised by the next */
	rl_attempt at = {.token = token};
	at.ttl_len = rl_format_ms(at.ttl, sizeof(at.ttl), req->expire_ms);
	if (req->limit > 0) {
		at.limit_len = (size_t) snprintf(at.limit, sizeof(at.limit), ZEND_LONG_FMT, req->limit);
		at.weight_len = (size_t) snprintf(at.weight, sizeof(at.weight), ZEND_LONG_FMT, req->weight);
	}
	rl_held *owed = zend_hash_find_ptr(&obj->held, name);
	if (owed && owed->release_owed) {
		/* the first attempt would find the name held under the object's
		 * own token: the releases owed are sent before it */
		rl_holder_release_owed(obj);
	}
	zend_string *key = rl_holder_key(obj, name);
	lock_result res = {.fence = 0};
	rl_error err;
	lock_outcome outcome = lock_attempts(obj, key, &at, req, &res, &err);
	bool taken = lock_conclude(obj, name, token, &at, req, outcome, &res, &err);

	zend_string_release(key);
	attempt_free(&at);
	return taken && !EG(exception);
}

/* unlock() and isLocking(): runs the kind's release (forget) or check
 * script for what is held under $name and returns whether it answered 1.
 * With forget, the name is dropped from held once the script has
 * answered; a release the server did not answer is owed
 * (held_owe_release()). */
static void held_name_method(INTERNAL_FUNCTION_PARAMETERS, bool forget)
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
	char token[RL_TOKEN_LEN + 1];
	rl_err failed = RL_OK;

	memcpy(token, held->token, sizeof(token)); /* held may be freed by PHP code the call runs */
	zend_long answer = run_token_script(obj, forget ? obj->kind->release : obj->kind->check, name, held, NULL, 0, NULL,
		&failed);
	if (answer < 0) {
		if (forget) {
			held_owe_release(obj, name, token, failed);
		}
		RETURN_THROWS();
	}
	if (!forget && answer == 1) {
		rl_error err;

		if (!rl_held_owned(obj, name, token, 0, 0, &err)) {
			rl_error_throw(&err);
			RETURN_THROWS();
		}
	}
	if (forget) {
		zend_hash_del(&obj->held, name);
		RL_STAT_ADD(locks_released, answer == 1);
	}
	RETURN_BOOL(answer == 1);
}

void rl_holder_release_method(INTERNAL_FUNCTION_PARAMETERS)
{
	held_name_method(INTERNAL_FUNCTION_PARAM_PASSTHRU, true);
}

void rl_holder_check_method(INTERNAL_FUNCTION_PARAMETERS)
{
	held_name_method(INTERNAL_FUNCTION_PARAM_PASSTHRU, false);
}

/* Appends to list "<label>: " and the names (at most 3, then how many
 * more) whose outcome is a failure that may have run (unknown) or one
 * that did not (!unknown), after "; " if list is not empty; nothing if
 * there is none. Returns how many there are. */
static size_t names_list(smart_str *list, const char *label, size_t n, zend_string **names, const rl_err *outcomes,
	bool unknown)
{
	size_t count = 0;

	for (size_t i = 0; i < n; i++) {
		if (outcomes[i] == RL_OK || rl_err_may_have_run(outcomes[i]) != unknown) {
			continue;
		}
		if (count++ == 0) {
			smart_str_append_printf(list, "%s%s: ", list->s ? "; " : "", label);
		}
		if (count <= 3) {
			smart_str_appends(list, count > 1 ? ", " : "");
			name_for_message(list, names[i]);
		}
	}
	if (count > 3) {
		smart_str_append_printf(list, " and %zu more", count - 3);
	}
	return count;
}

/* Throws for an unlockAll() that could not settle some of its n locks
 * (outcomes[i] not RL_OK; err describes the most uncertain failure): code
 * 6 when others were settled, else err's own code. The message names the
 * locks not released and those whose outcome is unknown, which stay
 * recorded. */
static void throw_unlock_all_unsettled(const rl_holder_kind *kind, size_t n, zend_string **names, const rl_err *outcomes,
	rl_error *err)
{
	smart_str list = {0};
	size_t unsettled = names_list(&list, "not released", n, names, outcomes, false)
		+ names_list(&list, "outcome unknown", n, names, outcomes, true);

	smart_str_0(&list);
	rl_error_prefix(err, n > unsettled ? RL_ERR_PARTIAL : err->code, "%s() settled %zu of %zu %ss; %s; "
		"these stay recorded (%s() or %s() can try again): ", kind->release_all_verb, n - unsettled, n, kind->thing,
		ZSTR_VAL(list.s), kind->release_verb, kind->release_all_verb);
	smart_str_free(&list);
	rl_error_throw(err);
}

void rl_holder_release_all_method(INTERNAL_FUNCTION_PARAMETERS)
{
	ZEND_PARSE_PARAMETERS_NONE();

	rl_holder *obj = Z_RL_HOLDER_P(ZEND_THIS);
	if (!rl_holder_ready(obj)) {
		RETURN_THROWS();
	}
	uint32_t n = zend_hash_num_elements(&obj->held);
	if (n == 0) {
		RETURN_TRUE;
	}

	zend_string **names = safe_emalloc(n, sizeof(*names), 0);
	rl_token *tokens = safe_emalloc(n, sizeof(*tokens), 0);
	zend_long *results = safe_emalloc(n, sizeof(*results), 0);
	rl_err *outcomes = safe_emalloc(n, sizeof(*outcomes), 0);
	zend_string *name;
	rl_held *held;
	uint32_t i = 0;
	rl_error err;

	/* copies: PHP code may run during the call (an error handler of the
	 * new-connection warning) and change held */
	ZEND_HASH_FOREACH_STR_KEY_PTR(&obj->held, name, held) {
		names[i] = zend_string_copy(name);
		memcpy(tokens[i++].text, held->token, sizeof(tokens[0].text));
	} ZEND_HASH_FOREACH_END();

	/* all releases in one round trip per node, each settled on its own */
	run_token_scripts(obj, obj->kind->release, n, names, tokens, NULL, 0, NULL, results, outcomes, &err);
	bool all = true, unsettled = false;
	for (i = 0; i < n; i++) {
		if (outcomes[i] != RL_OK) {
			unsettled = true; /* not released, or not known to be: kept */
			held_owe_release(obj, names[i], tokens[i].text, outcomes[i]);
			continue;
		}
		all &= results[i] == 1;
		RL_STAT_ADD(locks_released, results[i] == 1);
		zend_hash_del(&obj->held, names[i]);
	}
	if (unsettled) {
		throw_unlock_all_unsettled(obj->kind, n, names, outcomes, &err);
	}
	for (i = 0; i < n; i++) {
		zend_string_release(names[i]);
	}
	efree(names);
	efree(tokens);
	efree(results);
	efree(outcomes);
	if (EG(exception)) {
		RETURN_THROWS();
	}
	RETURN_BOOL(all);
}

void rl_holder_expire_method(INTERNAL_FUNCTION_PARAMETERS)
{
	zend_string *name;
	zval *expire;
	int64_t expire_ms;

	ZEND_PARSE_PARAMETERS_START(2, 2)
		Z_PARAM_STR_OR_NULL(name)
		Z_PARAM_NUMBER(expire)
	ZEND_PARSE_PARAMETERS_END();

	if (!rl_seconds_to_ms(expire, &expire_ms)) {
		zend_argument_value_error(2, "must be a finite number of seconds at most %.0f", RL_MAX_SECONDS);
		RETURN_THROWS();
	}
	/* as the original: below one second means one second */
	if (expire_ms < 1000) {
		expire_ms = 1000;
	}

	rl_holder *obj = Z_RL_HOLDER_P(ZEND_THIS);
	rl_held *held = rl_held_find_or_false(obj, name, return_value);
	if (!held) {
		return;
	}
	char ttl[24];
	size_t ttl_len = rl_format_ms(ttl, sizeof(ttl), expire_ms);
	rl_sync sync;
	rl_error err;
	char token[RL_TOKEN_LEN + 1];

	memcpy(token, held->token, sizeof(token)); /* held may be freed by PHP code the call runs */
	int64_t set_us = rl_monotonic_us(); /* the new lifetime starts after this */
	zend_long extended = run_token_script(obj, obj->kind->extend, name, held, ttl, ttl_len, &sync, NULL);
	if (extended == 1 && !rl_sync_enough(&obj->client, &sync, &err, "the %s was extended", obj->kind->thing)) {
		if (release_unusable(obj, name, token, &err)) {
			zend_hash_del(&obj->held, name);
		} else {
			rl_held_owe(obj, name, token); /* unlock() can try again */
		}
		rl_error_throw(&err);
	} else if (extended == 1 && (held = held_with_token(obj, name, token))) {
		if (held->renewal) {
			/* renewals go on with the new lifetime */
			rl_renewer_retime(held->renewal, expire_ms, set_us);
		}
		/* the caller means to hold it: a renewal its debt stopped goes on */
		if (!rl_held_owned(obj, name, token, expire_ms, set_us, &err)) {
			rl_error_throw(&err);
		}
	}
	rl_sync_free(&sync);
	if (extended < 0 || EG(exception)) {
		RETURN_THROWS();
	}
	RETURN_BOOL(extended == 1);
}

/* ---- release at the object's end (release_at_shutdown) ------------------------- */

/* What an object with release_at_shutdown held when it was freed while
 * the request was shutting down: released by rl_holder_request_end(). */
struct rl_release_item {
	rl_topology *topo; /* valid until the request pool is emptied, after
	                    * rl_holder_request_end() */
	const rl_holder_kind *kind;
	bool fencing;      /* its object's fencing option */
	zend_string *key;
	rl_token token;
};

/* Releases the n keys[i] of kind holding tokens[i] through topo (of
 * objects with fencing, or without), one round trip per node. Warns when
 * some could not be released (they then expire by themselves): nothing can
 * be thrown at an object's end. */
static void release_locks(rl_topology *topo, const rl_holder_kind *kind, bool fencing, uint32_t n, zend_string **keys,
	const rl_token *tokens)
{
	zend_long *results = safe_emalloc(n, sizeof(*results), 0);
	uint32_t refused = 0;
	rl_error err;

	if (token_scripts_run(topo, NULL, kind, kind->release, fencing, n, keys, tokens, NULL, 0, NULL, NULL, results, NULL, &err)
			!= RL_OK) {
		refused = n;
	}
	for (uint32_t i = 0; i < n && refused < n; i++) {
		refused += results[i] < 0;
		RL_STAT_ADD(locks_released, results[i] == 1);
	}
	if (refused > 0) {
		php_error_docref(NULL, E_WARNING, "redislock: %u of %u %ss could not be released at the end of their "
			"%s object (release_at_shutdown), and expire by themselves: %s", refused, n, kind->thing, kind->class_name,
			err.message);
	}
	efree(results);
}

/* Releases what obj holds, at its end: at once during the request (an
 * exception on its way keeps going); once the request is shutting down,
 * with every other object's, after the engine's shutdown. Locks taken
 * before a fork() are left to the process that took them. */
static void lock_release_at_end(rl_holder *obj)
{
	uint32_t n = zend_hash_num_elements(&obj->held);
	zend_string **keys = safe_emalloc(n, sizeof(*keys), 0);
	rl_token *tokens = safe_emalloc(n, sizeof(*tokens), 0);
	zend_string *name;
	rl_held *held;
	uint32_t i = 0;

	/* a forked child leaves its parent's locks to the parent */
	ZEND_HASH_FOREACH_STR_KEY_PTR(&obj->held, name, held) {
		/* a lock handed to another process is meant to outlive this object */
		if (held->taken_in == rl_fork_generation() && !held->handed_out) {
			keys[i] = rl_holder_key(obj, name);
			memcpy(tokens[i++].text, held->token, sizeof(tokens[0].text));
		}
	} ZEND_HASH_FOREACH_END();
	zend_hash_clean(&obj->held); /* their renewals stop first */
	n = i;
	if (n == 0) {
		efree(keys);
		efree(tokens);
		return;
	}

	if (EG(flags) & EG_FLAGS_IN_SHUTDOWN) {
		uint32_t count = RL_G(release_at_end_count);

		RL_G(release_at_end) = safe_erealloc(RL_G(release_at_end), count + n, sizeof(struct rl_release_item), 0);
		for (i = 0; i < n; i++) {
			RL_G(release_at_end)[count + i] = (struct rl_release_item) {obj->client.topo, obj->kind,
				obj->client.fencing, keys[i], tokens[i]};
		}
		RL_G(release_at_end_count) = count + n;
	} else {
		zend_exception_save();
		release_locks(obj->client.topo, obj->kind, obj->client.fencing, n, keys, tokens);
		zend_exception_restore();
		for (i = 0; i < n; i++) {
			zend_string_release(keys[i]);
		}
	}
	efree(keys);
	efree(tokens);
}

void rl_holder_request_end(void)
{
	struct rl_release_item *items = RL_G(release_at_end);
	uint32_t count = RL_G(release_at_end_count);

	RL_G(release_at_end) = NULL;
	RL_G(release_at_end_count) = 0;
	if (count > 0) {
		zend_string **keys = safe_emalloc(count, sizeof(*keys), 0);
		rl_token *tokens = safe_emalloc(count, sizeof(*tokens), 0);

		/* one call per topology, kind and fencing option, in the order
		 * they first appear */
		for (uint32_t first = 0; first < count; first++) {
			rl_topology *topo = items[first].topo;
			const rl_holder_kind *kind = items[first].kind;
			bool fencing = items[first].fencing;
			uint32_t n = 0;

			if (!topo) {
				continue; /* released with an earlier one */
			}
			for (uint32_t i = first; i < count; i++) {
				if (items[i].topo == topo && items[i].kind == kind && items[i].fencing == fencing) {
					keys[n] = items[i].key;
					tokens[n++] = items[i].token;
					items[i].topo = NULL;
				}
			}
			release_locks(topo, kind, fencing, n, keys, tokens);
			for (uint32_t i = 0; i < n; i++) {
				zend_string_release(keys[i]);
			}
		}
		efree(keys);
		efree(tokens);
		efree(items);
	}
	rl_renewer_request_end();
}

/* ---- object handlers ---------------------------------------------------------- */

/* The held table's destructor: a lock leaving it is not renewed any more. */
static void held_free(zval *zv)
{
	rl_held *held = Z_PTR_P(zv);

	if (held->renewal) {
		rl_renewer_remove(held->renewal);
	}
	efree(held);
}

zend_object *rl_holder_create(zend_class_entry *ce, const rl_holder_kind *kind)
{
	rl_holder *obj = zend_object_alloc(sizeof(rl_holder), ce);

	zend_object_std_init(&obj->std, ce);
	object_properties_init(&obj->std, ce);
	zend_hash_init(&obj->held, 0, NULL, held_free, 0);
	obj->kind = kind;
	obj->std.handlers = &rl_holder_handlers;
	return &obj->std;
}

/* Destroying the object does not release what it holds (kept behaviour:
 * short locks serve as throttles), unless release_at_shutdown asks for it.
 * Either way their renewals stop. */
static void rl_holder_free(zend_object *object)
{
	rl_holder *obj = rl_holder_from_obj(object);

	if (obj->client.release_at_shutdown && zend_hash_num_elements(&obj->held) > 0) {
		lock_release_at_end(obj);
	}
	zend_hash_destroy(&obj->held); /* the renewals first, then the renewer's link */
	rl_client_free(&obj->client);
	zend_object_std_dtor(&obj->std);
}

void rl_holder_class_startup(zend_class_entry *ce, zend_object *(*create)(zend_class_entry *ce))
{
	ce->create_object = create;
	/* one set of handlers for every holder class: same struct, same free */
	rl_client_handlers_init(&rl_holder_handlers, XtOffsetOf(rl_holder, std), rl_holder_free);
}

/* Refuses to construct again an object that holds names: they would stay
 * in Redis, forgotten by their only holder. */
static bool holder_may_construct(zend_object *object)
{
	rl_holder *obj = rl_holder_from_obj(object);

	if (zend_hash_num_elements(&obj->held) == 0) {
		return true;
	}
	zend_throw_error(NULL, "%s::__construct() cannot be called again on an object that holds %ss: "
		"%s them first", obj->kind->class_name, obj->kind->thing, obj->kind->release_verb);
	return false;
}

zend_result rl_holder_construct(INTERNAL_FUNCTION_PARAMETERS)
{
	return rl_client_construct(INTERNAL_FUNCTION_PARAM_PASSTHRU, holder_may_construct);
}
