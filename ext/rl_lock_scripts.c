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

/* The key beside lock named by suffix. */
static zend_string *beside(const zend_string *lock, const char *suffix)
{
	return rl_slot_key_beside(lock, suffix, strlen(suffix));
}

void rl_lock_keys_init(rl_lock_keys *keys, zend_string *lock)
{
	keys->lock = zend_string_copy(lock);
	keys->waiters = beside(lock, ":waiters");
	keys->alive = beside(lock, ":alive");
	keys->fence = beside(lock, ":fence");
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

void rl_lock_acquire_args(rl_lock_args *args, const rl_lock_keys *keys, const rl_acquire_request *req)
{
	start(args, &rl_lock_acquire_script);
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
}

void rl_lock_release_args(rl_lock_args *args, const rl_lock_keys *keys, rl_arg token, bool fencing)
{
	start(args, &rl_lock_release_script);
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

void rl_lock_extend_args(rl_lock_args *args, rl_arg lock, rl_arg waiters, rl_arg alive, rl_arg token, rl_arg ttl)
{
	start(args, &rl_lock_extend_script);
	push(args, lock);
	keys_end(args);
	push(args, waiters);
	push(args, alive);
	push(args, token);
	push(args, ttl);
}

void rl_lock_check_args(rl_lock_args *args, const rl_lock_keys *keys, rl_arg token)
{
	start(args, &rl_lock_check_script);
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
