/*
 * Waiting (rl_wait.h).
 */
#include "php.h"

#include "rl_call.h"
#include "rl_os.h"
#include "rl_wait.h"

bool rl_client_wait_wake(const rl_client *cl, const zend_string *wake_key, int64_t block_us, char *popped,
	size_t popped_size, rl_error *err)
{
	/* Redis times the BLPOP from when it reads it, a little after we send
	 * it: its timeout is a millisecond (or more) shorter than our wait, so
	 * that when our wait ends Redis has timed it out and answers the PING
	 * sent behind it at once. Servers before 7.0 truncate the timeout's
	 * seconds times 1000 to whole milliseconds, and 0.001 * 1000 comes out
	 * just below 1: "BLPOP key 0.001" blocks forever there. So a block
	 * shorter than 2 ms is slept instead. */
	int64_t block_ms = (block_us - 1000) / 1000;
	int64_t until = rl_monotonic_us() + block_us;

	if (popped) {
		popped[0] = '\0';
	}
	if (block_ms < 2) {
		rl_sleep_us(block_us);
		return true;
	}

	char timeout[32];
	const char *argv[3] = {"BLPOP", ZSTR_VAL(wake_key), timeout};
	size_t lens[3] = {5, ZSTR_LEN(wake_key), (size_t) snprintf(timeout, sizeof(timeout), "%.3f", block_ms / 1000.0)};
	rl_cmd blpop = {3, argv, lens, 1, 0};
	redisReply *reply;
	bool ok = rl_call_wait(cl->topo, &blpop, until, &reply, err) == RL_OK;

	if (ok && reply) {
		if (reply->type == REDIS_REPLY_ERROR) {
			rl_sleep_us(until - rl_monotonic_us());
		} else if (popped && reply->type == REDIS_REPLY_ARRAY && reply->elements == 2
				&& reply->element[1]->type == REDIS_REPLY_STRING) {
			size_t len = MIN(reply->element[1]->len, popped_size - 1);

			memcpy(popped, reply->element[1]->str, len);
			popped[len] = '\0';
		}
		freeReplyObject(reply);
	}
	return ok;
}

bool rl_outage_wait(rl_outage *outage, const rl_error *err, int64_t first_pause_us, int64_t deadline)
{
	int64_t left = deadline - rl_monotonic_us();

	if ((err->code != RL_ERR_CONNECT && !err->try_later) || left <= 0 || rl_request_timed_out() || EG(exception)) {
		return false;
	}
	outage->pause_us = outage->pause_us == 0 ? MIN(MAX(first_pause_us, 1000), RL_OUTAGE_FIRST_PAUSE_US)
		: MIN(outage->pause_us * 2, RL_OUTAGE_MAX_PAUSE_US);
	rl_sleep_us(MIN(outage->pause_us, left));
	return true;
}
