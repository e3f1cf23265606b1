/*
 * Round trips, and what PHP hears of the connections they open.
 */
#include "php.h"

#include "rl_call.h"
#include "rl_globals.h"

/* Counts a connection that was just opened and warns, once per
 * connection, when its server may evict keys: a lock key evicted before
 * its expiry lets a second holder in. */
static void report_opened(rl_node *node)
{
	const char *policy;

	if (!rl_node_take_opened(node, &policy)) {
		return;
	}
	RL_STAT_ADD(connections_opened, 1);
	if (policy) {
		php_error_docref(NULL, E_WARNING,
			"%s may evict keys (maxmemory is set and maxmemory-policy is %s): a lock can vanish before it "
			"expires and let a second holder in; use maxmemory-policy noeviction on a server that holds locks",
			ZSTR_VAL(node->name), policy);
	}
}

/* Makes the node ready and reports what opening it showed, before anything
 * of the call is sent: an error handler may turn the warning into an
 * exception, and the call then ends without having run. */
static rl_err call_ready(rl_node *node, rl_error *err)
{
	/* an answer PHP could not hold anyway must not fill the process first */
	rl_node_limit_replies(node, PG(memory_limit) > 0 ? (size_t) PG(memory_limit) : 0);

	rl_err result = rl_node_ready(node, err);

	report_opened(node);
	if (result == RL_OK && EG(exception)) {
		/* not thrown (rl_error_throw() leaves the pending exception) */
		result = rl_error_set(err, RL_ERR_CONNECT, "%s: nothing was sent: an exception was thrown while connecting",
			ZSTR_VAL(node->name));
	}
	return result;
}

rl_err rl_call_pipeline(rl_node *node, size_t n, const rl_cmd *cmds, redisReply **replies, rl_error *err)
{
	memset(replies, 0, n * sizeof(*replies));
	if (call_ready(node, err) != RL_OK) {
		return err->code;
	}
	return rl_node_pipeline(node, n, cmds, replies, err);
}

rl_err rl_call_wait(rl_node *node, const rl_cmd *cmd, int64_t until_us, redisReply **reply, rl_error *err)
{
	*reply = NULL;
	if (call_ready(node, err) != RL_OK) {
		return err->code;
	}
	return rl_node_wait(node, cmd, until_us, reply, err);
}
