/*
 * A master found through Sentinel.
 *
 * Invariants: master is the one data node, created with the spec's
 * settings and pointed (rl_node_retarget()) wherever a sentinel names the
 * master, so that a pointer to it stays valid for the topology's life
 * however often and wherever the master moves; found says that it points
 * where a sentinel named and was reached there, and routes use it only
 * then; sentinels are in the order the spec gave them, and are asked
 * from the one that last named the master (named_by) on; watch, when
 * connected, is subscribed to the "+promoted-slave" and "+switch-master"
 * channels of the sentinel that named the master when it was opened;
 * replicas is what the last sentinel that named the master said of its
 * replicas (RL_SENTINEL_REPLICAS_UNKNOWN until one said).
 *
 * Following a failover. Sentinel does not stop the old master: after
 * SENTINEL FAILOVER, or a split that cut the master off from the
 * sentinels, it takes writes from the clients still connected to it until
 * Sentinel demotes it (when it next checks it, up to 10 s later), and
 * every lock taken there meanwhile is lost. So a route first looks, without
 * waiting (one poll() at most every RL_SENTINEL_WATCH_POLL_US), for the
 * sentinel's message that the service's master moved: when one came,
 * the master is doubted and asked for again, and the calls go to the new
 * one within milliseconds of the sentinel naming it, none failing first.
 */
#include "php.h"

#include "rl_address.h"
#include "rl_os.h"
#include "rl_socket.h"
#include "rl_topo_sentinel.h"

/* The most bytes a sentinel's answer may hold (an address, and the
 * master's state from SENTINEL MASTER: about a kilobyte). */
#define RL_SENTINEL_REPLY_LIMIT 16384

/* How much of the service's name a message shows. */
#define RL_SENTINEL_NAME_SHOWN 64

/* How often a route looks at the watch; how long after a failed attempt
 * to open it (a sentinel down or frozen) it is tried again: the first
 * pause, doubled after each failure up to the last, so that a sentinel
 * that accepts connections but never answers costs a call its
 * connect_timeout seldom. */
#define RL_SENTINEL_WATCH_POLL_US INT64_C(1000)
#define RL_SENTINEL_WATCH_RETRY_FIRST_US INT64_C(1000000)
#define RL_SENTINEL_WATCH_RETRY_MAX_US INT64_C(64000000)

/* The least time worth trying to open the watch in. */
#define RL_SENTINEL_WATCH_MIN_US INT64_C(2000)

/* The most bytes one message on the watch may hold. */
#define RL_SENTINEL_WATCH_MESSAGE_LIMIT (64 * 1024)

/* The most messages one look takes (the rest wait for the next). */
#define RL_SENTINEL_WATCH_BATCH 16

/* The channels of the sentinel's events that say where the master is now:
 * "+promoted-slave" as soon as the replica it promotes reports that it is
 * a master (only the sentinel that leads the failover sends it; from then
 * on that sentinel names it), "+switch-master" when the failover ends
 * (every sentinel, once it has the new configuration). */
#define RL_SENTINEL_PROMOTED_CHANNEL "+promoted-slave"
#define RL_SENTINEL_SWITCH_CHANNEL "+switch-master"

/* What replicas holds before any sentinel said how many the master has. */
#define RL_SENTINEL_REPLICAS_UNKNOWN (-1)

typedef struct rl_topo_sentinel {
	rl_topology base;     /* first: the struct is used through it */
	rl_node *master;      /* the data node; before the first answer its
	                       * address is the first sentinel's (unused) */
	bool found;
	rl_node **sentinels;
	uint32_t sentinel_count;
	uint32_t named_by;    /* the sentinel that last named the master */
	zend_long replicas;   /* how many replicas of the master it knows,
	                       * reachable or not ("num-slaves") */
	rl_error ahead;       /* a lookup made ahead of a route (for
	                       * default_sync_replicas) that no sentinel
	                       * answered: that route fails with it rather
	                       * than asking them all again; code RL_OK: none */
	zend_string *service;
	rl_node *watch;       /* NULL until first opened */
	int64_t watch_tried_us;  /* when it was last opened or tried ... */
	uint32_t watch_tried_in; /* ... by the process of this fork generation */
	int64_t watch_retry_us;  /* the pause before the next try, after a failure */
	int64_t watch_looked_us; /* when it was last polled */
} rl_topo_sentinel;

/* The port a sentinel wrote as a string: 1 to 65535, else 0. */
static zend_long port_answered(const redisReply *port)
{
	zend_long number = 0;

	if (port->type != REDIS_REPLY_STRING || port->len < 1 || port->len > 5) {
		return 0;
	}
	for (size_t i = 0; i < port->len; i++) {
		if (port->str[i] < '0' || port->str[i] > '9') {
			return 0;
		}
		number = number * 10 + (port->str[i] - '0');
	}
	return number <= 65535 ? number : 0;
}

/* Whether reply is a bulk string equal to the len bytes at text. */
static bool reply_is(const redisReply *reply, const char *text, size_t len)
{
	return reply->type == REDIS_REPLY_STRING && reply->len == len && memcmp(reply->str, text, len) == 0;
}

/* Reads a sentinel's answer to GET-MASTER-ADDR-BY-NAME, [host, port], and
 * points the data node there. Returns RL_OK, or code 1 with err set when
 * the answer names no usable address (nil: no master of that name). */
static rl_err master_answered(rl_topo_sentinel *s, const rl_node *sentinel, const redisReply *reply, rl_error *err)
{
	int shown = (int) MIN(ZSTR_LEN(s->service), RL_SENTINEL_NAME_SHOWN);
	char what[RL_SERVER_TEXT_MAX + 64];

	if (reply->type == REDIS_REPLY_NIL) {
		return rl_error_set(err, RL_ERR_CONNECT, "sentinel %s knows no master named \"%.*s\"",
			ZSTR_VAL(sentinel->name), shown, ZSTR_VAL(s->service));
	}
	if (reply->type == REDIS_REPLY_ARRAY && reply->elements == 2 && reply->element[0]->type == REDIS_REPLY_STRING
			&& port_answered(reply->element[1]) > 0
			&& rl_node_retarget(s->master, reply->element[0]->str, reply->element[0]->len,
				port_answered(reply->element[1]))) {
		return RL_OK;
	}
	rl_node_describe_reply(sentinel, reply, what, sizeof(what));
	return rl_error_set(err, RL_ERR_CONNECT, "sentinel %s named the master of \"%.*s\" with something that is not a "
		"usable address (%s)", ZSTR_VAL(sentinel->name), shown, ZSTR_VAL(s->service), what);
}

/* The number of replicas a sentinel's answer to SENTINEL MASTER (a flat
 * array of names and values) gives as "num-slaves": every replica it
 * knows of, whatever their state; RL_SENTINEL_REPLICAS_UNKNOWN when the
 * answer has none (an error: a sentinel whose ACL refuses the command). */
static zend_long replicas_answered(const redisReply *reply)
{
	static const char field[] = "num-slaves";

	if (reply->type != REDIS_REPLY_ARRAY) {
		return RL_SENTINEL_REPLICAS_UNKNOWN;
	}
	for (size_t i = 0; i + 1 < reply->elements; i += 2) {
		const redisReply *value = reply->element[i + 1];
		zend_long number;
		double ignored;

		if (reply_is(reply->element[i], field, sizeof(field) - 1) && value->type == REDIS_REPLY_STRING
				&& is_numeric_string(value->str, value->len, &number, &ignored, false) == IS_LONG && number >= 0) {
			return number;
		}
	}
	return RL_SENTINEL_REPLICAS_UNKNOWN;
}

/* Asks one sentinel, within connect_timeout (a new connection's connect
 * and handshake included), where the service's master is and how many
 * replicas it has (in one round trip), and points the data node there.
 * Returns RL_OK with s->replicas set from the same answer; or code 1 (no
 * usable answer) or 2 (the sentinel refused our credentials) with err
 * set. */
static rl_err sentinel_ask(rl_topo_sentinel *s, rl_node *sentinel, rl_error *err)
{
	const char *argv[3] = {"SENTINEL", "GET-MASTER-ADDR-BY-NAME", ZSTR_VAL(s->service)};
	size_t lens[3] = {8, 23, ZSTR_LEN(s->service)};
	const char *master_argv[3] = {"SENTINEL", "MASTER", ZSTR_VAL(s->service)};
	size_t master_lens[3] = {8, 6, ZSTR_LEN(s->service)};
	rl_cmd ask[2] = {{3, argv, lens, 0, 0}, {3, master_argv, master_lens, 0, 0}};
	redisReply *replies[2];
	redisReply *reply;
	rl_err result;

	int64_t deadline = rl_deadline_after(sentinel->spec.connect_timeout);

	rl_node_limit_replies(sentinel, RL_SENTINEL_REPLY_LIMIT);
	if (rl_node_ready_by(sentinel, deadline, err) != RL_OK
			|| rl_node_pipeline_until(sentinel, 2, ask, replies, deadline, err) != RL_OK) {
		if (err->code == RL_ERR_AUTH) {
			rl_error_prefix(err, RL_ERR_AUTH, "sentinel (its credentials are the options sentinel_user and "
				"sentinel_password): ");
		} else {
			rl_error_prefix(err, RL_ERR_CONNECT, "sentinel: ");
		}
		return err->code;
	}
	reply = replies[0];
	if (reply->type == REDIS_REPLY_ERROR) {
		rl_node_refused(sentinel, reply, err, "sentinel %s refused to name the master of \"%.*s\"",
			ZSTR_VAL(sentinel->name), (int) MIN(ZSTR_LEN(s->service), RL_SENTINEL_NAME_SHOWN), ZSTR_VAL(s->service));
		result = err->code = rl_reply_error_word(reply, "NOAUTH") || rl_reply_error_word(reply, "NOPERM")
			? RL_ERR_AUTH : RL_ERR_CONNECT;
	} else {
		result = master_answered(s, sentinel, reply, err);
	}
	if (result == RL_OK) {
		s->replicas = replicas_answered(replies[1]);
	}
	freeReplyObject(reply);
	freeReplyObject(replies[1]);
	return result;
}

/* Asks the sentinels in order, each within its own connect_timeout
 * whatever is left of the call's budget (a sentinel that does not answer
 * must not keep the next from being asked), and stops at the first master
 * that can be reached and says it is one. Returns RL_OK with s->found set;
 * RL_OK with it unset and err set when sentinels answered but no master
 * they named could be used (a failover under way: the caller tries again);
 * or code 1 or 2 when no sentinel answered, or the master refused our
 * credentials. */
static rl_err master_find(rl_topo_sentinel *s, rl_error *err)
{
	int shown = (int) MIN(ZSTR_LEN(s->service), RL_SENTINEL_NAME_SHOWN);
	bool answered = false, every_refusal_auth = true;

	if (s->ahead.code != RL_OK) {
		*err = s->ahead; /* asked for this very call a moment ago */
		s->ahead.code = RL_OK;
		return err->code;
	}

	/* from the sentinel that named it last: after its news of a failover,
	 * the others may still name the old master for a moment */
	for (uint32_t k = 0; k < s->sentinel_count; k++) {
		uint32_t i = (s->named_by + k) % s->sentinel_count;
		rl_err result = sentinel_ask(s, s->sentinels[i], err);
		if (result != RL_OK) {
			every_refusal_auth = every_refusal_auth && result == RL_ERR_AUTH;
			continue;
		}
		answered = true;
		result = rl_node_ready(s->master, err);
		if (result == RL_OK) {
			s->found = true;
			s->named_by = i;
			return RL_OK;
		}
		if (result == RL_ERR_AUTH) {
			return result; /* every data node has the same credentials */
		}
	}
	if (!answered) {
		rl_error_prefix(err, every_refusal_auth ? RL_ERR_AUTH : RL_ERR_CONNECT, "none of the %u sentinels named the "
			"master of \"%.*s\"; the last one asked: ", s->sentinel_count, shown, ZSTR_VAL(s->service));
		return err->code;
	}
	rl_error_prefix(err, RL_ERR_CONNECT, "no master of \"%.*s\" that the sentinels named could be used within the "
		"call's time budget: ", shown, ZSTR_VAL(s->service));
	return RL_OK;
}

/* ---- following failovers -------------------------------------------------------- */

/* Whether a message from the watch says that the service's master moved:
 * ["message", "+switch-master", "<service> <old ip> <old port> <new ip>
 * <new port>"], or ["message", "+promoted-slave", "slave <ip>:<port> <ip>
 * <port> @ <service> <old ip> <old port>"]. */
static bool watch_message_is_switch(const rl_topo_sentinel *s, const redisReply *m)
{
	size_t name_len = ZSTR_LEN(s->service);

	if (m->type != REDIS_REPLY_ARRAY || m->elements != 3 || m->element[2]->type != REDIS_REPLY_STRING) {
		return false;
	}
	const char *text = m->element[2]->str;
	size_t len = m->element[2]->len;

	if (reply_is(m->element[1], RL_SENTINEL_SWITCH_CHANNEL, sizeof(RL_SENTINEL_SWITCH_CHANNEL) - 1)) {
		return len > name_len && memcmp(text, ZSTR_VAL(s->service), name_len) == 0 && text[name_len] == ' ';
	}
	if (!reply_is(m->element[1], RL_SENTINEL_PROMOTED_CHANNEL, sizeof(RL_SENTINEL_PROMOTED_CHANNEL) - 1)) {
		return false;
	}
	for (const char *at = text; (at = memchr(at, '@', (size_t) (text + len - at))) != NULL; at++) {
		size_t rest = (size_t) (text + len - at);
		if (rest > name_len + 3 && at[1] == ' ' && memcmp(at + 2, ZSTR_VAL(s->service), name_len) == 0
				&& at[2 + name_len] == ' ') {
			return true;
		}
	}
	return false;
}

/* Looks, without waiting, at what the watch received since the last look
 * (at most every RL_SENTINEL_WATCH_POLL_US): true when the sentinel said
 * that the service's master moved (watch_message_is_switch()). A watch that broke is closed (opened
 * again by watch_keep()). */
static bool watch_heard_switch(rl_topo_sentinel *s)
{
	int64_t now = rl_monotonic_us();
	bool switched = false;

	if (!s->watch || !rl_node_connected(s->watch) || now - s->watch_looked_us < RL_SENTINEL_WATCH_POLL_US) {
		return false;
	}
	s->watch_looked_us = now;
	for (int i = 0; i < RL_SENTINEL_WATCH_BATCH; i++) {
		redisReply *message;
		rl_error ignored;

		if (rl_node_poll(s->watch, &message, &ignored) != RL_OK || !message) {
			break;
		}
		switched = switched || watch_message_is_switch(s, message);
		freeReplyObject(message);
	}
	return switched;
}

/* Subscribes the watch to the sentinel's channels of where the master is,
 * by deadline (the connect and handshake included), one SUBSCRIBE per
 * channel (each has its one confirmation). Returns RL_OK, or the error
 * with the watch closed. */
static rl_err watch_subscribe(rl_node *watch, int64_t deadline, rl_error *err)
{
	static const char *const promoted_argv[2] = {"SUBSCRIBE", RL_SENTINEL_PROMOTED_CHANNEL};
	static const size_t promoted_lens[2] = {9, sizeof(RL_SENTINEL_PROMOTED_CHANNEL) - 1};
	static const char *const switch_argv[2] = {"SUBSCRIBE", RL_SENTINEL_SWITCH_CHANNEL};
	static const size_t switch_lens[2] = {9, sizeof(RL_SENTINEL_SWITCH_CHANNEL) - 1};
	rl_cmd subscribe[2] = {{2, (const char **) promoted_argv, promoted_lens, 0, 0},
		{2, (const char **) switch_argv, switch_lens, 0, 0}};
	redisReply *replies[2];

	if (rl_node_ready_by(watch, deadline, err) != RL_OK
			|| rl_node_pipeline_until(watch, 2, subscribe, replies, deadline, err) != RL_OK) {
		return err->code;
	}
	bool subscribed = true;
	for (int i = 0; i < 2; i++) {
		subscribed = subscribed && replies[i]->type == REDIS_REPLY_ARRAY && replies[i]->elements == 3
			&& replies[i]->element[0]->type == REDIS_REPLY_STRING && replies[i]->element[0]->len == 9
			&& strncasecmp(replies[i]->element[0]->str, "subscribe", 9) == 0;
		freeReplyObject(replies[i]);
	}
	if (!subscribed) {
		rl_node_discard(watch);
		return rl_error_set(err, RL_ERR_CONNECT, "sentinel %s did not subscribe", ZSTR_VAL(watch->name));
	}
	return RL_OK;
}

/* Keeps a watch open: opens one on the sentinel that last named the
 * master if there is none (or it broke, or was opened before a fork),
 * after a failed try only once the pause has passed (doubled at each
 * failure), within connect_timeout and half of what is left of the
 * call's budget (deadline_us), so that the call keeps the other half. A
 * sentinel that cannot be watched costs nothing more: the calls go on,
 * and Sentinel's demotion of the old master (or its refusals) moves them
 * later. The news of the watched sentinel make master_find() ask it
 * first. A watch just opened asks that sentinel where the master is (it
 * may have moved while no watch was open), which retargets the master
 * node (closing its connection) if the answer names another. Returns
 * whether it opened the watch. */
static bool watch_keep(rl_topo_sentinel *s, int64_t deadline_us)
{
	if (s->watch && rl_node_connected(s->watch) && s->watch->opened_in == rl_fork_generation()) {
		return false; /* every route but a few comes here: nothing more to do */
	}

	rl_node *sentinel = s->sentinels[s->named_by];
	int64_t now = rl_monotonic_us();
	int64_t bound = MIN(deadline_us > now ? (deadline_us - now) / 2 : 0, (int64_t) (sentinel->spec.connect_timeout * 1e6));
	rl_error ignored;

	/* a forked child opens its own at once: the parent's pause is not its */
	bool pausing = s->watch_tried_us && s->watch_tried_in == rl_fork_generation()
		&& now - s->watch_tried_us < s->watch_retry_us;
	if (pausing || bound < RL_SENTINEL_WATCH_MIN_US) {
		return false;
	}
	s->watch_tried_us = now;
	s->watch_tried_in = rl_fork_generation();
	if (!s->watch) {
		s->watch = rl_node_create_like(sentinel, ZSTR_VAL(sentinel->spec.host), ZSTR_LEN(sentinel->spec.host), sentinel->spec.port);
		rl_node_limit_replies(s->watch, RL_SENTINEL_WATCH_MESSAGE_LIMIT);
	} else if (!rl_node_retarget(s->watch, ZSTR_VAL(sentinel->spec.host), ZSTR_LEN(sentinel->spec.host), sentinel->spec.port)) {
		return false;
	}
	if (watch_subscribe(s->watch, now + bound, &ignored) != RL_OK) {
		s->watch_retry_us = MIN(MAX(s->watch_retry_us * 2, RL_SENTINEL_WATCH_RETRY_FIRST_US),
			RL_SENTINEL_WATCH_RETRY_MAX_US);
		return false;
	}
	s->watch_retry_us = RL_SENTINEL_WATCH_RETRY_FIRST_US;
	s->watch_looked_us = 0;
	sentinel_ask(s, sentinel, &ignored);
	return true;
}

/* ---- the operations ------------------------------------------------------------ */

static rl_err sentinel_route(rl_topology *topo, uint16_t slot, int64_t deadline_us, rl_node **node, rl_error *err)
{
	rl_topo_sentinel *s = (rl_topo_sentinel *) topo;
	rl_err result = RL_OK;

	(void) slot; /* each sentinel has connect_timeout, whatever is left of deadline_us */
	if (s->found && watch_heard_switch(s)) {
		rl_node_discard(s->master); /* no more calls to the old master */
		s->found = false;
	}
	if (s->found && (rl_node_settle(s->master, err) != RL_OK || !rl_node_connected(s->master))) {
		/* a new connection goes only where the sentinels say: the old
		 * address may be a master restarted empty, not yet demoted */
		s->found = false;
	}
	if (!s->found) {
		result = master_find(s, err);
	} else if (watch_keep(s, deadline_us) && !rl_node_connected(s->master)) {
		/* the watch is opened by a call that did not look the master up
		 * (that one has spent part of its budget already); the sentinel
		 * it asked named another master: it moved while nothing watched */
		s->found = false;
		result = master_find(s, err);
	}
	*node = s->found ? s->master : NULL;
	return result;
}

/* Whether a write waits for a replica by default: yes unless the
 * sentinels said the master has none. Before any sentinel said, they are
 * asked first (as the route that follows would); when none answers, that
 * route fails with the same error without asking them again. */
static int sentinel_default_sync_replicas(rl_topology *topo)
{
	rl_topo_sentinel *s = (rl_topo_sentinel *) topo;
	bool never_answered = s->replicas == RL_SENTINEL_REPLICAS_UNKNOWN && !s->found;

	if (never_answered && s->ahead.code == RL_OK && master_find(s, &s->ahead) == RL_OK) {
		s->ahead.code = RL_OK; /* answered (even if the master could not be used yet) */
	}
	return s->replicas != 0 ? 1 : 0;
}

/* The master may have moved: its connection is closed (the next one made
 * to it checks its ROLE again) and the sentinels are asked before the
 * next route. */
static void sentinel_doubt(rl_topology *topo)
{
	rl_topo_sentinel *s = (rl_topo_sentinel *) topo;

	if (s->found) {
		rl_node_discard(s->master);
		s->found = false;
	}
}

static void sentinel_free(rl_topology *topo)
{
	rl_topo_sentinel *s = (rl_topo_sentinel *) topo;
	bool persistent = s->master->spec.persistent; /* the topology's own, as every node's */

	for (uint32_t i = 0; i < s->sentinel_count; i++) {
		rl_node_free(s->sentinels[i]);
	}
	if (s->watch) {
		rl_node_free(s->watch);
	}
	pefree(s->sentinels, persistent);
	rl_node_free(s->master);
	zend_string_release(s->service);
	pefree(s, persistent);
}

static const rl_topology_ops sentinel_ops = {
	.route = sentinel_route,
	/* a master Sentinel watches sends no redirection */
	.moved = rl_topology_moved_ignored,
	.asked = rl_topology_asked_ignored,
	.doubt = sentinel_doubt,
	.default_sync_replicas = sentinel_default_sync_replicas,
	.free = sentinel_free,
};

rl_topology *rl_topo_sentinel_create(const rl_connection_spec *spec)
{
	bool persistent = spec->persistent;
	rl_topo_sentinel *s = pecalloc(1, sizeof(*s), persistent);
	const char *list = ZSTR_VAL(spec->sentinel);
	const char *end = list + ZSTR_LEN(spec->sentinel);
	const char *host;
	size_t host_len;
	zend_long port;
	uint32_t count = 1;

	s->base.ops = &sentinel_ops;
	s->base.routed = true;
	s->base.sharded = false;
	s->replicas = RL_SENTINEL_REPLICAS_UNKNOWN;
	s->master = rl_node_create(spec);
	s->master->must_be_master = true;
	s->base.budget_us = (int64_t) (rl_node_own_timeout(s->master) * 1000000.0);
	s->service = zend_string_init(ZSTR_VAL(spec->service), ZSTR_LEN(spec->service), persistent);
	for (const char *p = list; p < end; p++) {
		count += *p == ',';
	}
	s->sentinels = pecalloc(count, sizeof(*s->sentinels), persistent);
	while (s->sentinel_count < count && rl_address_list_next(&list, end, &host, &host_len, &port)) {
		s->sentinels[s->sentinel_count++] = rl_node_create_as(s->master, host, host_len, port,
			spec->sentinel_user, spec->sentinel_password, 0);
	}
	return &s->base;
}
