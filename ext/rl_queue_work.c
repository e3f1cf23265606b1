/*
 * RedisQueue::work() (rl_queue_work.h).
 *
 * Invariants:
 * - One round trip per round: the reservation of the next batch
 *   (reserve()'s queue_take run) and the outcomes of the last (one
 *   queue_settle run), pipelined to the queue's node. A task's outcome is
 *   sent once, never again after a lost reply: a task whose outcome is
 *   unknown comes back when its visibility runs out.
 * - A task of the batch in hand is renewed by the renewer's thread until
 *   its outcome is known here; its renewal is removed (the last score it
 *   left read back) before the outcome is sent with that score.
 * - The stop signals are this call's only while it runs: the handlers it
 *   found are put back on every way out, and each signal is passed on to
 *   the handler it replaced.
 */
#include <math.h>
#include <signal.h>

#include "php.h"
#include "zend_exceptions.h"
#include "zend_interfaces.h"
#include "zend_signal.h"
#include "zend_smart_str.h"

#include "rl_args.h"
#include "rl_client.h"
#include "rl_os.h"
#include "rl_queue_common.h"
#include "rl_queue_work.h"
#include "rl_renewer.h"
#include "rl_socket.h"
#include "rl_token.h"
#include "rl_wait.h"

/* The longest single idle block: ids added by a producer that wakes
 * nobody (the original class) are seen within it, and a stop signal that
 * came just before a block began ends it no later. */
#define RL_WORK_SLICE_US INT64_C(1000000)
/* How long a waiter's registration outlives the block it announces. */
#define RL_WORK_REGISTER_MARGIN_MS 1000

/* What one work() call was asked. */
typedef struct work_request {
	zend_long batch;
	double visibility;
	zend_long max_attempts;
	double *backoff;          /* seconds, nbackoff of them (emalloc) */
	uint32_t nbackoff;
	zend_long max_tasks;      /* 0: no limit */
	int64_t end_us;           /* rl_monotonic_us() time; 0: no limit */
	zend_long memory_limit;   /* bytes; 0: no limit */
	int64_t idle_wait_us;     /* 0: return when nothing is due */
	zend_fcall_info handler;
	zend_fcall_info_cache handler_cache;
	zend_fcall_info on_error;
	zend_fcall_info_cache on_error_cache;
} work_request;

/* The outcomes that the next round sends: triples of an id, its score as
 * text and what became of it (queue_settle.lua's words). */
typedef struct work_outcomes {
	uint32_t n;
	zend_string *ids[RL_QUEUE_WORK_MAX_BATCH];
	char scores[RL_QUEUE_WORK_MAX_BATCH][32];
	zend_string *whats[RL_QUEUE_WORK_MAX_BATCH];
} work_outcomes;

/* One task of the batch in hand. */
typedef struct work_task {
	zval task;                /* as reserve() returns it */
	zend_string *id;
	double score;
	zend_long attempts;
	uint64_t renewal;         /* 0: none */
} work_task;

/* Where one work() call is. */
typedef struct work_state {
	rl_queue_object *obj;
	rl_queue_keys keys;
	const work_request *req;
	work_outcomes *out;
	zend_long handled;        /* handler calls that returned or threw */
	char waiter[RL_TOKEN_LEN + 1];
	bool registered;          /* the waiter may be registered */
	bool drained;             /* nothing due, and no idle wait asked */
	zend_object *thrown;      /* what ends the call once the rest is settled */
} work_state;

/* ---- the stop signals -------------------------------------------------------- */

static const int work_signals[3] = {SIGTERM, SIGINT, SIGQUIT};
static struct sigaction work_replaced[3];
/* whether the handler replaced is one to run (not PHP's default) */
static bool work_chained[3];
/* the stop signal received (0: none); rl_socket_stop points here while
 * an idle block runs */
static volatile sig_atomic_t work_stop_signal;

/* The stop signals' handler: records the signal, then runs the handler it
 * replaced (pcntl's, a library's), unless that is the default or ignore. */
static void work_on_signal(int signo, siginfo_t *info, void *context)
{
	work_stop_signal = signo;
	for (int i = 0; i < 3; i++) {
		const struct sigaction *replaced = &work_replaced[i];

		if (work_signals[i] != signo || !work_chained[i]) {
			continue;
		}
		if (replaced->sa_flags & SA_SIGINFO) {
			replaced->sa_sigaction(signo, info, context);
		} else if (replaced->sa_handler != SIG_DFL && replaced->sa_handler != SIG_IGN) {
			replaced->sa_handler(signo);
		}
	}
}

/* Whether the handler replaced for signo (replaced) is one to run when
 * the signal comes: not the default or ignore, and not PHP's own handler
 * standing for the default (PHP's signal handling installs one handler
 * for the signals it defers, which runs the handler PHP registered, pcntl's
 * or the default: the default would end the process). */
static bool work_replaced_runs(int signo, const struct sigaction *replaced)
{
	struct sigaction registered;

	if (!(replaced->sa_flags & SA_SIGINFO)) {
		return replaced->sa_handler != SIG_DFL && replaced->sa_handler != SIG_IGN;
	}
	zend_sigaction(signo, NULL, &registered);
	return registered.sa_handler != SIG_DFL && registered.sa_handler != SIG_IGN;
}

/* Installs the stop signals' handler, keeping the ones it replaces, and
 * saves what a call that runs this one (a handler calling work()) had
 * kept, for work_signals_restore(). */
static void work_signals_install(struct sigaction outer[3], bool outer_chained[3], sig_atomic_t *outer_signal)
{
	struct sigaction mine;

	memcpy(outer, work_replaced, sizeof(work_replaced));
	memcpy(outer_chained, work_chained, sizeof(work_chained));
	*outer_signal = work_stop_signal;
	work_stop_signal = 0;
	memset(&mine, 0, sizeof(mine));
	mine.sa_sigaction = work_on_signal;
	/* restarted, as pcntl's are: poll() never is, so a wait still ends */
	mine.sa_flags = SA_SIGINFO | SA_RESTART;
	sigemptyset(&mine.sa_mask);
	for (int i = 0; i < 3; i++) {
		sigaction(work_signals[i], &mine, &work_replaced[i]);
		work_chained[i] = work_replaced_runs(work_signals[i], &work_replaced[i]);
	}
}

/* Puts back the handlers work_signals_install() replaced. */
static void work_signals_restore(const struct sigaction outer[3], const bool outer_chained[3],
	sig_atomic_t outer_signal)
{
	for (int i = 0; i < 3; i++) {
		sigaction(work_signals[i], &work_replaced[i], NULL);
	}
	memcpy(work_replaced, outer, sizeof(work_replaced));
	memcpy(work_chained, outer_chained, sizeof(work_chained));
	/* a stop asked of this call asks the outer one too */
	work_stop_signal = outer_signal ? outer_signal : work_stop_signal;
}

/* ---- arguments -------------------------------------------------------------- */

/* A number of seconds in an int|float zval: finite and >= 0. */
static bool seconds_ok(const zval *zv, double *out)
{
	if (Z_TYPE_P(zv) == IS_LONG) {
		*out = (double) Z_LVAL_P(zv);
	} else if (Z_TYPE_P(zv) == IS_DOUBLE) {
		*out = Z_DVAL_P(zv);
	} else {
		return false;
	}
	return zend_finite(*out) && *out >= 0 && *out <= RL_MAX_SECONDS;
}

/* $backoff (argument 6): seconds, or a non-empty list of them, each
 * finite and >= 0, into req. False after a ValueError or TypeError. */
static bool backoff_arg(zval *backoff, work_request *req)
{
	if (Z_TYPE_P(backoff) != IS_ARRAY) {
		zval *number;

		if (Z_TYPE_P(backoff) != IS_LONG && Z_TYPE_P(backoff) != IS_DOUBLE
				&& !zend_parse_arg_number_slow(backoff, &number, 6)) {
			zend_argument_type_error(6, "must be of type array|int|float, %s given", rl_value_name(backoff));
			return false;
		}
		req->backoff = emalloc(sizeof(double));
		req->nbackoff = 1;
		/* a string or bool was converted in place, as PHP converts an
		 * int|float argument */
		if (!seconds_ok(backoff, &req->backoff[0])) {
			zend_argument_value_error(6, "must be a finite number of seconds greater than or equal to 0");
			return false;
		}
		return true;
	}
	uint32_t n = zend_hash_num_elements(Z_ARRVAL_P(backoff));
	zval *delay;

	if (n == 0) {
		zend_argument_value_error(6, "must not be an empty array");
		return false;
	}
	req->backoff = safe_emalloc(n, sizeof(double), 0);
	ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(backoff), delay) {
		ZVAL_DEREF(delay);
		if (!seconds_ok(delay, &req->backoff[req->nbackoff])) {
			zend_argument_value_error(6, "must hold finite numbers of seconds greater than or equal to 0 (element %u "
				"has not)", req->nbackoff);
			return false;
		}
		req->nbackoff++;
	} ZEND_HASH_FOREACH_END();
	return true;
}

/* The arguments after $handler and $batch that are seconds: $maxTime and
 * $idleWait, finite and >= 0 (argument arg_num), in microseconds. */
static bool duration_arg(const zval *zv, uint32_t arg_num, int64_t *us)
{
	double seconds = 0;

	if (zv && !seconds_ok(zv, &seconds)) {
		zend_argument_value_error(arg_num, "must be a finite number of seconds greater than or equal to 0 and at most "
			"%.0f", RL_MAX_SECONDS);
		return false;
	}
	*us = (int64_t) (seconds * 1e6);
	return true;
}

/* The integer limits: $batch in 1..RL_QUEUE_WORK_MAX_BATCH, $maxAttempts,
 * $maxTasks and $memoryLimit >= 0. False after a ValueError. */
static bool limits_ok(const work_request *req)
{
	if (req->batch < 1 || req->batch > RL_QUEUE_WORK_MAX_BATCH) {
		zend_argument_value_error(3, "must be between 1 and %d", RL_QUEUE_WORK_MAX_BATCH);
		return false;
	}
	const zend_long values[3] = {req->max_attempts, req->max_tasks, req->memory_limit};
	const uint32_t args[3] = {5, 7, 9};

	for (int i = 0; i < 3; i++) {
		if (values[i] < 0) {
			zend_argument_value_error(args[i], "must be greater than or equal to 0 (0: no limit)");
			return false;
		}
	}
	return true;
}

/* ---- outcomes ------------------------------------------------------------------- */

/* Adds the outcome what (taken) of the task with id and score. */
static void outcome_add(work_outcomes *out, const zend_string *id, double score, zend_string *what)
{
	ZEND_ASSERT(out->n < RL_QUEUE_WORK_MAX_BATCH);
	out->ids[out->n] = zend_string_copy((zend_string *) id);
	rl_queue_format_double(out->scores[out->n], sizeof(out->scores[out->n]), score);
	out->whats[out->n] = what;
	out->n++;
}

/* Forgets the outcomes (sent, or never to be sent). */
static void outcomes_clear(work_outcomes *out)
{
	for (uint32_t i = 0; i < out->n; i++) {
		zend_string_release(out->ids[i]);
		zend_string_release(out->whats[i]);
	}
	out->n = 0;
}

/* The backoff of a task delivered attempts times: $backoff seconds, or
 * its element attempts - 1, the last once past the end. */
static double backoff_for(const work_request *req, zend_long attempts)
{
	zend_long at = attempts - 1;

	at = at < 0 ? 0 : at;
	return req->backoff[MIN((zend_ulong) at, req->nbackoff - 1)];
}

/* The failure reason of ex: "<class>: <message>", cut as fail() cuts. */
static zend_string *failure_reason(zend_object *ex)
{
	zval rv;
	zval *message = zend_read_property_ex(zend_get_exception_base(ex), ex, ZSTR_KNOWN(ZEND_STR_MESSAGE), true, &rv);
	zend_string *text = zval_get_string(message);
	smart_str reason = {0};

	smart_str_append(&reason, ex->ce->name);
	smart_str_appendl(&reason, ": ", 2);
	smart_str_append(&reason, text);
	smart_str_0(&reason);
	zend_string_release(text);
	size_t kept = rl_queue_reason_kept(ZSTR_VAL(reason.s), ZSTR_LEN(reason.s));
	zend_string *what = zend_string_alloc(kept + 1, false);

	ZSTR_VAL(what)[0] = 'f';
	memcpy(ZSTR_VAL(what) + 1, ZSTR_VAL(reason.s), kept);
	ZSTR_VAL(what)[kept + 1] = '\0';
	smart_str_free(&reason);
	return what;
}

/* The outcome of a task whose handler threw ex: failed once its attempts
 * are used up, else due again after its backoff. */
static zend_string *thrown_outcome(const work_request *req, const work_task *t, zend_object *ex)
{
	if (req->max_attempts > 0 && t->attempts >= req->max_attempts) {
		return failure_reason(ex);
	}
	char text[40];

	text[0] = 'b';
	size_t len = rl_queue_format_double(text + 1, sizeof(text) - 1, backoff_for(req, t->attempts));
	return zend_string_init(text, len + 1, false);
}

/* Stops renewing t, and adds its outcome what with the score the renewals
 * left (an outcome sent with a score the task no longer has settles
 * nothing: the task comes back, as at-least-once asks). */
static void task_settle(work_state *st, work_task *t, zend_string *what)
{
	if (t->renewal) {
		rl_renewer_remove_task(t->renewal, &t->score);
		t->renewal = 0;
	}
	outcome_add(st->out, t->id, t->score, what);
}

/* ---- one round trip ------------------------------------------------------------ */

/* Lays out queue_settle for the outcomes in args/lens (after the keys). */
static void settle_args(const work_state *st, const char **argv, size_t *lens)
{
	const work_outcomes *out = st->out;

	rl_queue_keys_args(&st->keys, argv, lens);
	for (uint32_t i = 0; i < out->n; i++) {
		const char **arg = argv + RL_QUEUE_NKEYS + 3 * i;
		size_t *len = lens + RL_QUEUE_NKEYS + 3 * i;

		arg[0] = ZSTR_VAL(out->ids[i]);
		len[0] = ZSTR_LEN(out->ids[i]);
		arg[1] = out->scores[i];
		len[1] = strlen(out->scores[i]);
		arg[2] = ZSTR_VAL(out->whats[i]);
		len[2] = ZSTR_LEN(out->whats[i]);
	}
}

/* Whether the replies of a round's n scripts are answers: no error
 * answer, and the settle reply (the last, when settle) a number. */
static bool round_replies_ok(rl_script_call *calls, redisReply **replies, rl_node **by, size_t n, bool settle,
	rl_error *err)
{
	for (size_t i = 0; i < n; i++) {
		if (replies[i]->type == REDIS_REPLY_ERROR) {
			rl_script_refused(by[i], &calls[i], replies[i], NULL, err);
			return false;
		}
	}
	if (settle && replies[n - 1]->type != REDIS_REPLY_INTEGER) {
		rl_node_unexpected_reply(by[n - 1], replies[n - 1], "queue_settle", "an integer", err);
		return false;
	}
	return true;
}

/* One round trip: when take > 0 or the waiter may be registered,
 * reserve()'s run of take tasks (the waiter registered for register_ms
 * when nothing is due; take 0 leaves the waiters), then the outcomes held
 * (forgotten after, whatever came of them). The reservation goes first,
 * so that the order does not depend on which script Redis had to load (a
 * script loaded is sent again after the others ran): a task the outcomes
 * make due at once (a backoff of 0, a task handed back) is taken by the
 * next round, and they wake the waiter this round registered. Sets *tasks (a list) or *head_ms or *more as
 * rl_queue_reserve_reply() does. Returns false, err set, on failure. */
static bool work_round(work_state *st, zend_long take, int64_t register_ms, zval *tasks, int64_t *head_ms,
	bool *more, rl_error *err)
{
	const char *argv[RL_QUEUE_NKEYS + 3 * RL_QUEUE_WORK_MAX_BATCH];
	size_t lens[RL_QUEUE_NKEYS + 3 * RL_QUEUE_WORK_MAX_BATCH];
	rl_queue_take_args take_args;
	rl_script_call calls[2];
	redisReply *replies[2];
	rl_node *by[2];
	size_t n = 0;
	bool settle = st->out->n > 0, taking = take > 0 || st->registered;
	int64_t registering = take > 0 ? register_ms : 0;

	if (taking) {
		rl_queue_reserve_args(&take_args, &st->keys, take, st->req->visibility, st->req->max_attempts, st->waiter,
			registering);
		calls[n++] = take_args.call;
	}
	if (settle) {
		settle_args(st, argv, lens);
		calls[n++] = (rl_script_call) {&rl_queue_settle_script, RL_QUEUE_NKEYS, RL_QUEUE_NKEYS + 3 * (int) st->out->n,
			argv, lens, NULL, NULL};
	}
	if (n == 0) {
		return true;
	}
	/* not retried: a second run would answer for what the first did */
	bool ok = rl_script_run_many(st->obj->client.topo, n, calls, replies, by, err) == RL_OK;

	outcomes_clear(st->out);
	if (!ok) {
		return false;
	}
	ok = round_replies_ok(calls, replies, by, n, settle, err);
	if (ok && taking) {
		st->registered = registering > 0;
		ok = rl_queue_reserve_reply(by[0], replies[0], st->waiter, registering, tasks, head_ms, more, err);
	}
	for (size_t i = 0; i < n; i++) {
		freeReplyObject(replies[i]);
	}
	return ok;
}

/* ---- the loop ---------------------------------------------------------------- */

/* Whether the call is to stop before handing over another task: a stop
 * signal, $maxTasks, $maxTime, $memoryLimit, an exception to end with. */
static bool work_should_stop(const work_state *st)
{
	const work_request *req = st->req;

	return work_stop_signal != 0 || st->thrown || (req->max_tasks > 0 && st->handled >= req->max_tasks)
		|| (req->end_us > 0 && rl_monotonic_us() >= req->end_us)
		|| (req->memory_limit > 0 && (zend_long) zend_memory_usage(false) > req->memory_limit)
		|| rl_request_timed_out();
}

/* Calls fci with the n args, dropping what it returns. */
static void call_dropping(zend_fcall_info *fci, zend_fcall_info_cache *fcc, zval *args, uint32_t n)
{
	zval retval;

	ZVAL_UNDEF(&retval);
	fci->retval = &retval;
	fci->params = args;
	fci->param_count = n;
	zend_call_function(fci, fcc);
	zval_ptr_dtor(&retval);
}

/* Takes the exception PHP code threw (a reference for the caller), or
 * NULL for none, and for exit() (left thrown: it ends the call as it is). */
static zend_object *exception_take(void)
{
	zend_object *ex = EG(exception);

	if (!ex || zend_is_unwind_exit(ex) || zend_is_graceful_exit(ex)) {
		return NULL;
	}
	GC_ADDREF(ex);
	zend_clear_exception();
	return ex;
}

/* Hands task t to the handler, then to $onError if it threw, and settles
 * it. Returns false when PHP code called exit() (nothing settled). An
 * exception $onError threw is kept in st->thrown. */
static bool task_handle(work_state *st, work_task *t)
{
	const work_request *req = st->req;
	zval arg[2];

	ZVAL_COPY_VALUE(&arg[0], &t->task);
	call_dropping((zend_fcall_info *) &req->handler, (zend_fcall_info_cache *) &req->handler_cache, arg, 1);
	st->handled++;
	zend_object *ex = exception_take();

	if (!ex && EG(exception)) {
		return false; /* exit() */
	}
	if (!ex) {
		task_settle(st, t, zend_string_init("a", 1, false));
		return true;
	}
	if (req->on_error.size) {
		ZVAL_OBJ(&arg[1], ex);
		call_dropping((zend_fcall_info *) &req->on_error, (zend_fcall_info_cache *) &req->on_error_cache, arg, 2);
		st->thrown = exception_take();
		if (!st->thrown && EG(exception)) {
			OBJ_RELEASE(ex);
			return false;
		}
	}
	task_settle(st, t, thrown_outcome(req, t, ex));
	OBJ_RELEASE(ex);
	return true;
}

/* The tasks of list (as reserve() returns them) into ts, each handed to
 * the renewer (reserved no earlier than sent_us). Returns how many. */
static uint32_t batch_open(work_state *st, zval *list, work_task *ts, int64_t sent_us)
{
	int64_t visibility_ms = MAX((int64_t) ceil(st->req->visibility * 1000), 1);
	uint32_t n = 0;
	zval *task;

	ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(list), task) {
		work_task *t = &ts[n++];
		zval *id = zend_hash_str_find(Z_ARRVAL_P(task), "id", 2);
		rl_error err;

		ZVAL_COPY(&t->task, task);
		t->id = zval_get_string(id);
		t->score = zval_get_double(zend_hash_str_find(Z_ARRVAL_P(task), "score", 5));
		t->attempts = zval_get_long(zend_hash_str_find(Z_ARRVAL_P(task), "attempts", 8));
		/* without a renewal (no thread could start) the task is visible
		 * again after $visibility, as with reserve() */
		t->renewal = rl_renewer_add_task(st->obj->client.task_renewer, ZSTR_VAL(st->keys.queue),
			ZSTR_LEN(st->keys.queue), ZSTR_VAL(t->id), ZSTR_LEN(t->id), t->score, visibility_ms, sent_us, &err);
	} ZEND_HASH_FOREACH_END();
	return n;
}

/* Frees ts[0..n-1], removing renewals left (after exit()). */
static void batch_close(work_task *ts, uint32_t n)
{
	for (uint32_t i = 0; i < n; i++) {
		double score;

		if (ts[i].renewal) {
			rl_renewer_remove_task(ts[i].renewal, &score);
		}
		zval_ptr_dtor(&ts[i].task);
		zend_string_release(ts[i].id);
	}
}

/* Hands the tasks of list to the handler in turn, until a stop; those
 * not handed over are given back (due at once, the delivery undone).
 * Their outcomes wait for the next round. Returns false after exit(). */
static bool work_batch(work_state *st, zval *list, int64_t sent_us)
{
	work_task *ts = safe_emalloc(zend_hash_num_elements(Z_ARRVAL_P(list)), sizeof(*ts), 0);
	uint32_t n = batch_open(st, list, ts, sent_us);
	bool ok = true;

	for (uint32_t i = 0; i < n && ok; i++) {
		if (work_should_stop(st)) {
			task_settle(st, &ts[i], zend_string_init("r", 1, false));
		} else {
			ok = task_handle(st, &ts[i]);
		}
	}
	batch_close(ts, n);
	efree(ts);
	return ok;
}

/* How long an idle round may block: $idleWait, a slice, and the time
 * left before $maxTime, whichever is shortest (0: it may not block). */
static int64_t idle_block_us(const work_request *req)
{
	int64_t block = MIN(req->idle_wait_us, RL_WORK_SLICE_US);

	if (req->end_us > 0) {
		block = MIN(block, req->end_us - rl_monotonic_us());
	}
	return MAX(block, 0);
}

/* Blocks until a task may be due (woken by enqueue()/put(), the head
 * due after head_ms, -1: none), block_us passes, or a stop signal comes.
 * Returns false, err set, when the wait failed otherwise than losing its
 * wake. */
static bool work_idle(work_state *st, int64_t block_us, int64_t head_ms, rl_error *err)
{
	if (head_ms >= 0 && head_ms < block_us / 1000) {
		/* half a ms late, so that the server's clock has passed it */
		block_us = head_ms * 1000 + 500;
	}
	rl_socket_stop = &work_stop_signal;
	bool ok = work_stop_signal != 0 || rl_client_wait_wake(&st->obj->client, st->keys.wake, block_us, NULL, 0, err);
	rl_socket_stop = NULL;
	return ok || rl_err_may_have_run(err->code);
}

/* One round of the loop: settles what the last batch left, reserves the
 * next batch and handles it, or waits when nothing is due. Returns 1 to
 * go on, 0 when the call is over, -1 after an error (thrown) or exit(). */
static int work_step(work_state *st)
{
	const work_request *req = st->req;
	bool stop = work_should_stop(st) || st->drained;
	zend_long take = stop ? 0 : req->batch;
	int64_t block = idle_block_us(req);
	int64_t register_ms = block > 2000 ? block / 1000 + RL_WORK_REGISTER_MARGIN_MS : 0;
	int64_t head_ms = -1, sent_us = rl_monotonic_us();
	bool more = false;
	zval tasks;
	rl_error err;

	/* outcomes sent may make tasks due (a backoff of 0, tasks handed back) */
	bool settling = st->out->n > 0;

	if (req->max_tasks > 0) {
		take = MIN(take, req->max_tasks - st->handled);
	}
	if (take == 0 && !settling && !st->registered) {
		return 0;
	}
	ZVAL_UNDEF(&tasks);
	if (!work_round(st, take, register_ms, &tasks, &head_ms, &more, &err)) {
		rl_error_throw(&err);
		return -1;
	}
	if (!Z_ISUNDEF(tasks) && zend_hash_num_elements(Z_ARRVAL(tasks)) > 0) {
		bool ok = work_batch(st, &tasks, sent_us);

		zval_ptr_dtor(&tasks);
		return ok ? 1 : -1;
	}
	/* nothing due (a run that did not register the waiter answers []) */
	zval_ptr_dtor(&tasks);
	if (more || take == 0) {
		return 1;
	}
	if (block <= 0) {
		st->drained = req->idle_wait_us == 0 && !settling;
		return 1;
	}
	if (!work_idle(st, block, head_ms, &err)) {
		rl_error_throw(&err);
		return -1;
	}
	return 1;
}

/* The loop, from its first round to its last; the call's result. */
static zend_long work_run(work_state *st)
{
	int step;

	do {
		step = work_step(st);
	} while (step > 0);
	if (step < 0) {
		outcomes_clear(st->out);
		if (st->thrown) {
			OBJ_RELEASE(st->thrown);
			st->thrown = NULL;
		}
	}
	return st->handled;
}

/* Parses work()'s arguments into req (its backoff for the caller to
 * free). False after throwing. */
static bool work_args(INTERNAL_FUNCTION_PARAMETERS, zend_string **name, work_request *req)
{
	zval *visibility = NULL, *backoff = NULL, *max_time = NULL, *idle_wait = NULL;
	int64_t max_time_us;

	ZEND_PARSE_PARAMETERS_START(2, 11)
		Z_PARAM_STR_OR_NULL(*name)
		Z_PARAM_FUNC(req->handler, req->handler_cache)
		Z_PARAM_OPTIONAL
		Z_PARAM_LONG(req->batch)
		Z_PARAM_NUMBER(visibility)
		Z_PARAM_LONG(req->max_attempts)
		Z_PARAM_ZVAL(backoff)
		Z_PARAM_LONG(req->max_tasks)
		Z_PARAM_NUMBER(max_time)
		Z_PARAM_LONG(req->memory_limit)
		Z_PARAM_NUMBER(idle_wait)
		Z_PARAM_FUNC_OR_NULL(req->on_error, req->on_error_cache)
	ZEND_PARSE_PARAMETERS_END_EX(return false);

	(void) return_value;
	if (!limits_ok(req) || (visibility && !rl_queue_visibility_arg(visibility, 4, &req->visibility))
			|| (backoff && !backoff_arg(backoff, req)) || !duration_arg(max_time, 8, &max_time_us)
			|| !duration_arg(idle_wait, 10, &req->idle_wait_us)) {
		return false;
	}
	if (!backoff) {
		static const double defaults[5] = {1, 5, 30, 120, 600};

		req->backoff = emalloc(sizeof(defaults));
		memcpy(req->backoff, defaults, sizeof(defaults));
		req->nbackoff = 5;
	}
	req->end_us = max_time_us > 0 ? rl_monotonic_us() + max_time_us : 0;
	return true;
}

PHP_METHOD(RedisQueue, work)
{
	zend_string *name = NULL;
	work_request req = {.batch = 1, .visibility = 30, .idle_wait_us = 5000000};

	if (!work_args(INTERNAL_FUNCTION_PARAM_PASSTHRU, &name, &req)) {
		if (req.backoff) {
			efree(req.backoff);
		}
		RETURN_THROWS();
	}
	rl_queue_object *obj = Z_RL_QUEUE_P(ZEND_THIS);
	work_state st = {.obj = obj, .req = &req};

	if (!rl_client_ready(&obj->client) || !rl_name_given(name) || rl_token_new(st.waiter) == FAILURE) {
		efree(req.backoff);
		if (EG(exception)) {
			RETURN_THROWS();
		}
		RETURN_LONG(0);
	}
	struct sigaction outer[3];
	bool outer_chained[3];
	sig_atomic_t outer_signal;

	st.out = emalloc(sizeof(*st.out));
	st.out->n = 0;
	rl_queue_keys_init(&st.keys, obj, name);
	work_signals_install(outer, outer_chained, &outer_signal);
	zend_long handled = work_run(&st);
	work_signals_restore(outer, outer_chained, outer_signal);
	rl_queue_keys_free(&st.keys);
	efree(st.out);
	efree(req.backoff);
	if (st.thrown) {
		zval ex;

		ZVAL_OBJ(&ex, st.thrown);
		zend_throw_exception_object(&ex);
	}
	if (EG(exception)) {
		RETURN_THROWS();
	}
	RETURN_LONG(handled);
}
