/*
 * Routing, redirections, and what PHP hears of the connections a call
 * opens.
 */
#include "php.h"

#include "rl_call.h"
#include "rl_globals.h"
#include "rl_os.h"
#include "rl_slot.h"

/* The most redirections (MOVED, ASK) a call follows: a map that keeps
 * sending it around is not followed further. */
#define RL_CALL_MAX_REDIRECTIONS 16

/* The pause before trying again after "try later" or an unreachable node:
 * the first, then doubled up to the last, all within the call's budget. */
#define RL_CALL_PAUSE_FIRST_US 10000
#define RL_CALL_PAUSE_MAX_US 200000

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

/* The most bytes a background topology's round trip may receive: its
 * commands (lock renewals, the cluster's map) have short answers. */
#define RL_CALL_BACKGROUND_REPLY_LIMIT (64 * 1024 * 1024)

/* Whether PHP code threw while a call of topo ran (never, off PHP's
 * thread: a background topology runs no PHP code). */
static bool call_php_threw(const rl_topology *topo)
{
	return !topo->background && EG(exception);
}

/* Makes the node ready and, in PHP's thread, reports what opening it
 * showed, before anything of the call is sent: an error handler may turn
 * the warning into an exception, and the call then ends without having
 * run. */
static rl_err call_ready(const rl_topology *topo, rl_node *node, rl_error *err)
{
	if (topo->background) {
		rl_node_limit_replies(node, RL_CALL_BACKGROUND_REPLY_LIMIT);
		return rl_node_ready(node, err);
	}
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

/* ---- what an answer asks for ------------------------------------------------ */

typedef enum redirect_kind {
	ANSWER_FINAL,    /* the command's reply (error answers included) */
	ANSWER_MOVED,    /* the slot is served elsewhere: remember, send there */
	ANSWER_ASK,      /* send there once, after ASKING */
	ANSWER_PAUSE,    /* not run, try the same node again soon (TRYAGAIN, LOADING) */
	ANSWER_REROUTE   /* not run, the map may be wrong (CLUSTERDOWN; READONLY
	                  * or UNBLOCKED: the node is a master no more;
	                  * NOREPLICAS: its replicas left it) */
} redirect_kind;

/* Reads "<slot> <addr>" after a redirection's first word into *slot, *addr
 * and *addr_len. False when the text is not of that form. */
static bool redirect_parse(const redisReply *reply, size_t word_len, uint16_t *slot, const char **addr, size_t *addr_len)
{
	const char *p = reply->str + word_len;
	const char *end = reply->str + reply->len;
	unsigned long value = 0;

	if (p >= end || *p++ != ' ' || p >= end || *p < '0' || *p > '9') {
		return false;
	}
	while (p < end && *p >= '0' && *p <= '9' && value < RL_SLOTS) {
		value = value * 10 + (unsigned long) (*p++ - '0');
	}
	if (value >= RL_SLOTS || p >= end || *p++ != ' ' || p >= end) {
		return false;
	}
	*slot = (uint16_t) value;
	*addr = p;
	*addr_len = (size_t) (end - p);
	return true;
}

/* What reply asks of a call on a routed topology; for MOVED
 * and ASK, *next is the node named (NULL if it cannot be used: the map is
 * then doubted and the command routed anew). */
static redirect_kind answer_judge(rl_topology *topo, const rl_node *from, const redisReply *reply, rl_node **next)
{
	uint16_t slot;
	const char *addr;
	size_t addr_len;

	if (reply->type != REDIS_REPLY_ERROR) {
		return ANSWER_FINAL;
	}
	if (rl_reply_error_word(reply, "MOVED") && redirect_parse(reply, 5, &slot, &addr, &addr_len)) {
		*next = topo->ops->moved(topo, from, slot, addr, addr_len);
		return ANSWER_MOVED;
	}
	if (rl_reply_error_word(reply, "ASK") && redirect_parse(reply, 3, &slot, &addr, &addr_len)) {
		*next = topo->ops->asked(topo, from, addr, addr_len);
		return ANSWER_ASK;
	}
	if (rl_reply_error_word(reply, "TRYAGAIN") || rl_reply_error_word(reply, "LOADING")) {
		return ANSWER_PAUSE;
	}
	/* a demoted master refuses writes (a script's before any ran: a
	 * replica writes nothing) and ends the waits it held; one left
	 * without its replicas refuses them too (min-replicas-to-write), as
	 * an old master does until Sentinel demotes it */
	if (rl_reply_error_word(reply, "CLUSTERDOWN") || rl_reply_error_word(reply, "READONLY")
			|| rl_reply_error_word(reply, "UNBLOCKED") || rl_reply_error_word(reply, "NOREPLICAS")) {
		return ANSWER_REROUTE;
	}
	return ANSWER_FINAL;
}

/* ---- one server ------------------------------------------------------------- */

static rl_err direct_pipeline(rl_topology *topo, size_t n, const rl_cmd *cmds, redisReply **replies, rl_node **by,
	rl_error *err)
{
	rl_node *node;

	memset(replies, 0, n * sizeof(*replies));
	if (topo->ops->route(topo, 0, 0, &node, err) != RL_OK || call_ready(topo, node, err) != RL_OK) {
		return err->code;
	}
	rl_err result = rl_node_pipeline(node, n, cmds, replies, err);

	for (size_t i = 0; by && i < n; i++) {
		by[i] = result == RL_OK || rl_err_may_have_run(result) ? node : NULL;
	}
	return result;
}

/* ---- a routed topology ------------------------------------------------------- */

/* Where one command of a routed call stands. */
typedef struct routed_cmd {
	rl_node *node;       /* where it goes next; NULL: wherever its slot is served */
	redisReply *answer;  /* its reply once done; before, the last answer that
	                      * asked for another attempt (NULL if none came) */
	rl_node *answered_by; /* the node that gave answer */
	uint16_t slot;
	bool asking;         /* ASKING goes before it (an ASK redirection) */
	bool done;
	bool sent;           /* sent in the current round */
	rl_err lost;         /* done without a reply: 3 or 4 (sent, its reply
	                      * lost: it may have run); else RL_OK */
} routed_cmd;

/* A routed call: its commands and what it learnt so far. */
typedef struct routed_call {
	rl_topology *topo;
	size_t n;
	const rl_cmd *cmds;
	routed_cmd *state;
	rl_node **by;        /* NULL, or n slots for the answering nodes */
	int64_t deadline_us; /* the end of the call's budget */
	size_t left;         /* commands not done */
	bool pause;          /* the round asks for a pause before the next */
	unsigned redirections;
	rl_error lost;       /* why the first lost command was lost (code
	                      * RL_OK while none was) */
} routed_call;

static uint16_t command_slot(const rl_cmd *cmd)
{
	return cmd->key > 0 ? rl_slot_of(cmd->argv[cmd->key], cmd->lens[cmd->key]) : 0;
}

/* Whether command i goes only with the command before it (never alone). */
static bool routed_follows(const routed_call *call, size_t i)
{
	return call->cmds[i].key == RL_CMD_KEY_AS_BEFORE;
}

/* Whether a node kept from an earlier round (a command paused by
 * LOADING or TRYAGAIN) has lost its connection: a new one is opened only
 * where the topology says now (through Sentinel, the old address may be
 * a master restarted empty). A node named by ASK is for that command
 * alone, and kept. */
static bool routed_node_lost(const routed_cmd *c)
{
	rl_error ignored;

	if (!c->node || c->asking) {
		return false;
	}
	return rl_node_settle(c->node, &ignored) != RL_OK || !rl_node_connected(c->node);
}

/* Gives every pending command without a node (or whose node lost its
 * connection) the node of its slot; one whose slot no node serves right
 * now waits for the next round (after a pause; err says why, as the
 * topology set it, should the budget end first). Returns RL_OK, or the
 * topology's error (nothing of those ran). */
static rl_err routed_assign(routed_call *call, rl_error *err)
{
	for (size_t i = 0; i < call->n; i++) {
		routed_cmd *c = &call->state[i];

		c->sent = false;
		if (!c->done && routed_node_lost(c)) {
			c->node = NULL;
		}
		if (c->done || c->node || routed_follows(call, i)) {
			continue;
		}
		if (call->topo->ops->route(call->topo, c->slot, call->deadline_us, &c->node, err) != RL_OK) {
			return err->code;
		}
		if (!c->node) {
			call->pause = true;
		}
	}
	return RL_OK;
}

/* Takes reply, the answer from node to command i: done, or ready for
 * another attempt where the answer says. */
static void routed_take(routed_call *call, size_t i, rl_node *node, redisReply *reply)
{
	routed_cmd *c = &call->state[i];
	rl_node *next = NULL;
	redirect_kind kind = answer_judge(call->topo, node, reply, &next);

	if (c->answer) {
		freeReplyObject(c->answer);
	}
	c->answer = reply;
	c->answered_by = node;
	if (routed_follows(call, i)) {
		/* final for the round its leader was sent in: a leader sent again
		 * takes it along again (routed_send()) */
		kind = ANSWER_FINAL;
	}
	switch (kind) {
		case ANSWER_FINAL:
			c->done = true;
			call->left--;
			if (call->by) {
				call->by[i] = node;
			}
			return;
		case ANSWER_MOVED:
		case ANSWER_ASK:
			call->redirections++;
			c->node = next;
			c->asking = kind == ANSWER_ASK && next;
			if (!next) {
				call->topo->ops->doubt(call->topo);
			}
			return;
		case ANSWER_PAUSE:
			call->pause = true;
			return;
		case ANSWER_REROUTE:
			call->pause = true;
			c->node = NULL;
			c->asking = false;
			call->topo->ops->doubt(call->topo);
			return;
	}
}

/* Whether command i is sent to node in this round: pending, not sent
 * yet, routed there, and not a follower (it goes with its leader). */
static bool routed_goes_to(const routed_call *call, size_t i, const rl_node *node)
{
	const routed_cmd *c = &call->state[i];

	return !c->done && !c->sent && c->node == node && !routed_follows(call, i);
}

/* Whether command i has a follower (i + 1 goes only with it). */
static bool routed_has_follower(const routed_call *call, size_t i)
{
	return i + 1 < call->n && routed_follows(call, i + 1);
}

/* Command i's follower (i + 1, if it follows), made pending again: it is
 * sent with i to node. NULL if i has none. */
static routed_cmd *routed_follower(routed_call *call, size_t i, rl_node *node)
{
	if (!routed_has_follower(call, i)) {
		return NULL;
	}
	routed_cmd *f = &call->state[i + 1];

	if (f->done) {
		f->done = false;
		call->left++;
	}
	f->node = node;
	f->sent = true;
	return f;
}

/* What one round sends to one node: entries [first, first + count) of
 * the round's commands (ASKING included), index[] naming the command of
 * each (SIZE_MAX for ASKING). */
typedef struct routed_batch {
	rl_node *node;
	size_t first;
	size_t count;
	bool ready;          /* its node is connected for it */
	bool sent;           /* sent whole: its replies are to be read */
} routed_batch;

/* One round's commands, grouped by node. */
typedef struct routed_plan {
	rl_cmd *cmds;
	size_t *index;
	redisReply **replies;
	routed_batch *batches;
	size_t nbatches;
} routed_plan;

/* Appends to plan a batch of every pending command of the round that goes
 * to node (ASKING before those asked, its follower right after each),
 * marking them sent in this round. *k is the next free entry. */
static void routed_plan_node(routed_call *call, routed_plan *plan, size_t *k, rl_node *node)
{
	static const char *const asking_argv[1] = {"ASKING"};
	static const size_t asking_lens[1] = {6};
	routed_batch *batch = &plan->batches[plan->nbatches++];

	*batch = (routed_batch) {.node = node, .first = *k};
	for (size_t i = 0; i < call->n; i++) {
		routed_cmd *c = &call->state[i];

		if (!routed_goes_to(call, i, node)) {
			continue;
		}
		c->sent = true;
		if (c->asking) {
			plan->cmds[*k] = (rl_cmd) {1, (const char **) asking_argv, asking_lens, 0, 0};
			plan->index[(*k)++] = SIZE_MAX;
		}
		plan->cmds[*k] = call->cmds[i];
		plan->index[(*k)++] = i;
		if (routed_follower(call, i, node)) {
			plan->cmds[*k] = call->cmds[i + 1];
			plan->index[(*k)++] = i + 1;
		}
	}
	batch->count = *k - batch->first;
}

/* The commands of batch end without a reply: sent, and the reply lost
 * (failed says why, code 3 or 4): each may have run, and is not sent
 * again. */
static void routed_lose(routed_call *call, const routed_plan *plan, const routed_batch *batch, const rl_error *failed)
{
	if (call->lost.code == RL_OK) {
		call->lost = *failed;
	}
	for (size_t k = batch->first; k < batch->first + batch->count; k++) {
		size_t i = plan->index[k];

		if (i == SIZE_MAX || call->state[i].done) {
			continue;
		}
		routed_cmd *c = &call->state[i];
		if (c->answer) {
			freeReplyObject(c->answer);
			c->answer = NULL;
		}
		c->done = true;
		c->lost = failed->code;
		if (call->by) {
			call->by[i] = batch->node; /* the node that went silent or broke */
		}
		call->left--;
	}
}

/* The commands of batch were not sent: their node could not be reached.
 * The map may name a node that is gone, so it is doubted and they are
 * routed anew after a pause. */
static void routed_unreached(routed_call *call, const routed_batch *batch)
{
	for (size_t i = 0; i < call->n; i++) {
		if (!call->state[i].done && call->state[i].node == batch->node) {
			call->state[i].node = NULL;
			call->state[i].asking = false;
		}
	}
	call->topo->ops->doubt(call->topo);
	call->pause = true;
}

/* The deadline of a batch's round trip: the call's, extended by what its
 * commands hold on purpose (WAIT); none for a node without read_timeout. */
static int64_t routed_batch_deadline(const routed_call *call, const routed_plan *plan, const routed_batch *batch)
{
	if (batch->node->spec.read_timeout <= 0) {
		return 0;
	}
	return call->deadline_us + rl_cmds_hold_us(batch->count, plan->cmds + batch->first);
}

/* Settles a batch whose node failed with result (failed says why) before
 * its commands were all sent: a node that cannot be reached leaves them
 * for another round (routed_unreached(); err keeps why, should the budget
 * end first); one that broke while they were sent loses them
 * (routed_lose()). Returns RL_OK, or the error that ends the call: PHP
 * code threw while connecting, or the server refused the credentials. */
static rl_err routed_failed(routed_call *call, routed_plan *plan, routed_batch *batch, rl_err result,
	const rl_error *failed, rl_error *err)
{
	if (rl_err_may_have_run(result)) {
		routed_lose(call, plan, batch, failed);
		return RL_OK;
	}
	*err = *failed;
	if (result == RL_ERR_CONNECT && !call_php_threw(call->topo)) {
		routed_unreached(call, batch);
		return RL_OK;
	}
	return result;
}

/* Connects batch's node (call_ready(): PHP hears of a new connection, and
 * its code may run) before anything of the round is sent, so that no PHP
 * code runs while replies are owed on another node of the call. Returns
 * as routed_failed(). */
static rl_err routed_ready(routed_call *call, routed_plan *plan, routed_batch *batch, rl_error *err)
{
	rl_error failed;
	rl_err result = call_ready(call->topo, batch->node, &failed);

	if (result == RL_OK) {
		batch->ready = true;
		return RL_OK;
	}
	return routed_failed(call, plan, batch, result, &failed, err);
}

/* Sends a batch whose node is ready. Returns as routed_failed(). */
static rl_err routed_send(routed_call *call, routed_plan *plan, routed_batch *batch, rl_error *err)
{
	rl_error failed;
	rl_err result = rl_node_send_until(batch->node, batch->count, plan->cmds + batch->first,
		routed_batch_deadline(call, plan, batch), &failed);

	if (result == RL_OK) {
		batch->sent = true;
		return RL_OK;
	}
	return routed_failed(call, plan, batch, result, &failed, err);
}

/* Reads the replies of a batch that was sent and takes them; a node that
 * breaks or does not answer in time loses its batch (routed_lose()). */
static void routed_receive(routed_call *call, routed_plan *plan, const routed_batch *batch)
{
	rl_error failed;
	redisReply **replies = plan->replies + batch->first;

	if (rl_node_receive_until(batch->node, batch->count, replies, routed_batch_deadline(call, plan, batch), &failed)
			!= RL_OK) {
		routed_lose(call, plan, batch, &failed);
		return;
	}
	for (size_t k = 0; k < batch->count; k++) {
		size_t i = plan->index[batch->first + k];

		if (i == SIZE_MAX) {
			freeReplyObject(replies[k]); /* ASKING's +OK */
		} else {
			routed_take(call, i, batch->node, replies[k]);
		}
	}
}

/* One round: each pending command sent once, one pipeline per node, every
 * node's pipeline sent before any reply is read, so that a node that does
 * not answer holds up none of the others. Returns RL_OK, or the error that
 * ends the call. */
static rl_err routed_round(routed_call *call, rl_error *err)
{
	call->pause = false;
	if (routed_assign(call, err) != RL_OK) {
		return err->code;
	}

	size_t count = 0;
	for (size_t i = 0; i < call->n; i++) {
		if (call->state[i].node && routed_goes_to(call, i, call->state[i].node)) {
			count += 1 + call->state[i].asking + routed_has_follower(call, i);
		}
	}
	if (count == 0) {
		return RL_OK;
	}

	rl_topology *topo = call->topo;
	routed_plan plan = {
		.cmds = rl_topology_scratch(topo, count, sizeof(rl_cmd)),
		.index = rl_topology_scratch(topo, count, sizeof(size_t)),
		.replies = rl_topology_scratch(topo, count, sizeof(redisReply *)),
		.batches = rl_topology_scratch(topo, count, sizeof(routed_batch)),
	};
	size_t k = 0;
	rl_err result = RL_OK;

	for (size_t i = 0; i < call->n; i++) {
		routed_cmd *c = &call->state[i];

		if (c->node && routed_goes_to(call, i, c->node)) {
			routed_plan_node(call, &plan, &k, c->node);
		}
	}
	ZEND_ASSERT(k == count);
	for (size_t b = 0; b < plan.nbatches && result == RL_OK; b++) {
		result = routed_ready(call, &plan, &plan.batches[b], err);
	}
	for (size_t b = 0; b < plan.nbatches && result == RL_OK; b++) {
		if (plan.batches[b].ready) {
			result = routed_send(call, &plan, &plan.batches[b], err);
		}
	}
	/* what was sent is read even when the call ends: each reply settles
	 * its command */
	for (size_t b = 0; b < plan.nbatches; b++) {
		if (plan.batches[b].sent) {
			routed_receive(call, &plan, &plan.batches[b]);
		}
	}
	rl_topology_scratch_free(topo, plan.cmds);
	rl_topology_scratch_free(topo, plan.index);
	rl_topology_scratch_free(topo, plan.replies);
	rl_topology_scratch_free(topo, plan.batches);
	return result;
}

/* Ends a call whose budget (or count of redirections) ran out: a command
 * whose last answer was an error keeps it as its reply (it did not run:
 * the caller reports it as refused; a follower that was never sent is left
 * without a reply, NULL); if any other has no answer (its node could not
 * be reached), the call fails with err. */
static rl_err routed_give_up(routed_call *call, rl_error *err)
{
	for (size_t i = 0; i < call->n; i++) {
		routed_cmd *c = &call->state[i];

		if (!c->done && !c->answer && !routed_follows(call, i)) {
			if (err->code == RL_OK) {
				rl_error_set(err, RL_ERR_CONNECT, "no node could be reached within the call's time budget");
			}
			return err->code;
		}
	}
	for (size_t i = 0; i < call->n; i++) {
		routed_cmd *c = &call->state[i];

		if (!c->done) {
			c->done = true;
			if (call->by) {
				call->by[i] = c->answered_by;
			}
		}
	}
	call->left = 0;
	return RL_OK;
}

/* The pause before round number round (1 = the second), within the budget. */
static void routed_pause(const routed_call *call, unsigned round)
{
	int64_t pause = RL_CALL_PAUSE_FIRST_US << (round < 6 ? round - 1 : 5);
	int64_t left = call->deadline_us - rl_monotonic_us();

	rl_sleep_us(MIN(MIN(pause, RL_CALL_PAUSE_MAX_US), left));
}

/* The outcome of each command of a routed call, when the call ended with
 * result: its reply (Redis's error answers included; a command the budget
 * ended on an error answer keeps it: it did not run), or its failure. */
static void routed_outcomes(routed_call *call, rl_err result, redisReply **replies, rl_err *outcomes)
{
	for (size_t i = 0; i < call->n; i++) {
		routed_cmd *c = &call->state[i];

		replies[i] = c->answer;
		if (c->lost != RL_OK) {
			outcomes[i] = c->lost;
		} else if (c->answer || (routed_follows(call, i) && outcomes[i - 1] == RL_OK)) {
			outcomes[i] = RL_OK; /* a follower never sent: its leader's error answer stopped it */
		} else {
			outcomes[i] = result != RL_OK ? result : RL_ERR_CONNECT;
		}
		if (outcomes[i] == RL_OK && call->by && !c->done) {
			call->by[i] = c->answered_by;
		}
	}
}

static rl_err routed_pipeline(rl_topology *topo, size_t n, const rl_cmd *cmds, redisReply **replies, rl_node **by,
	rl_err *outcomes, rl_error *err)
{
	routed_call call = {
		.topo = topo, .n = n, .cmds = cmds, .by = by, .left = n,
		.state = rl_topology_scratch(topo, n, sizeof(routed_cmd)),
		/* a command the server holds on purpose (WAIT) gets its time too */
		.deadline_us = rl_monotonic_us() + topo->budget_us + rl_cmds_hold_us(n, cmds),
	};
	rl_err result = RL_OK;

	err->code = RL_OK;
	memset(call.state, 0, n * sizeof(routed_cmd));
	for (size_t i = 0; i < n; i++) {
		call.state[i].slot = command_slot(&cmds[i]);
	}
	for (unsigned round = 0; call.left > 0; round++) {
		if (round > 0 && call.pause) {
			routed_pause(&call, round);
		}
		/* a pause may have used up the budget: nothing more is sent then */
		if (round > 0 && (rl_monotonic_us() >= call.deadline_us || call.redirections >= RL_CALL_MAX_REDIRECTIONS)) {
			result = routed_give_up(&call, err);
			break;
		}
		result = routed_round(&call, err);
		if (result != RL_OK) {
			break;
		}
	}
	routed_outcomes(&call, result, replies, outcomes);
	if (call.lost.code != RL_OK) {
		*err = call.lost; /* the most uncertain failure is the one described */
		result = call.lost.code;
	} else if (result == RL_OK) {
		err->code = RL_OK; /* what an earlier round met (a node not reached) was overcome */
	}
	rl_topology_scratch_free(topo, call.state);
	return result;
}

/* ---- the entry points ------------------------------------------------------- */

rl_err rl_call_pipeline_each(rl_topology *topo, size_t n, const rl_cmd *cmds, redisReply **replies, rl_node **by,
	rl_err *outcomes, rl_error *err)
{
	if (topo->routed) {
		return routed_pipeline(topo, n, cmds, replies, by, outcomes, err);
	}
	rl_err result = direct_pipeline(topo, n, cmds, replies, by, err);

	for (size_t i = 0; i < n; i++) {
		outcomes[i] = result;
	}
	return result;
}

rl_err rl_call_pipeline(rl_topology *topo, size_t n, const rl_cmd *cmds, redisReply **replies, rl_node **by,
	rl_error *err)
{
	if (!topo->routed) {
		return direct_pipeline(topo, n, cmds, replies, by, err);
	}

	rl_err *outcomes = rl_topology_scratch(topo, n, sizeof(*outcomes));
	rl_err result = routed_pipeline(topo, n, cmds, replies, by, outcomes, err);
	bool ran = false;

	for (size_t i = 0; i < n; i++) {
		if (outcomes[i] != RL_OK) {
			result = result != RL_OK ? result : outcomes[i];
		} else if (replies[i] && replies[i]->type != REDIS_REPLY_ERROR && cmds[i].key != RL_CMD_KEY_AS_BEFORE) {
			ran = true;
		}
	}
	if (result != RL_OK) {
		for (size_t i = 0; i < n; i++) {
			if (replies[i]) {
				freeReplyObject(replies[i]);
				replies[i] = NULL;
			}
		}
		if (ran && !rl_err_may_have_run(result)) {
			rl_error_prefix(err, RL_ERR_PARTIAL, "part of the call ran (its commands for other nodes), the rest did not: ");
			result = RL_ERR_PARTIAL;
		}
	}
	rl_topology_scratch_free(topo, outcomes);
	return result;
}

rl_err rl_call_wait(rl_topology *topo, const rl_cmd *cmd, int64_t until_us, redisReply **reply, rl_error *err)
{
	int64_t now = rl_monotonic_us();
	rl_node *node, *next = NULL;
	rl_err result;

	*reply = NULL;
	result = topo->ops->route(topo, command_slot(cmd), MIN(until_us, now + topo->budget_us), &node, err);
	if (result == RL_OK && !node) {
		/* no node serves the slot right now: the caller tries again */
		rl_sleep_us(MIN(RL_CALL_PAUSE_FIRST_US, until_us - rl_monotonic_us()));
		return RL_OK;
	}
	if (result == RL_OK) {
		result = call_ready(topo, node, err);
	}
	if (result == RL_OK) {
		result = rl_node_wait(node, cmd, until_us, reply, err);
	}
	if (!topo->routed) {
		return result;
	}
	if (result == RL_ERR_CONNECT && !call_php_threw(topo)) {
		topo->ops->doubt(topo);
	} else if (result != RL_OK || !*reply) {
		return result;
	} else {
		redirect_kind kind = answer_judge(topo, node, *reply, &next);

		if (kind == ANSWER_FINAL) {
			return RL_OK;
		}
		if (kind == ANSWER_REROUTE || ((kind == ANSWER_MOVED || kind == ANSWER_ASK) && !next)) {
			topo->ops->doubt(topo);
		}
		freeReplyObject(*reply);
		*reply = NULL;
	}
	/* the caller tries again, routed anew, after a pause */
	rl_sleep_us(MIN(RL_CALL_PAUSE_FIRST_US, until_us - rl_monotonic_us()));
	return RL_OK;
}
