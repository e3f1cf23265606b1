/*
 * The WAIT of the sync_replicas option (rl_sync.h).
 */
#include <math.h>

#include "php.h"

#include "rl_args.h"
#include "rl_sync.h"

const rl_cmd *rl_sync_prepare(const rl_client *cl, rl_sync *sync)
{
	sync->reply = NULL;
	sync->by = NULL;
	if (cl->sync_replicas <= 0) {
		return NULL;
	}
	/* WAIT 0 ms would wait forever: at least 1 ms */
	int64_t timeout_ms = MAX((int64_t) ceil(cl->sync_timeout * 1000.0), 1);

	sync->argv[0] = "WAIT";
	sync->lens[0] = 4;
	sync->argv[1] = sync->replicas;
	sync->lens[1] = rl_format_ms(sync->replicas, sizeof(sync->replicas), cl->sync_replicas);
	sync->argv[2] = sync->timeout_ms;
	sync->lens[2] = rl_format_ms(sync->timeout_ms, sizeof(sync->timeout_ms), timeout_ms);
	sync->cmd = (rl_cmd) {3, sync->argv, sync->lens, RL_CMD_KEY_AS_BEFORE, timeout_ms * 1000};
	return &sync->cmd;
}

bool rl_sync_enough(const rl_client *cl, const rl_sync *sync, const char *what, rl_error *err)
{
	const redisReply *r = sync->reply;
	const rl_node *by = sync->by;

	if (cl->sync_replicas <= 0) {
		return true;
	}
	if (r && r->type == REDIS_REPLY_INTEGER && r->integer >= cl->sync_replicas) {
		return true;
	}
	if (r && r->type == REDIS_REPLY_INTEGER) {
		rl_error_set(err, RL_ERR_NOT_REPLICATED,
			"%s: %s, but only %lld of the %ld replicas asked for (sync_replicas) acknowledged it within %g s "
			"(sync_timeout)", ZSTR_VAL(by->name), what, (long long) r->integer,
			(long) cl->sync_replicas, cl->sync_timeout);
	} else {
		char got[RL_SERVER_TEXT_MAX + 64] = "nothing";

		if (r) {
			rl_node_describe_reply(by, r, got, sizeof(got));
		}
		rl_error_set(err, RL_ERR_NOT_REPLICATED, "%s: %s, but WAIT for %ld replicas (sync_replicas) answered %s",
			ZSTR_VAL(by->name), what, (long) cl->sync_replicas, got);
	}
	return false;
}

void rl_sync_free(rl_sync *sync)
{
	if (sync->reply) {
		freeReplyObject(sync->reply);
		sync->reply = NULL;
	}
}
