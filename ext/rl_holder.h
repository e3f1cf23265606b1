/*
 * A holder: an object that holds names in Redis for a while, each under a
 * secret token of its own. RedisLock's locks (one holder per name) and
 * RedisSemaphore's permits (at most a limit of holders per name) are two
 * kinds of it, and share everything here: the record of what the object
 * holds, the attempts and the waits of an acquisition (first come, first
 * served, woken or handed over by a release), release, extension and
 * checks by token, renewal in the background, release at the object's
 * or the request's end, and sync_replicas. A kind (rl_holder_kind) is the
 * key's name and the four scripts that work on it; nothing here knows
 * which kind it runs, or which topology.
 *
 * Invariants:
 * - An acquisition gives the name a fresh 128-bit random token, in one
 *   atomic command (the plain SET NX PX of a lock, or the kind's acquire
 *   script). Nothing else ever takes a lock or a permit.
 * - Release, extend and check run scripts that compare the token first, so
 *   a holder whose lock or permit expired can never touch its successor's.
 * - held maps every name this object acquired and has not released to its
 *   token; release, extend and check answer false without a round trip for
 *   a name that is not there. An acquisition whose reply was lost is also
 *   recorded, so that a check or a release can settle it later.
 * - With the renew option, every name in held whose renewal the renewer
 *   accepted has its id there; removing it from held (a release, the
 *   object's end) stops the renewal. A renewal that failed is reported at
 *   the object's next call, and the name leaves held.
 * - With release_at_shutdown, an object releases what it still holds when
 *   it is freed: at once during the request, or, once the request is
 *   shutting down, together with every other such object's after the
 *   engine's shutdown (rl_holder_request_end()), one round trip per node.
 */
#ifndef RL_HOLDER_H
#define RL_HOLDER_H

#include "php.h"
#include "rl_client.h"
#include "rl_lock_scripts.h"
#include "rl_script.h"
#include "rl_token.h"

/* What makes a kind of holder: its key and its scripts, each with the
 * layout of the lock's (rl_lock_scripts.h). */
typedef struct rl_holder_kind {
	const char *key_kind;       /* the key's name before the name: "Lock:" */
	size_t key_kind_len;
	const char *thing;          /* "lock", "permit": for messages */
	const char *class_name;     /* "RedisLock": for messages */
	const char *release_verb;   /* "unlock": for messages */
	const char *release_all_verb; /* "unlockAll": for messages */
	const rl_script *acquire;   /* takes, or joins the waiters (lock_acquire) */
	const rl_script *release;   /* lock_release */
	const rl_script *extend;    /* lock_extend */
	const rl_script *check;     /* lock_check */
	bool plain_set;             /* an attempt that neither waits nor
	                             * recognises an earlier one may be SET NX PX */
} rl_holder_kind;

typedef struct rl_held {
	char token[RL_TOKEN_LEN + 1];
	zend_long fence; /* the fencing counter of this acquisition; 0: none or unknown */
	uint64_t renewal; /* its renewal's id (rl_renewer.h); 0: not renewed */
	int64_t renew_ttl_ms; /* the lifetime its renewal was started with; 0: none */
	int64_t held_us;  /* with renew_ttl_ms: when its holder came to hold it */
	uint32_t taken_in; /* rl_fork_generation() of the process that took it */
	bool handed_out; /* token() gave it out: not released at the object's end */
	bool release_owed; /* its caller does not mean to hold it: unlock() or
	                    * unlockAll() could not reach the server or lost the
	                    * reply, or it is recorded only because a lock() that
	                    * threw may have taken it; the object's next lock()
	                    * or lockMany() releases it
	                    * (rl_holder_release_owed()), unless isLocking(),
	                    * expire() or adopt() said it is held
	                    * (rl_held_owned()) */
} rl_held;

typedef struct rl_holder {
	rl_client client; /* first: see rl_client_from_obj() */
	const rl_holder_kind *kind;
	HashTable held; /* name => rl_held */
	zend_object std;
} rl_holder;

static inline rl_holder *rl_holder_from_obj(zend_object *obj)
{
	return (rl_holder *) ((char *) obj - XtOffsetOf(rl_holder, std));
}

#define Z_RL_HOLDER_P(zv) rl_holder_from_obj(Z_OBJ_P(zv))

/* The create_object of a class whose objects are holders of kind. */
zend_object *rl_holder_create(zend_class_entry *ce, const rl_holder_kind *kind);

/* Class set-up for a class whose objects are holders (its create_object
 * calls rl_holder_create()). */
void rl_holder_class_startup(zend_class_entry *ce, zend_object *(*create)(zend_class_entry *ce));

/* The body of a holder class's constructor: refuses (Error) to construct
 * again an object that holds names, which would stay in Redis forgotten by
 * their only holder. Returns FAILURE after throwing. */
zend_result rl_holder_construct(INTERNAL_FUNCTION_PARAMETERS);

/* The Redis key of name (prefix, the kind's key name, name). */
zend_string *rl_holder_key(const rl_holder *obj, const zend_string *name);

/* Whether obj may be used: its constructor ran (else Error is thrown) and
 * no failed renewal's report was made an exception. */
bool rl_holder_ready(rl_holder *obj);

/* What this object holds under name, or NULL (then, for a method whose
 * answer is false, return_value is set to false unless an exception is
 * pending: an object not ready). */
rl_held *rl_held_find_or_false(rl_holder *obj, zend_string *name, zval *return_value);

/* Asks Redis whether what obj records under name still holds its token:
 * 1 when it does (kept); 0 when it does not (nothing recorded, expired or
 * lost), after settling it: released as release() would (which takes its
 * token out of the waiters too) and forgotten; -1 after throwing. One owed
 * its release (rl_held.release_owed) is released without a check. */
zend_long rl_held_settle(rl_holder *obj, zend_string *name);

/* Records name as held under token (fence: its fencing token, or 0). */
void rl_held_store(rl_holder *obj, zend_string *name, const char *token, zend_long fence);

/* Marks the lock recorded under name with token (nothing else) as owed a
 * release (rl_held.release_owed: its caller does not mean to hold it) and
 * stops its renewal; the object's next lock(), acquire() or lockMany()
 * sends it. */
void rl_held_owe(rl_holder *obj, zend_string *name, const char *token);

/* The caller learnt that it holds the lock recorded under name with token
 * (isLocking(), expire() or adopt() answered true): it is no longer owed a
 * release. With the renew option, a renewal that its debt stopped
 * (rl_held_owe()) goes on: with the lifetime ttl_ms set no earlier than
 * set_us when ttl_ms > 0; when ttl_ms is 0 (not known), with the lifetime
 * its renewal had, renewed at once; not when ttl_ms < 0 (no expiry), nor
 * in a process forked after it was taken (which renews none of those).
 * Returns false with err set when the renewer cannot take it (the lock
 * stays recorded, not renewed: unlock() releases it). */
bool rl_held_owned(rl_holder *obj, zend_string *name, const char *token, int64_t ttl_ms, int64_t set_us,
	rl_error *err);

/* With the renew option: hands what is held under name (its lifetime
 * ttl_ms set no earlier than taken_us; held since held_us, from which
 * renew_max counts) to the renewer. Returns false with err set when the
 * renewer cannot take it. */
bool rl_held_renew(rl_holder *obj, zend_string *name, int64_t ttl_ms, int64_t taken_us, int64_t held_us,
	rl_error *err);

/* $expire of lock() and acquire(): finite, > 0, at least 1 ms once
 * rounded; else throws ValueError for argument arg_num. */
bool rl_holder_expire_ms(const zval *expire, uint32_t arg_num, int64_t *ms);

/* $timeout of lock() and acquire(): finite, >= 0; else throws ValueError
 * for argument arg_num. */
bool rl_holder_timeout_ms(const zval *timeout, uint32_t arg_num, int64_t *ms);

/* What one acquisition asks. */
typedef struct rl_take_request {
	int64_t timeout_ms;   /* how long it may wait; 0: one attempt */
	int64_t expire_ms;    /* the lifetime */
	zend_long wait_us;    /* the longest pause between two attempts */
	zend_long limit;      /* a semaphore's limit; 0 for a lock */
	zend_long weight;     /* with limit: the permits taken at once, 1..limit */
} rl_take_request;

/* Takes name for obj as req asks (lock(), acquire()): its attempts and
 * waits, then, once taken, sync_replicas' acknowledgements, the record in
 * held and the renewal. Returns whether it was taken; false also after
 * throwing (check EG(exception)). */
bool rl_holder_take(rl_holder *obj, zend_string *name, const rl_take_request *req);

/* ---- for acquisitions of a layer above (rl_lock_many.c) ---------------- */

/* A token copied out of held for the length of a call. */
typedef struct rl_token {
	char text[RL_TOKEN_LEN + 1];
} rl_token;

/* Releases, in one round trip per node, every lock of obj owed a release
 * (rl_held.release_owed) that this process took, and forgets those whose
 * release was answered (released, or found gone). Sent by an acquisition
 * (lock(), acquire(), lockMany()) once the server answers, or before it
 * when it asks for a name owed: a lock whose unlock() a failover or a
 * restart cut off would otherwise hold its name there until it expires,
 * since its holder's object no longer means to hold it. Those it cannot
 * settle stay owed; nothing is thrown. Costs nothing when none is owed. */
void rl_holder_release_owed(rl_holder *obj);

/* Runs the kind's release script for each of the n keys (the Redis keys
 * of names, rl_holder_key()) holding tokens[i], in one round trip per
 * node, as release() does: results[i] is 1 (released, a waiter woken or
 * handed the lock), 0 (not held under that token: taken out of its
 * waiters) or -1 (an error answer or a reply of the wrong kind, err says
 * which). Returns RL_OK, or the round trip's error with no results. */
rl_err rl_holder_release_keys(rl_holder *obj, size_t n, zend_string **keys, const rl_token *tokens,
	zend_long *results, rl_error *err);

/* The lost replies of a call's attempts: until a later attempt answers,
 * what it asked for may be the call's (the same token recognises it). */
typedef struct rl_lost_reply {
	bool uncertain;  /* an attempt's reply was lost, and none answered since */
	rl_error first;  /* that attempt's failure */
} rl_lost_reply;

/* After an attempt that failed with err: true when it is to be asked
 * again at once, on a new connection (its reply was lost on a connection
 * that broke). Otherwise err describes the failure, with the first lost
 * reply's if there was one: a timeout is not asked again (the server may
 * be stuck), and a retry that failed too leaves the outcome unknown. */
bool rl_lost_reply_ask_again(rl_lost_reply *lost, rl_error *err);

/* The bodies of the methods every holder class has: release of one name
 * (unlock(), release()), its check (isLocking(), isAcquired()), release of
 * all (unlockAll(), releaseAll()), and expire(). */
void rl_holder_release_method(INTERNAL_FUNCTION_PARAMETERS);
void rl_holder_check_method(INTERNAL_FUNCTION_PARAMETERS);
void rl_holder_release_all_method(INTERNAL_FUNCTION_PARAMETERS);
void rl_holder_expire_method(INTERNAL_FUNCTION_PARAMETERS);

/* At the end of a request, after the engine's shutdown and before the
 * request's connections are closed: releases, one round trip per node,
 * what release_at_shutdown objects freed during the shutdown held, and
 * stops every renewal of the request. */
void rl_holder_request_end(void);

#endif /* RL_HOLDER_H */
