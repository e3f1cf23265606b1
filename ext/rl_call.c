/*
 * Round trips, and what PHP hears of the connections they opened.
 */
#include "php.h"

#include "rl_call.h"
#include "rl_globals.h"

/* Counts a connection the last round trip opened and warns, once per
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

rl_err rl_call_pipeline(rl_node *node, size_t n, const rl_cmd *cmds, redisReply **replies, rl_error *err)
{
	rl_err result = rl_node_pipeline(node, n, cmds, replies, err);

	report_opened(node);
	return result;
}

rl_err rl_call_wait(rl_node *node, const rl_cmd *cmd, int64_t until_us, redisReply **reply, rl_error *err)
{
	rl_err result = rl_node_wait(node, cmd, until_us, reply, err);

	report_opened(node);
	return result;
}
