/*
 * lockMany(): several names taken for one holder, all or none (rl_lock_many.h
 * gives the contract). A layer above rl_holder.c: it takes names through
 * the lock_acquire_many script, and keeps, gives back and records them
 * through the holder's own record and release.
 */
#include "php.h"
#include "zend_exceptions.h"

#include "rl_args.h"
#include "rl_globals.h"
#include "rl_holder.h"
#include "rl_lock_many.h"
#include "rl_lock_scripts.h"
#include "rl_os.h"
#include "rl_script.h"
#include "rl_slot.h"
#include "rl_sync.h"
#include "rl_token.h"
#include "rl_wait.h"

/* How the attempts of a lockMany() call ended. */
typedef enum many_outcome {
	MANY_TAKEN,     /* every name, in one pass */
	MANY_NOT_TAKEN, /* a name stayed held by another until the call's time was up */
	MANY_FAILED     /* err says why */
} many_outcome;

/* One name of a lockMany() call. */
typedef struct many_name {
	zend_string *name;
	rl_lock_keys keys;
	rl_token token;    /* the call's token for this name */
	uint16_t slot;     /* its key's slot; 0 on a topology without slots */
	zend_long fence;   /* once taken: its fencing token, 0 without fencing */
	rl_node *by;       /* the node its group's last attempt was sent to
	                    * (that answered, or whose reply was lost); NULL: none */
} many_name;

/* The fixed order in which every call takes its names: by slot, then by
 * key, so that the groups of one slot are taken in the same order by all. */
static int many_order(const void *a, const void *b)
{
	const many_name *x = a, *y = b;

	if (x->slot != y->slot) {
		return x->slot < y->slot ? -1 : 1;
	}
	return zend_binary_strcmp(ZSTR_VAL(x->keys.lock), ZSTR_LEN(x->keys.lock), ZSTR_VAL(y->keys.lock),
		ZSTR_LEN(y->keys.lock));
}

/* How many names from first on share its slot: one script takes them. */
static size_t many_group_size(const many_name *names, size_t n, size_t first)
{
	size_t count = 1;

	while (first + count < n && names[first + count].slot == names[first].slot) {
		count++;
	}
	return count;
}

/* What one group's attempt (lock_acquire_many) asks. */
typedef struct many_attempt {
	rl_arg ttl;          /* the lifetime in ms, as text */
	int64_t announce_ms; /* > 0: join the waiters of the lock held by another */
	bool joined;         /* an earlier attempt may have joined some waiters */
} many_attempt;

/* Runs lock_acquire_many for the count names from group, followed by
 * sync's WAIT, and notes in each name the node it was sent to. Returns 1
 * when all were taken (their fences stored), 0 when the name *refused (an
 * index into group) is held by another (*lifetime: its remaining lifetime
 * in ms, -1 for none), -1 with err set. */
static int many_group_attempt(rl_holder *obj, many_name *group, size_t count, const many_attempt *ask, rl_sync *sync,
	size_t *refused, zend_long *lifetime, rl_error *err)
{
	rl_lock_keys *keys = safe_emalloc(count, sizeof(*keys), 0);
	const char **tokens = safe_emalloc(count, sizeof(*tokens), 0);
	rl_lock_many_args args;
	rl_node *by = NULL;
	int result = -1;

	for (size_t i = 0; i < count; i++) {
		keys[i] = group[i].keys;
		tokens[i] = group[i].token.text;
	}
	rl_lock_acquire_many_args(&args, count, keys, tokens, obj->client.fencing, ask->ttl, ask->announce_ms, ask->joined);
	rl_sync_free(sync);
	args.call.then = rl_sync_prepare(&obj->client, sync);
	args.call.then_reply = &sync->reply;

	redisReply *reply = rl_script_run(obj->client.topo, &args.call, false, &by, err);
	for (size_t i = 0; i < count; i++) {
		group[i].by = by;
	}
	if (reply) {
		sync->by = by;
		bool all = reply->type == REDIS_REPLY_ARRAY && reply->elements == count + 1;
		bool some = reply->type == REDIS_REPLY_ARRAY && reply->elements == 3;
		for (size_t i = 0; (all || some) && i < reply->elements; i++) {
			all &= reply->element[i]->type == REDIS_REPLY_INTEGER;
			some &= reply->element[i]->type == REDIS_REPLY_INTEGER;
		}
		if (all && reply->element[0]->integer == 1) {
			for (size_t i = 0; i < count; i++) {
				group[i].fence = (zend_long) reply->element[i + 1]->integer;
			}
			result = 1;
		} else if (some && reply->element[0]->integer == 0 && reply->element[1]->integer >= 1
				&& (size_t) reply->element[1]->integer <= count) {
			*refused = (size_t) reply->element[1]->integer - 1;
			*lifetime = (zend_long) reply->element[2]->integer;
			result = 0;
		} else {
			rl_node_unexpected_reply(by, reply, "lock_acquire_many", "{1, fencing tokens} or {0, index, lifetime}", err);
		}
		freeReplyObject(reply);
	}
	rl_lock_many_args_free(&args);
	efree(keys);
	efree(tokens);
	return result;
}

/* The names of a lockMany() call whose state is unknown (an attempt's
 * reply was lost, or a give-back failed): recorded in held under the
 * call's tokens, unless the name is there already, and owed their release
 * (the caller is not told it holds them: the object's next lock() sends
 * it, and unlock() and isLocking() settle each). A call that ends up
 * taking a name records it again, as held. */
static void many_record(rl_holder *obj, many_name *group, size_t count)
{
	for (size_t i = 0; i < count; i++) {
		if (!zend_hash_exists(&obj->held, group[i].name)) {
			rl_held_store(obj, group[i].name, group[i].token.text, 0);
			rl_held_owe(obj, group[i].name, group[i].token.text);
		}
	}
}

/* Releases the count names from group (taken by an attempt of this call)
 * in one round trip per node, but those whose last attempt went to the
 * node silent (not NULL: it did not answer within read_timeout), which
 * would hold the call up as long again: these are recorded in held
 * (unless the name is there already) so that unlock() and isLocking()
 * settle them, and live at most their lifetime meanwhile. Returns false
 * with err set when the release failed: the names may still be held, and
 * are recorded as well. */
static bool many_give_back(rl_holder *obj, many_name *group, size_t count, const rl_node *silent, rl_error *err)
{
	zend_string **keys = safe_emalloc(count, sizeof(*keys), 0);
	rl_token *tokens = safe_emalloc(count, sizeof(*tokens), 0);
	zend_long *results = safe_emalloc(count, sizeof(*results), 0);
	size_t sent = 0;

	for (size_t i = 0; i < count; i++) {
		if (silent && group[i].by == silent) {
			many_record(obj, &group[i], 1);
			continue;
		}
		keys[sent] = group[i].keys.lock;
		tokens[sent++] = group[i].token;
	}
	bool given_back = sent == 0 || rl_holder_release_keys(obj, sent, keys, tokens, results, err) == RL_OK;
	/* results[] are set only when the round trip succeeded; err then
	 * describes a script that did not answer 1 or 0 */
	for (size_t i = 0; given_back && i < sent; i++) {
		given_back = results[i] >= 0;
	}
	if (!given_back) {
		many_record(obj, group, count);
	}
	efree(keys);
	efree(tokens);
	efree(results);
	return given_back;
}

/* The call leaves the waiters of the name one (a pass that did not reach
 * its group joined them): lock_release of a token that does not hold the
 * lock takes it out of its waiters. Best effort: an entry left expires
 * with its wait, and one on the node silent (not NULL) is left to that. */
static void many_leave(rl_holder *obj, many_name *one, const rl_node *silent)
{
	zend_long result;
	rl_error ignored;

	if (!silent || one->by != silent) {
		rl_holder_release_keys(obj, 1, &one->keys.lock, &one->token, &result, &ignored);
	}
}

/* One lockMany() call: its names and what its passes learnt so far. */
typedef struct many_call {
	rl_holder *obj;
	many_name *names;           /* in many_order() */
	size_t n;
	const rl_take_request *req;
	rl_arg ttl;                 /* the lifetime in ms, as text */
	rl_sync *syncs;             /* syncs[g]: the WAIT reply of group g */
	int64_t deadline;           /* when the call's $timeout ends */
	rl_lost_reply lost;         /* the lost replies of its attempts */
	rl_outage outage;           /* the pace of passes while a server is away */
	bool leaving;               /* the next pass is the last: it leaves the waiters */
	bool joined;                /* a pass may have joined some waiters */
	bool join_refused;          /* a slot migrates: the call polls without joining */
	size_t joined_at;           /* the name whose waiters the call joined
	                             * last and has not left (SIZE_MAX: none) */
	int64_t taken_us;           /* when the last pass began: the lifetimes of
	                             * what it took started no earlier */
	rl_node *silent;            /* a node that did not answer an attempt within
	                             * read_timeout (the call then ends): nothing
	                             * more is sent there; NULL: none */
} many_call;

/* One pass over the groups: what it asks and what it learnt. */
typedef struct many_pass {
	int64_t pause;       /* how long the call waits if the pass is refused */
	many_attempt ask;    /* what each group's attempt asks */
	int result;          /* 1: every group taken; 0: a name is held by
	                      * another; -1: an attempt failed (err says why) */
	size_t reached;      /* the names of the groups it took, from the first */
	size_t count;        /* the size of the group it stopped at */
	size_t refused;      /* result 0: the index in that group of the name held */
	zend_long lifetime;  /* result 0: that name's remaining lifetime in ms (-1: none) */
	bool unknown;        /* result -1: the group it stopped at may have been taken */
} many_pass;

/* What a call does after a pass that did not take every name. */
typedef enum many_step {
	MANY_AGAIN, /* another pass */
	MANY_END    /* the call ends, with its outcome set */
} many_step;

/* Starts a pass: how long the call would wait after it, and whether its
 * attempts join the waiters of the name that refuses them (a caller with
 * no pause, $waitIntervalUs = 0, joins too: it would otherwise never find
 * the names free while others wait). */
static void many_pass_begin(many_call *call, many_pass *pass)
{
	const rl_take_request *req = call->req;
	int64_t left = call->deadline - rl_monotonic_us();
	bool will_wait = req->timeout_ms > 0 && !call->leaving && left > 0;

	*pass = (many_pass) {.pause = will_wait ? MIN(MIN(left, req->wait_us), RL_MAX_WAIT_US) : 0, .lifetime = -1};
	pass->ask = (many_attempt) {.ttl = call->ttl, .joined = call->joined || call->lost.uncertain};
	pass->ask.announce_ms = will_wait && !call->join_refused ? pass->pause / 1000 + 100 : 0;
}

/* The attempt of the pass at its next group (the g-th), many_group_attempt().
 * Refused for a slot migration while joining, it is asked once more without
 * joining: the waiters' sets are not where the lock keys are, so the call
 * stops joining for the rest of its passes. */
static int many_pass_group(many_call *call, many_pass *pass, size_t g, rl_error *err)
{
	many_name *group = call->names + pass->reached;
	rl_sync *sync = &call->syncs[g];

	call->joined |= pass->ask.announce_ms > 0;
	int result = many_group_attempt(call->obj, group, pass->count, &pass->ask, sync, &pass->refused, &pass->lifetime,
		err);
	if (result < 0 && err->slot_migrating && pass->ask.announce_ms > 0) {
		call->join_refused = true;
		pass->ask.announce_ms = 0;
		result = many_group_attempt(call->obj, group, pass->count, &pass->ask, sync, &pass->refused, &pass->lifetime,
			err);
	}
	return result;
}

/* Runs a pass: the groups in order, until one is not taken or all are.
 * An attempt that got no reply within read_timeout makes its node the
 * call's silent one. */
static void many_pass_run(many_call *call, many_pass *pass, rl_error *err)
{
	call->taken_us = rl_monotonic_us();
	pass->result = 1;
	for (size_t g = 0; pass->result == 1 && pass->reached < call->n; g++) {
		pass->count = many_group_size(call->names, call->n, pass->reached);
		pass->result = many_pass_group(call, pass, g, err);
		if (pass->result == 1) {
			pass->reached += pass->count;
		}
	}
	if (pass->result < 0) {
		pass->unknown = call->lost.uncertain || rl_err_may_have_run(err->code);
		if (err->code == RL_ERR_TIMEOUT) {
			call->silent = call->names[pass->reached].by;
		}
	}
}

/* The names the pass holds or may hold, from the first: the groups it
 * took, and the one it stopped at if its outcome is unknown. */
static size_t many_pass_held(const many_pass *pass)
{
	return pass->reached + (pass->unknown ? pass->count : 0);
}

/* The waiters the call belongs to after a refused or failed pass. Every
 * group the pass reached left the waiters of its names, but the name that
 * stopped it when it joined (a failed group may not have run: what it
 * joined before is kept); a name joined earlier in a group the pass did
 * not reach is left explicitly. */
static void many_pass_waiters(many_call *call, const many_pass *pass)
{
	if (call->joined_at != SIZE_MAX && call->joined_at >= pass->reached + pass->count) {
		many_leave(call->obj, &call->names[call->joined_at], call->silent);
		call->joined_at = SIZE_MAX;
	}
	if (pass->result == 0) {
		call->joined_at = pass->ask.announce_ms > 0 ? pass->reached + pass->refused : SIZE_MAX;
	}
}

/* Gives back what a refused or failed pass holds (many_pass_held()).
 * Returns false with err set when that failed: the call fails, and the
 * names stay recorded. After a failed pass err keeps its message, with
 * the give-back's after it, and a code that says names may be held. */
static bool many_pass_give_back(many_call *call, const many_pass *pass, rl_error *err)
{
	size_t held = many_pass_held(pass);
	rl_error why;

	if (held == 0 || many_give_back(call->obj, call->names, held, call->silent, &why)) {
		return true;
	}
	if (pass->result < 0) {
		char reason[RL_ERROR_MESSAGE_SIZE];
		rl_err code = rl_err_may_have_run(err->code) ? err->code : why.code;

		memcpy(reason, err->message, sizeof(reason));
		rl_error_set(err, code, "%s; giving back the names taken failed too (%s)", reason, why.message);
	} else {
		*err = why;
	}
	return false;
}

/* After a failed pass whose names were given back (but those on a silent
 * node, recorded instead): whether the call goes
 * on (a server away while it waits, or a reply lost on a broken
 * connection, asked again). Otherwise err describes the failure, and the
 * names of a run whose reply was lost stay recorded: it may still come
 * after the give-back (a timeout). */
static bool many_failure_goes_on(many_call *call, const many_pass *pass, rl_error *err)
{
	const rl_take_request *req = call->req;

	if ((req->timeout_ms > 0 && rl_outage_wait(&call->outage, err, req->wait_us, call->deadline))
			|| rl_lost_reply_ask_again(&call->lost, err)) {
		return true;
	}
	if (pass->unknown) {
		many_record(call->obj, call->names, many_pass_held(pass));
	}
	return false;
}

/* Waits, after a refused pass, among the waiters of the name that stopped
 * it (mode "m": woken when it is released, never handed it), for the
 * pass's pause at most, cut to the call's time left (now: the time) and
 * to just after the name's expiry. A wait whose connection broke lost only
 * its wake. Returns MANY_END (*outcome set) when it failed otherwise. */
static many_step many_wait(many_call *call, const many_pass *pass, int64_t now, many_outcome *outcome, rl_error *err)
{
	int64_t pause = MIN(pass->pause, call->deadline - now);

	if (pass->lifetime >= 0 && pass->lifetime < pause / 1000) {
		pause = pass->lifetime * 1000 + 1000; /* wake just after it expires */
	}
	const many_name *stop = &call->names[pass->reached + pass->refused];
	zend_string *wake = zend_string_concat3(ZSTR_VAL(stop->keys.waiters), ZSTR_LEN(stop->keys.waiters), ":", 1,
		stop->token.text, RL_TOKEN_LEN);
	bool woken = rl_client_wait_wake(&call->obj->client, wake, pause, NULL, 0, err);

	zend_string_release(wake);
	if (!woken && !rl_err_may_have_run(err->code)
			&& !rl_outage_wait(&call->outage, err, call->req->wait_us, call->deadline)) {
		*outcome = MANY_FAILED;
		return MANY_END;
	}
	return MANY_AGAIN;
}

/* After a refused pass whose names were given back: another pass (the
 * last, which leaves the waiters, once the time is up for a call that
 * joined them), the end (MANY_NOT_TAKEN) or a wait before the next. */
static many_step many_after_refusal(many_call *call, const many_pass *pass, many_outcome *outcome, rl_error *err)
{
	call->lost.uncertain = false; /* answered: no earlier lost reply took anything */
	call->outage = (rl_outage) {0};
	int64_t now = rl_monotonic_us();
	if (call->req->timeout_ms == 0 || now >= call->deadline || rl_request_timed_out() || call->leaving) {
		if (call->joined && !call->leaving) {
			call->leaving = true;
			return MANY_AGAIN;
		}
		*outcome = MANY_NOT_TAKEN;
		return MANY_END;
	}
	return many_wait(call, pass, now, outcome, err);
}

/* What follows a pass that did not take every name: the waiters it
 * leaves, the give-back of what it took, then the failure or the
 * refusal's course. */
static many_step many_pass_settle(many_call *call, const many_pass *pass, many_outcome *outcome, rl_error *err)
{
	many_pass_waiters(call, pass);
	if (!many_pass_give_back(call, pass, err)) {
		*outcome = MANY_FAILED;
		return MANY_END;
	}
	if (pass->result < 0) {
		*outcome = MANY_FAILED;
		return many_failure_goes_on(call, pass, err) ? MANY_AGAIN : MANY_END;
	}
	return many_after_refusal(call, pass, outcome, err);
}

/* The passes of a lockMany() call over its groups (one slot each, in
 * many_order()), and its waits between them, until one pass takes every
 * group, the call's time is up, or an attempt fails beyond what waiting
 * may cure. A group held by another gives back the groups the pass took
 * before it, and the call waits among the waiters of the name that
 * stopped it, then tries all again. While a slot migrates, the call stops
 * joining and polls, as lock() does. */
static many_outcome many_attempts(many_call *call, rl_error *err)
{
	many_outcome outcome = MANY_FAILED;
	many_step step = MANY_AGAIN;

	while (step == MANY_AGAIN) {
		many_pass pass;

		many_pass_begin(call, &pass);
		many_pass_run(call, &pass, err);
		if (pass.result == 1) {
			return MANY_TAKEN;
		}
		step = many_pass_settle(call, &pass, &outcome, err);
	}
	if (call->joined_at != SIZE_MAX) {
		many_leave(call->obj, &call->names[call->joined_at], call->silent);
	}
	return outcome;
}

/* Once every name of a lockMany() call is taken: the acknowledgements
 * sync_replicas asks for (syncs[g] for each group g), then each name is
 * kept as lock() keeps a lock. If either fails, every name is given back
 * and the failure thrown. Returns whether the caller holds them. */
static bool many_keep(const many_call *call)
{
	rl_holder *obj = call->obj;
	many_name *names = call->names;
	rl_error err, why;
	size_t kept = 0;

	for (size_t first = 0, g = 0; first < call->n; first += many_group_size(names, call->n, first), g++) {
		if (!rl_sync_enough(&obj->client, &call->syncs[g], &err, "the locks were taken")) {
			goto give_back;
		}
	}
	for (; kept < call->n; kept++) {
		rl_held_store(obj, names[kept].name, names[kept].token.text, names[kept].fence);
		if (obj->client.renewer && !rl_held_renew(obj, names[kept].name, call->req->expire_ms, call->taken_us,
				call->taken_us, &err)) {
			rl_error_prefix(&err, RL_ERR_REPLY, "the locks were taken, but cannot be renewed: ");
			kept++;
			goto give_back;
		}
		RL_STAT_ADD(locks_acquired, 1);
	}
	return true;

give_back:
	for (size_t i = 0; i < kept; i++) {
		zend_hash_del(&obj->held, names[i].name);
	}
	char reason[RL_ERROR_MESSAGE_SIZE];

	memcpy(reason, err.message, sizeof(reason));
	if (many_give_back(obj, names, call->n, NULL, &why)) {
		rl_error_set(&err, err.code, "%s; the locks were released again", reason);
	} else {
		rl_error_set(&err, err.code, "%s; releasing them failed too (%s): the object still records them, so that "
			"unlock() can release them", reason, why.message);
	}
	rl_error_throw(&err);
	return false;
}

/* Fills names[] from the n names in: each one's keys, slot and a fresh
 * token of its own, then sorts them in many_order(). Returns how many have
 * their keys made (for many_names_free()), *ok false when a token could
 * not be made (an exception is then pending). */
static size_t many_names_make(rl_holder *obj, zend_string **in, size_t n, many_name *names, bool *ok)
{
	for (size_t made = 0; made < n; made++) {
		zend_string *key = rl_holder_key(obj, in[made]);

		names[made].name = in[made];
		rl_lock_keys_init(&names[made].keys, NULL, key);
		names[made].slot = obj->client.topo->sharded ? rl_slot_of(ZSTR_VAL(key), ZSTR_LEN(key)) : 0;
		zend_string_release(key);
		if (rl_token_new(names[made].token.text) == FAILURE) {
			*ok = false;
			return made + 1;
		}
	}
	qsort(names, n, sizeof(*names), many_order);
	*ok = true;
	return n;
}

bool rl_lock_many_take(rl_holder *obj, zend_string **in, size_t n, const rl_take_request *req)
{
	char ttl[24];
	many_call call = {
		.obj = obj, .n = n, .req = req, .names = ecalloc(n, sizeof(many_name)), .syncs = ecalloc(n, sizeof(rl_sync)),
		.ttl = {ttl, rl_format_ms(ttl, sizeof(ttl), req->expire_ms)},
		.joined_at = SIZE_MAX,
	};
	bool taken = false, ok;
	size_t made = many_names_make(obj, in, n, call.names, &ok);

	if (ok) {
		rl_error err;

		/* the releases the object owes go first (lock() sends them too):
		 * a name it owes would be refused by its own token for the call's
		 * whole timeout */
		rl_holder_release_owed(obj);
		call.deadline = rl_monotonic_us() + req->timeout_ms * 1000;
		many_outcome outcome = many_attempts(&call, &err);

		if (outcome == MANY_TAKEN) {
			taken = many_keep(&call);
		} else if (outcome == MANY_FAILED) {
			rl_error_throw(&err);
		}
	}
	for (size_t i = 0; i < made; i++) {
		rl_lock_keys_free(&call.names[i].keys);
	}
	for (size_t i = 0; i < n; i++) {
		rl_sync_free(&call.syncs[i]);
	}
	efree(call.names);
	efree(call.syncs);
	return taken && !EG(exception);
}
