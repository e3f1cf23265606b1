/*
 * Server-side scripts: every Lua script redislock runs, in one place, run by
 * SHA-1 with EVALSHA and loaded again with EVAL when Redis answers NOSCRIPT.
 * Names and ids always travel as KEYS/ARGV, never inside script text.
 */
#ifndef RL_SCRIPT_H
#define RL_SCRIPT_H

#include "rl_topology.h"

typedef struct rl_script {
	const char *name;   /* for messages */
	const char *source; /* Lua */
	char sha1[41];      /* hex SHA-1 of source, set by rl_scripts_startup() */
} rl_script;

extern rl_script rl_lock_acquire_script;
extern rl_script rl_lock_release_script;
extern rl_script rl_lock_extend_script;
extern rl_script rl_lock_check_script;
extern rl_script rl_lock_adopt_script;
extern rl_script rl_lock_acquire_many_script;
extern rl_script rl_semaphore_acquire_script;
extern rl_script rl_semaphore_release_script;
extern rl_script rl_semaphore_extend_script;
extern rl_script rl_semaphore_check_script;
extern rl_script rl_queue_enqueue_script;
extern rl_script rl_queue_take_script;
extern rl_script rl_queue_ack_script;
extern rl_script rl_queue_fail_script;
extern rl_script rl_queue_failed_script;
extern rl_script rl_queue_failed_handle_script;
extern rl_script rl_queue_stats_script;
extern rl_script rl_queue_stats_walk_script;
extern rl_script rl_queue_touch_script;
extern rl_script rl_queue_size_script;
extern rl_script rl_queue_settle_script;
extern rl_script rl_stock_take_script;
extern rl_script rl_stock_settle_script;
extern rl_script rl_stock_set_script;
extern rl_script rl_stock_read_script;

/* One run of a script: nkeys keys followed by the other arguments; then,
 * when not NULL, a keyless command (key RL_CMD_KEY_AS_BEFORE: WAIT after a
 * write) sent right after the script, on its node, each time the script is
 * sent. Its reply to the last sending goes to *then_reply (a reply there
 * is freed first: the caller sets it to NULL before the call, and frees
 * it after, whatever the outcome); NULL if the script was never sent. */
typedef struct rl_script_call {
	const rl_script *script;
	int nkeys;
	int argc;            /* keys + arguments */
	const char **argv;
	const size_t *lens;
	const rl_cmd *then;
	redisReply **then_reply;
} rl_script_call;

/* Computes every script's SHA-1; called once from MINIT. */
void rl_scripts_startup(void);

/* Runs n scripts in one round trip per node (plus one more if Redis had
 * to load any: scripts are loaded on the node that lacks them). Returns
 * RL_OK with n replies for the caller to free (by[i], when by is not NULL,
 * the node that answered script i; after a failure, the node a script
 * whose reply was lost was sent to, else NULL), Redis's error
 * answers to the scripts included: a NOSCRIPT answer stays only where
 * loading that script failed without running while other scripts of the
 * call did run (so the caller can say what ran). Otherwise returns the
 * error in err, with no replies. */
rl_err rl_script_run_many(rl_topology *topo, size_t n, const rl_script_call *calls, redisReply **replies, rl_node **by,
	rl_error *err);

/* rl_script_run_many() for scripts whose second run changes nothing the
 * first did not (they compare before they write): when the connection
 * broke after sending (code 3: they may have run), runs them once more on
 * a new connection, so that the caller learns the outcome. *lost is then
 * the first attempt's failure (else lost->code is RL_OK): a retry that
 * fails without running, or whose script is refused (rl_script_refused()
 * with lost), leaves the outcome unknown (rl_error_after_retry()). A
 * timeout is not retried: the server may be stuck, and the caller's wait
 * is bounded by one read_timeout. */
rl_err rl_script_run_many_idempotent(rl_topology *topo, size_t n, const rl_script_call *calls, redisReply **replies,
	rl_node **by, rl_error *err, rl_error *lost);

/* rl_script_run_many() that settles each script on its own
 * (rl_call_pipeline_each()): outcomes[i] is RL_OK with replies[i] set
 * (error answers included, a NOSCRIPT one only where loading failed), or
 * the failure of script i (replies[i] NULL): 1 or 2 (it did not run), 3
 * or 4 (it may have run). Scripts Redis lacked are loaded within the call,
 * whatever became of the others. Returns RL_OK, or the worst failure's
 * code (one that may have run, if any), described in err. */
rl_err rl_script_run_each(rl_topology *topo, size_t n, const rl_script_call *calls, redisReply **replies, rl_node **by,
	rl_err *outcomes, rl_error *err);

/* rl_script_run_each() for scripts that may run twice (as
 * rl_script_run_many_idempotent()): the scripts whose connection broke
 * after sending (code 3) run once more, on a new connection; one whose
 * retry fails without running keeps code 3 (its outcome is unknown). */
rl_err rl_script_run_each_idempotent(rl_topology *topo, size_t n, const rl_script_call *calls, redisReply **replies,
	rl_node **by, rl_err *outcomes, rl_error *err);

/* Sets err for a script's error answer from the node by: code 5 (it did not run), unless
 * lost says that an earlier attempt of the call was lost (code 3: its
 * outcome stays unknown). lost may be NULL. Returns err's code. */
rl_err rl_script_refused(const rl_node *by, const rl_script_call *call, const redisReply *reply, const rl_error *lost,
	rl_error *err);

/* One script (retried as rl_script_run_many_idempotent() when idempotent):
 * its reply and in *by the node that answered, or NULL with err set, an
 * error answer included; after a failure whose reply was lost (code 3 or
 * 4), *by is the node it was sent to (the one that broke or went silent),
 * NULL when none is known. */
redisReply *rl_script_run(rl_topology *topo, const rl_script_call *call, bool idempotent, rl_node **by, rl_error *err);

#endif /* RL_SCRIPT_H */
