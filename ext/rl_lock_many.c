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
 * sync's WAIT. Returns 1 when all were taken (their fences stored), 0 when
 * the name *refused (an index into group) is held by another (*lifetime:
 * its remaining lifetime in ms, -1 for none), -1 with err set. */
static int many_group_attempt(rl_holder *obj, many_name *group, size_t count, const many_attempt *ask, rl_sync *sync,
	size_t *refused, zend_long *lifetime, rl_error *err)
{
	rl_lock_keys *keys = safe_emalloc(count, sizeof(*keys), 0);
	const char **tokens = safe_emalloc(count, sizeof(*tokens), 0);
	rl_lock_many_args args;
	rl_node *by;
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

static void many_record(rl_holder *obj, many_name *group, size_t count);

/* Releases the count names from group (taken by an attempt of this call)
 * in one round trip per node. Returns false with err set when it failed:
 * they may still be held, and are recorded in held (unless the name is
 * there already) so that unlock() and isLocking() settle them. */
static bool many_give_back(rl_holder *obj, many_name *group, size_t count, rl_error *err)
{
	zend_string **keys = safe_emalloc(count, sizeof(*keys), 0);
	rl_token *tokens = safe_emalloc(count, sizeof(*tokens), 0);
	zend_long *results = safe_emalloc(count, sizeof(*results), 0);

	for (size_t i = 0; i < count; i++) {
		keys[i] = group[i].keys.lock;
		tokens[i] = group[i].token;
	}
	bool given_back = rl_holder_release_keys(obj, count, keys, tokens, results, err) == RL_OK;
	/* results[] are set only when the round trip succeeded; err then
	 * describes a script that did not answer 1 or 0 */
	for (size_t i = 0; given_back && i < count; i++) {
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

/* The names of a lockMany() call whose state is unknown (an attempt's
 * reply was lost, or a give-back failed): recorded in held under the
 * call's tokens, unless the name is there already, so that unlock() and
 * isLocking() settle each. */
static void many_record(rl_holder *obj, many_name *group, size_t count)
{
	for (size_t i = 0; i < count; i++) {
		if (!zend_hash_exists(&obj->held, group[i].name)) {
			rl_held_store(obj, group[i].name, group[i].token.text, 0);
		}
	}
}

/* The call leaves the waiters of the name one (a pass that did not reach
 * its group joined them): lock_release of a token that does not hold the
 * lock takes it out of its waiters. Best effort: an entry left expires
 * with its wait. */
static void many_leave(rl_holder *obj, many_name *one)
{
	zend_long result;
	rl_error ignored;

	rl_holder_release_keys(obj, 1, &one->keys.lock, &one->token, &result, &ignored);
}

/* The attempts of a lockMany() call for its n names (in many_order()),
 * group by group (one slot each), and its waits between them, until every
 * group is taken in one pass, the call's time is up, or an attempt fails
 * beyond what waiting may cure. A group held by another gives back the
 * groups the pass took before it, and the call waits among the waiters of
 * the name that stopped it (mode "m": woken when it is released, never
 * handed it), then tries all again. Every group a pass reaches leaves the
 * waiters of its names but the one that stops it; a name joined earlier in
 * a group the pass did not reach is left explicitly (many_leave()). While
 * a slot migrates, the call stops joining and polls, as lock() does.
 * syncs[g] holds group g's WAIT reply. On MANY_TAKEN, *taken_us is when
 * the lifetimes started, at the earliest. */
static many_outcome many_attempts(rl_holder *obj, many_name *names, size_t n, const rl_take_request *req,
	rl_arg ttl, rl_sync *syncs, int64_t *taken_us, rl_error *err)
{
	int64_t deadline = rl_monotonic_us() + req->timeout_ms * 1000;
	rl_lost_reply lost = {.uncertain = false};
	rl_outage outage = {0};
	bool leaving = false, joined = false, join_refused = false;
	size_t joined_at = SIZE_MAX; /* the name whose waiters the call joined last */
	many_outcome outcome;

	for (;;) {
		int64_t left = deadline - rl_monotonic_us();
		bool will_wait = req->timeout_ms > 0 && !leaving && left > 0;
		int64_t pause = will_wait ? MIN(MIN(left, req->wait_us), RL_MAX_WAIT_US) : 0;
		many_attempt ask = {.ttl = ttl, .announce_ms = will_wait && !join_refused ? pause / 1000 + 100 : 0,
			.joined = joined || lost.uncertain};
		size_t first = 0, groups = 0, count = 0, refused = 0;
		zend_long lifetime = -1;
		int result = 1;

		*taken_us = rl_monotonic_us();
		while (result == 1 && first < n) {
			count = many_group_size(names, n, first);
			joined |= ask.announce_ms > 0;
			result = many_group_attempt(obj, names + first, count, &ask, &syncs[groups], &refused, &lifetime, err);
			if (result < 0 && err->slot_migrating && ask.announce_ms > 0) {
				/* the waiters' sets are not where the lock keys are: ask
				 * without joining, now and for the rest of the call */
				join_refused = true;
				ask.announce_ms = 0;
				result = many_group_attempt(obj, names + first, count, &ask, &syncs[groups], &refused, &lifetime, err);
			}
			if (result == 1) {
				first += count;
				groups++;
			}
		}
		if (result == 1) {
			return MANY_TAKEN;
		}
		if (joined_at != SIZE_MAX && joined_at >= first + count) {
			many_leave(obj, &names[joined_at]); /* a group this pass did not reach */
			joined_at = SIZE_MAX;
		}
		if (result == 0) {
			/* the groups this pass reached left their waiters, but the
			 * name that stopped it when it joined (a failed group may
			 * not have run: what it joined before is kept) */
			joined_at = ask.announce_ms > 0 ? first + refused : SIZE_MAX;
		}
		bool unknown = result < 0 && (lost.uncertain || rl_err_may_have_run(err->code));
		if (unknown) {
			/* the group may be ours: given back below with the others */
			first += count;
		}
		if (first > 0) {
			rl_error why;

			if (!many_give_back(obj, names, first, &why)) {
				if (result < 0) {
					char reason[RL_ERROR_MESSAGE_SIZE];
					/* names may be held: the code says so, whatever the
					 * attempt's own failure was */
					rl_err code = rl_err_may_have_run(err->code) ? err->code : why.code;

					memcpy(reason, err->message, sizeof(reason));
					rl_error_set(err, code, "%s; giving back the names taken failed too (%s)", reason, why.message);
				} else {
					*err = why;
				}
				outcome = MANY_FAILED;
				break;
			}
		}
		if (result < 0) {
			if ((req->timeout_ms > 0 && rl_outage_wait(&outage, err, req->wait_us, deadline))
					|| rl_lost_reply_ask_again(&lost, err)) {
				continue;
			}
			if (unknown) {
				/* a run whose reply was lost may still come after the
				 * give-back (a timeout): its names stay recorded */
				many_record(obj, names, first);
			}
			outcome = MANY_FAILED;
			break;
		}
		lost.uncertain = false;
		outage = (rl_outage) {0};
		int64_t now = rl_monotonic_us();
		if (req->timeout_ms == 0 || now >= deadline || rl_request_timed_out() || leaving) {
			if (joined && !leaving) {
				leaving = true;
				continue;
			}
			outcome = MANY_NOT_TAKEN;
			break;
		}
		pause = MIN(pause, deadline - now);
		if (lifetime >= 0 && lifetime < pause / 1000) {
			pause = lifetime * 1000 + 1000; /* wake just after it expires */
		}
		const many_name *stop = &names[first + refused];
		zend_string *wake = zend_string_concat3(ZSTR_VAL(stop->keys.waiters), ZSTR_LEN(stop->keys.waiters), ":", 1,
			stop->token.text, RL_TOKEN_LEN);
		bool woken = rl_client_wait_wake(&obj->client, wake, pause, NULL, 0, err);
		zend_string_release(wake);
		if (!woken && !rl_err_may_have_run(err->code) && !rl_outage_wait(&outage, err, req->wait_us, deadline)) {
			outcome = MANY_FAILED;
			break;
		}
	}
	if (joined_at != SIZE_MAX) {
		many_leave(obj, &names[joined_at]);
	}
	return outcome;
}

/* Once every name of a lockMany() call is taken: the acknowledgements
 * sync_replicas asks for (syncs[g] for each group g), then each name is
 * kept as lock() keeps a lock. If either fails, every name is given back
 * and the failure thrown. Returns whether the caller holds them. */
static bool many_keep(rl_holder *obj, many_name *names, size_t n, rl_sync *syncs, const rl_take_request *req,
	int64_t taken_us)
{
	rl_error err, why;
	size_t kept = 0;

	for (size_t first = 0, g = 0; first < n; first += many_group_size(names, n, first), g++) {
		if (!rl_sync_enough(&obj->client, &syncs[g], "the locks were taken", &err)) {
			goto give_back;
		}
	}
	for (; kept < n; kept++) {
		rl_held_store(obj, names[kept].name, names[kept].token.text, names[kept].fence);
		if (obj->client.renewer && !rl_held_renew(obj, names[kept].name, req->expire_ms, taken_us, taken_us, &err)) {
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
	if (many_give_back(obj, names, n, &why)) {
		rl_error_set(&err, err.code, "%s; the locks were released again", reason);
	} else {
		rl_error_set(&err, err.code, "%s; releasing them failed too (%s): the object still records them, so that "
			"unlock() can release them", reason, why.message);
	}
	rl_error_throw(&err);
	return false;
}

bool rl_lock_many_take(rl_holder *obj, zend_string **in, size_t n, const rl_take_request *req)
{
	many_name *names = ecalloc(n, sizeof(*names));
	rl_sync *syncs = ecalloc(n, sizeof(*syncs));
	char ttl[24];
	size_t made = 0;
	bool taken = false;

	for (; made < n; made++) {
		zend_string *key = rl_holder_key(obj, in[made]);

		names[made].name = in[made];
		rl_lock_keys_init(&names[made].keys, key);
		names[made].slot = obj->client.topo->sharded ? rl_slot_of(ZSTR_VAL(key), ZSTR_LEN(key)) : 0;
		zend_string_release(key);
		if (rl_token_new(names[made].token.text) == FAILURE) {
			made++;
			goto done;
		}
	}
	qsort(names, n, sizeof(*names), many_order);

	int64_t taken_us;
	rl_error err;
	many_outcome outcome = many_attempts(obj, names, n, req,
		(rl_arg) {ttl, rl_format_ms(ttl, sizeof(ttl), req->expire_ms)}, syncs, &taken_us, &err);

	if (outcome == MANY_TAKEN) {
		taken = many_keep(obj, names, n, syncs, req, taken_us);
	} else if (outcome == MANY_FAILED) {
		rl_error_throw(&err);
	}
done:
	for (size_t i = 0; i < made; i++) {
		rl_lock_keys_free(&names[i].keys);
	}
	for (size_t i = 0; i < n; i++) {
		rl_sync_free(&syncs[i]);
	}
	efree(names);
	efree(syncs);
	return taken && !EG(exception);
}
