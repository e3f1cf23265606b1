/*
 * The lock scripts' keys and arguments: the keys of one lock, and one
 * builder per script that lays out its KEYS and ARGV (rl_script.c says
 * what each script reads where). RedisLock (rl_lock.c) and the lock
 * renewer (rl_renewer.c) both build their runs here, so that a layout is
 * written once.
 */
#ifndef RL_LOCK_SCRIPTS_H
#define RL_LOCK_SCRIPTS_H

#include "php.h"
#include "rl_client.h"
#include "rl_script.h"

/* The keys of one lock: its key and, beside it in its Cluster slot
 * (rl_slot_keys_beside()), the waiters' two sets and the fencing counter.
 * Request memory, each string released on its own. */
typedef struct rl_lock_keys {
	zend_string *lock;
	zend_string *waiters; /* "<lock>:waiters": the waiters by arrival */
	zend_string *alive;   /* "<lock>:alive": until when each one waits */
	zend_string *fence;   /* "<lock>:fence": the fencing counter */
} rl_lock_keys;

/* Names the keys of the lock whose key is lock (a reference is taken),
 * through cl's kept names when lock is the last key cl named (cl may be
 * NULL: rl_client_keys_beside()). */
void rl_lock_keys_init(rl_lock_keys *keys, const rl_client *cl, zend_string *lock);

/* Releases what rl_lock_keys_init() took. */
void rl_lock_keys_free(rl_lock_keys *keys);

/* One argument: bytes and their length. */
typedef struct rl_arg {
	const char *text;
	size_t len;
} rl_arg;

static inline rl_arg rl_arg_of(const zend_string *s)
{
	return (rl_arg) {ZSTR_VAL(s), ZSTR_LEN(s)};
}

/* The longest layout, with its declared keys: semaphore_acquire joining
 * the waiters (14; lock_acquire joining them with fencing: 13). */
#define RL_LOCK_ARGS_MAX 14

/* One run of a lock script: its arguments and the call that sends them
 * (call.argv points into argv: never copied by value once built). The
 * caller may set call.then and call.then_reply. */
typedef struct rl_lock_args {
	const char *argv[RL_LOCK_ARGS_MAX];
	size_t lens[RL_LOCK_ARGS_MAX];
	rl_script_call call;
} rl_lock_args;

/* What one lock_acquire run asks: the caller's token, wake list, lifetime
 * and wait (announce_ms as text; "0": it does not join the waiters, or
 * leaves them), its mode ("h", "f" or "w"), whether an earlier attempt
 * may have joined or taken (its reply lost), and whether the lock counts
 * fencing tokens. */
typedef struct rl_acquire_request {
	rl_arg token;
	const zend_string *wake;
	rl_arg ttl;
	rl_arg announce;
	bool join;       /* announce is above 0 */
	const char *mode;
	bool joined;
	bool fencing;
	rl_arg limit;    /* a semaphore's limit (semaphore_acquire); len 0: a lock */
	rl_arg weight;   /* with limit: the permits taken at once */
} rl_acquire_request;

/* Each builder below lays out script, the lock's script or the one of
 * another kind with the same layout (a semaphore's: rl_holder.h). */
void rl_lock_acquire_args(rl_lock_args *args, const rl_script *script, const rl_lock_keys *keys,
	const rl_acquire_request *req);

/* lock_release of the lock holding token (the counter declared with
 * fencing: a hand-over may count a token). */
void rl_lock_release_args(rl_lock_args *args, const rl_script *script, const rl_lock_keys *keys, rl_arg token,
	bool fencing);

/* lock_extend of the lock holding token to ttl (ms as text). Its keys come
 * as bytes: the renewer keeps copies of its own. */
void rl_lock_extend_args(rl_lock_args *args, const rl_script *script, rl_arg lock, rl_arg waiters, rl_arg alive,
	rl_arg token, rl_arg ttl);

/* lock_check of the lock holding token. */
void rl_lock_check_args(rl_lock_args *args, const rl_script *script, const rl_lock_keys *keys, rl_arg token);

/* lock_adopt: whether the lock holds token, its remaining lifetime
 * (raised to least_ms ms if shorter), and with fencing its fencing token. */
void rl_lock_adopt_args(rl_lock_args *args, const rl_lock_keys *keys, rl_arg token, bool fencing, rl_arg least_ms);

/* One run of lock_acquire_many, for n locks: its arguments (request
 * memory, rl_lock_many_args_free()) and the call that sends them. */
typedef struct rl_lock_many_args {
	const char **argv;
	size_t *lens;
	char counts[2][24]; /* n, and the wait in ms, as text */
	rl_script_call call;
} rl_lock_many_args;

/* lock_acquire_many of the n locks keys[i] for tokens[i] (each
 * RL_TOKEN_LEN bytes), each for ttl, joining the waiters of the one held
 * by another for announce_ms ms (0: not joining, or leaving them); joined:
 * an earlier attempt may have joined. */
void rl_lock_acquire_many_args(rl_lock_many_args *args, size_t n, const rl_lock_keys *keys, const char *const *tokens,
	bool fencing, rl_arg ttl, int64_t announce_ms, bool joined);

void rl_lock_many_args_free(rl_lock_many_args *args);

#endif /* RL_LOCK_SCRIPTS_H */
