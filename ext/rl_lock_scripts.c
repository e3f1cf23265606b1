/*
 * The lock scripts' keys and arguments (rl_lock_scripts.h).
 *
 * Every script reads the keys beside the lock from ARGV; KEYS holds the
 * lock key and, besides, the keys that the run may create, which the
 * script does not read there (rl_script.c says why: a slot migration).
 */
#include "php.h"

#include "rl_lock_scripts.h"
#include "rl_slot.h"
#include "rl_token.h"

void rl_lock_keys_init(rl_lock_keys *keys, const rl_client *cl, zend_string *lock)
{
	static const char *const suffixes[3] = {":waiters", ":alive", ":fence"};
	zend_string *beside[3];

	keys->lock = zend_string_copy(lock);
	rl_client_keys_beside(cl, lock, 3, suffixes, beside);
	keys->waiters = beside[0];
	keys->alive = beside[1];
	keys->fence = beside[2];
}

void rl_lock_keys_free(rl_lock_keys *keys)
{
	zend_string_release(keys->lock);
	zend_string_release(keys->waiters);
	zend_string_release(keys->alive);
	zend_string_release(keys->fence);
}

/* Appends arg to args (at most RL_LOCK_ARGS_MAX, a bound of the layouts
 * below). */
static void push(rl_lock_args *args, rl_arg arg)
{
	int i = args->call.argc++;

	ZEND_ASSERT(i < RL_LOCK_ARGS_MAX);
	args->argv[i] = arg.text;
	args->lens[i] = arg.len;
}

/* Starts args for script: no arguments yet, no command after it. */
static void start(rl_lock_args *args, const rl_script *script)
{
	args->call = (rl_script_call) {script, 0, 0, args->argv, args->lens, NULL, NULL};
}

/* Ends the declared keys: those pushed so far. */
static void keys_end(rl_lock_args *args)
{
	args->call.nkeys = args->call.argc;
}

void rl_lock_acquire_args(rl_lock_args *args, const rl_script *script, const rl_lock_keys *keys,
	const rl_acquire_request *req)
{
	start(args, script);
	push(args, rl_arg_of(keys->lock));
	if (req->join) {
		push(args, rl_arg_of(keys->waiters));
		push(args, rl_arg_of(keys->alive));
	}
	if (req->fencing) {
		push(args, rl_arg_of(keys->fence));
	}
	keys_end(args);
	push(args, rl_arg_of(keys->waiters));
	push(args, rl_arg_of(keys->alive));
	push(args, rl_arg_of(req->wake));
	push(args, req->fencing ? rl_arg_of(keys->fence) : (rl_arg) {"", 0});
	push(args, req->token);
	push(args, req->ttl);
	push(args, req->announce);
	push(args, (rl_arg) {req->mode, 1});
	push(args, (rl_arg) {req->joined ? "1" : "0", 1});
	if (req->limit.len > 0) {
		push(args, req->limit);
		push(args, req->weight);
	}
}

void rl_lock_release_args(rl_lock_args *args, const rl_script *script, const rl_lock_keys *keys, rl_arg token,
	bool fencing)
{
	start(args, script);
	push(args, rl_arg_of(keys->lock));
	if (fencing) {
		push(args, rl_arg_of(keys->fence));
	}
	keys_end(args);
	push(args, rl_arg_of(keys->waiters));
	push(args, rl_arg_of(keys->alive));
	push(args, rl_arg_of(keys->fence));
	push(args, token);
}

void rl_lock_extend_args(rl_lock_args *args, const rl_script *script, rl_arg lock, rl_arg waiters, rl_arg alive,
	rl_arg token, rl_arg ttl)
{
	start(args, script);
	push(args, lock);
	keys_end(args);
	push(args, waiters);
	push(args, alive);
	push(args, token);
	push(args, ttl);
}

void rl_lock_check_args(rl_lock_args *args, const rl_script *script, const rl_lock_keys *keys, rl_arg token)
{
	start(args, script);
	push(args, rl_arg_of(keys->lock));
	keys_end(args);
	push(args, token);
}

void rl_lock_adopt_args(rl_lock_args *args, const rl_lock_keys *keys, rl_arg token, bool fencing, rl_arg least_ms)
{
	start(args, &rl_lock_adopt_script);
	push(args, rl_arg_of(keys->lock));
	push(args, rl_arg_of(keys->fence));
	keys_end(args);
	push(args, token);
	push(args, (rl_arg) {fencing ? "1" : "0", 1});
	push(args, least_ms);
}

/* Appends an argument to a lock_acquire_many run being laid out, at *c. */
static void put(rl_lock_many_args *args, int *c, const char *text, size_t len)
{
	args->argv[*c] = text;
	args->lens[*c] = len;
	(*c)++;
}

void rl_lock_acquire_many_args(rl_lock_many_args *args, size_t n, const rl_lock_keys *keys, const char *const *tokens,
	bool fencing, rl_arg ttl, int64_t announce_ms, bool joined)
{
	size_t most = 4 * n + n * 4 + 4; /* keys: lock, fence, two sets; ARGV */
	int c = 0;

	args->argv = safe_emalloc(most, sizeof(*args->argv), 0);
	args->lens = safe_emalloc(most, sizeof(*args->lens), 0);
	for (size_t i = 0; i < n; i++) {
		put(args, &c, ZSTR_VAL(keys[i].lock), ZSTR_LEN(keys[i].lock));
	}
	for (size_t i = 0; i < n && fencing; i++) {
		put(args, &c, ZSTR_VAL(keys[i].fence), ZSTR_LEN(keys[i].fence));
	}
	for (size_t i = 0; i < n && announce_ms > 0; i++) {
		put(args, &c, ZSTR_VAL(keys[i].waiters), ZSTR_LEN(keys[i].waiters));
		put(args, &c, ZSTR_VAL(keys[i].alive), ZSTR_LEN(keys[i].alive));
	}
	int nkeys = c;
	put(args, &c, args->counts[0], (size_t) snprintf(args->counts[0], sizeof(args->counts[0]), "%zu", n));
	for (size_t i = 0; i < n; i++) {
		put(args, &c, ZSTR_VAL(keys[i].waiters), ZSTR_LEN(keys[i].waiters));
		put(args, &c, ZSTR_VAL(keys[i].alive), ZSTR_LEN(keys[i].alive));
		if (fencing) {
			put(args, &c, ZSTR_VAL(keys[i].fence), ZSTR_LEN(keys[i].fence));
		} else {
			put(args, &c, "", 0);
		}
		put(args, &c, tokens[i], RL_TOKEN_LEN);
	}
	put(args, &c, ttl.text, ttl.len);
	put(args, &c, args->counts[1], (size_t) snprintf(args->counts[1], sizeof(args->counts[1]), "%lld", (long long) announce_ms));
	put(args, &c, joined ? "1" : "0", 1);
	ZEND_ASSERT((size_t) c <= most);
	args->call = (rl_script_call) {&rl_lock_acquire_many_script, nkeys, c, args->argv, args->lens, NULL, NULL};
}

void rl_lock_many_args_free(rl_lock_many_args *args)
{
	efree(args->argv);
	efree(args->lens);
}
