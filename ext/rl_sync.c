/*
 * The WAIT of the sync_replicas option (rl_sync.h).
 */
#include <math.h>
#include <stdarg.h>

#include "php.h"

#include "rl_args.h"
#include "rl_options.h"
#include "rl_sync.h"

zend_long rl_sync_replicas(const rl_client *cl)
{
	if (cl->sync_replicas != RL_INTEGER_UNSET) {
		return cl->sync_replicas;
	}
	return cl->topo->ops->default_sync_replicas(cl->topo);
}

const rl_cmd *rl_sync_prepare(const rl_client *cl, rl_sync *sync)
{
	sync->reply = NULL;
	sync->by = NULL;
	sync->topo = cl->topo;
	sync->short_of_acks = false;
	sync->asked = rl_sync_replicas(cl);
	if (sync->asked <= 0) {
		return NULL;
	}
	/* WAIT 0 ms would wait forever: at least 1 ms */
	int64_t timeout_ms = MAX((int64_t) ceil(cl->sync_timeout * 1000.0), 1);

	sync->argv[0] = "WAIT";
	sync->lens[0] = 4;
	sync->argv[1] = sync->replicas;
	sync->lens[1] = rl_format_ms(sync->replicas, sizeof(sync->replicas), sync->asked);
	sync->argv[2] = sync->timeout_ms;
	sync->lens[2] = rl_format_ms(sync->timeout_ms, sizeof(sync->timeout_ms), timeout_ms);
	sync->cmd = (rl_cmd) {3, sync->argv, sync->lens, RL_CMD_KEY_AS_BEFORE, timeout_ms * 1000};
	return &sync->cmd;
}

bool rl_sync_enough(const rl_client *cl, rl_sync *sync, rl_error *err, const char *what_format, ...)
{
	const redisReply *r = sync->reply;
	const rl_node *by = sync->by;
	char what[128];
	va_list ap;

	if (sync->asked <= 0) {
		return true;
	}
	if (r && r->type == REDIS_REPLY_INTEGER && r->integer >= sync->asked) {
		return true;
	}
	sync->short_of_acks = true;
	va_start(ap, what_format);
	vsnprintf(what, sizeof(what), what_format, ap);
	va_end(ap);
	/* where the number asked for came from: the option, or the topology's
	 * default (Sentinel's) */
	const char *asked_by = cl->sync_replicas != RL_INTEGER_UNSET ? "asked for (sync_replicas)"
		: "the Sentinel default asks for (sync_replicas not given; sync_replicas=0 opts out)";
	if (r && r->type == REDIS_REPLY_INTEGER) {
		rl_error_set(err, RL_ERR_NOT_REPLICATED,
			"%s: %s, but only %lld of the %ld replicas %s acknowledged it within %g s (sync_timeout)",
			ZSTR_VAL(by->name), what, (long long) r->integer, (long) sync->asked, asked_by, cl->sync_timeout);
	} else {
		char got[RL_SERVER_TEXT_MAX + 64] = "nothing";

		if (r) {
			rl_node_describe_reply(by, r, got, sizeof(got));
		}
		rl_error_set(err, RL_ERR_NOT_REPLICATED, "%s: %s, but WAIT for the %ld replicas %s answered %s",
			ZSTR_VAL(by->name), what, (long) sync->asked, asked_by, got);
	}
	return false;
}

void rl_sync_free(rl_sync *sync)
{
	if (sync->reply) {
		freeReplyObject(sync->reply);
		sync->reply = NULL;
	}
	if (sync->short_of_acks) {
		sync->short_of_acks = false;
		sync->topo->ops->doubt(sync->topo);
	}
}
