/*
 * A master found through Sentinel.
 *
 * Invariants: master is the one data node, created with the spec's
 * settings and pointed (rl_node_retarget()) wherever a sentinel names the
 * master, so that a pointer to it stays valid for the topology's life
 * however often and wherever the master moves; found says that it points
 * where a sentinel named and was reached there, and routes use it only
 * then; sentinels are in the order the spec gave them, and are asked
 * from the one that last named the master (named_by) on; watches[i], when
 * connected, is subscribed to the "+promoted-slave" and "+switch-master"
 * channels of sentinels[i]; replicas is what the last sentinel asked
 * said of the master's replicas (RL_SENTINEL_REPLICAS_UNKNOWN until one
 * said).
 *
 * Learning the replicas. Whether a write waits for a replica by default
 * (sync_replicas not given) depends on whether the sentinels know one
 * ("num-slaves" of SENTINEL MASTER, asked with every lookup of the
 * master). A count of 0 is not kept: while it is 0, the sentinel that
 * named the master is asked it again, one blocking SENTINEL MASTER within
 * connect_timeout, at most every RL_SENTINEL_REPLICAS_RECHECK_US, before
 * a write that may wait; a replica that joins later (and that the
 * sentinels found, within about 10 s) is waited for from then on, on
 * pooled connections too. A count above 0 only falls back to 0 after
 * SENTINEL RESET; the WAIT that then finds no replica doubts the master,
 * whose next lookup reads the count again. A sentinel that does not
 * answer leaves the count as it was until the next ask.
 *
 * Following a failover. Sentinel does not stop the old master: after
 * SENTINEL FAILOVER, or a split that cut the master off from the
 * sentinels, it takes writes from the clients still connected to it until
 * Sentinel demotes it (when it next checks it, up to 10 s later), and
 * every lock taken there meanwhile is lost. So a route first looks, without
 * waiting (one poll() per watch at most every RL_SENTINEL_WATCH_POLL_US),
 * for a sentinel's message that the service's master moved: when one came,
 * the master is doubted and asked for again, from that sentinel on, and
 * the calls go to the new one within milliseconds of the sentinel naming
 * it, none failing first. Every sentinel is watched, since the one that
 * leads the failover names the new master first and the others only once
 * they hear of it.
 *
 * Keeping the watches. A watch is kept alive by a PING each
 * RL_SENTINEL_WATCH_PING_US, whose answer must come within
 * RL_SENTINEL_WATCH_SILENT_US (a silent cut sends no close): else it is
 * closed. Closed watches are opened again by routes that found the master
 * (one per route, within half of what is left of its budget and
 * connect_timeout), at once after a break, else after pauses (see
 * RL_SENTINEL_WATCH_RETRY_FIRST_US); one opened while no other was open
 * asks its sentinel where the master is, which catches a move nothing
 * watched. The cost: a
 * sentinel that accepts connections but never answers holds up the call
 * that tries its watch for that bound, at those pauses.
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

/* How often a route looks at the watches. */
#define RL_SENTINEL_WATCH_POLL_US INT64_C(1000)

/* A watch's liveness: a PING on it when it has had none for
 * RL_SENTINEL_WATCH_PING_US, whose answer must come within
 * RL_SENTINEL_WATCH_SILENT_US, else the watch is taken as cut (a silent
 * network cut, a frozen sentinel: no close ever comes) and closed. */
#define RL_SENTINEL_WATCH_PING_US INT64_C(1000000)
#define RL_SENTINEL_WATCH_SILENT_US INT64_C(1000000)

/* The time a PING on a watch may take to be sent (it is a few bytes: only a
 * peer that stopped reading leaves no room for them). */
#define RL_SENTINEL_WATCH_SEND_US INT64_C(1000)

/* Opening watches: a watch that was open and broke (its sentinel closed
 * it, or restarts) is opened again by the next route. After a try that
 * failed, or a watch that went silent, that sentinel is tried again after
 * a pause, the first, doubled after each failure up to the last, while
 * another watch is open (that one hears the news); while none is open,
 * the process hears no sentinel, and the closed ones are tried in turn,
 * one try at most every RL_SENTINEL_WATCH_RETRY_FIRST_US. Whatever the
 * pauses, no try follows a failed one sooner than that, so a sentinel
 * that accepts connections but never answers costs one call at most its
 * connect_timeout (and half of that call's budget) in every such
 * stretch. */
#define RL_SENTINEL_WATCH_RETRY_FIRST_US INT64_C(1000000)
#define RL_SENTINEL_WATCH_RETRY_MAX_US INT64_C(64000000)

/* The least time worth trying to open a watch in. */
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

/* While the sentinels know no replica of the master, how often the count
 * is asked again (a replica that joins later is waited for from then on;
 * a sentinel finds a new replica within about 10 s). */
#define RL_SENTINEL_REPLICAS_RECHECK_US INT64_C(1000000)

/* A subscription to one sentinel's news of the master (the "+promoted-slave"
 * and "+switch-master" channels). */
typedef struct rl_sentinel_watch {
	rl_node *node;        /* NULL until first opened */
	int64_t tried_us;     /* when a try to open it last failed, ... */
	uint32_t tried_in;    /* ... in the process of this fork generation */
	int64_t retry_us;     /* the pause after that failure */
	int64_t pinged_us;    /* when the last PING was sent on it */
	bool ping_owed;       /* that PING's answer has not come yet */
} rl_sentinel_watch;

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
	int64_t replicas_asked_us; /* when a sentinel was last asked that */
	rl_error ahead;       /* a lookup made ahead of a route (for
	                       * default_sync_replicas) that no sentinel
	                       * answered: that route fails with it rather
	                       * than asking them all again; code RL_OK: none */
	zend_string *service;
	rl_sentinel_watch *watches; /* one per sentinel, in their order */
	int64_t watch_failed_us;    /* when a try to open a watch last failed, ... */
	uint32_t watch_failed_in;   /* ... in the process of this fork generation */
	int64_t watch_looked_us;    /* when the watches were last polled */
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
		s->replicas_asked_us = rl_monotonic_us();
	}
	freeReplyObject(reply);
	freeReplyObject(replies[1]);
	return result;
}

/* Asks the sentinel that last named the master, within connect_timeout,
 * how many replicas of it it knows, and sets s->replicas from its answer
 * (an error answer: RL_SENTINEL_REPLICAS_UNKNOWN, as in sentinel_ask()).
 * When it does not answer, s->replicas stays as it was until the next
 * ask, RL_SENTINEL_REPLICAS_RECHECK_US later. */
static void replicas_ask(rl_topo_sentinel *s)
{
	const char *argv[3] = {"SENTINEL", "MASTER", ZSTR_VAL(s->service)};
	size_t lens[3] = {8, 6, ZSTR_LEN(s->service)};
	rl_cmd ask = {3, argv, lens, 0, 0};
	rl_node *sentinel = s->sentinels[s->named_by];
	int64_t deadline = rl_deadline_after(sentinel->spec.connect_timeout);
	redisReply *reply;
	rl_error ignored;

	s->replicas_asked_us = rl_monotonic_us();
	rl_node_limit_replies(sentinel, RL_SENTINEL_REPLY_LIMIT);
	if (rl_node_ready_by(sentinel, deadline, &ignored) == RL_OK
			&& rl_node_pipeline_until(sentinel, 1, &ask, &reply, deadline, &ignored) == RL_OK) {
		s->replicas = replicas_answered(reply);
		freeReplyObject(reply);
	}
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

/* Whether a message from a watch is the answer to its PING (on a
 * subscribed connection: ["pong", ""]). */
static bool watch_message_is_pong(const redisReply *m)
{
	return m->type == REDIS_REPLY_ARRAY && m->elements >= 1 && m->element[0]->type == REDIS_REPLY_STRING
		&& m->element[0]->len == 4 && strncasecmp(m->element[0]->str, "pong", 4) == 0;
}

/* Whether watch w is open, for this process. */
static bool watch_is_open(const rl_sentinel_watch *w)
{
	return w->node && rl_node_connected(w->node) && w->node->opened_in == rl_fork_generation();
}

/* Reads, without waiting, what the open watch w received since the last
 * look (at most RL_SENTINEL_WATCH_BATCH messages; the rest wait for the
 * next): true when its sentinel said that the service's master moved
 * (watch_message_is_switch()). A watch that broke is closed. */
static bool watch_read(const rl_topo_sentinel *s, rl_sentinel_watch *w)
{
	bool switched = false;

	for (int i = 0; i < RL_SENTINEL_WATCH_BATCH; i++) {
		redisReply *message;
		rl_error ignored;

		if (rl_node_poll(w->node, &message, &ignored) != RL_OK || !message) {
			break;
		}
		w->ping_owed = w->ping_owed && !watch_message_is_pong(message);
		switched = switched || watch_message_is_switch(s, message);
		freeReplyObject(message);
	}
	return switched;
}

/* Keeps the open watch w alive, now: closes it when its PING went
 * unanswered for RL_SENTINEL_WATCH_SILENT_US (a silent cut or a frozen
 * sentinel sends no close), its pause then started as after a failed try
 * to open it, else sends a PING when none was sent for
 * RL_SENTINEL_WATCH_PING_US (its answer is read by watch_read()). PING
 * without an argument: a Redis 6.0 sentinel takes none. */
static void watch_check_alive(rl_sentinel_watch *w, int64_t now)
{
	static const char *const argv[1] = {"PING"};
	static const size_t lens[1] = {4};
	rl_cmd ping = {1, (const char **) argv, lens, 0, 0};
	rl_error ignored;

	if (w->ping_owed) {
		if (now - w->pinged_us >= RL_SENTINEL_WATCH_SILENT_US) {
			/* taken as a failed try: a frozen sentinel would hold up the
			 * call that opens it again for its connect_timeout */
			rl_node_discard(w->node);
			w->tried_us = now;
			w->tried_in = rl_fork_generation();
			w->retry_us = MIN(MAX(w->retry_us * 2, RL_SENTINEL_WATCH_RETRY_FIRST_US), RL_SENTINEL_WATCH_RETRY_MAX_US);
		}
		return;
	}
	if (now - w->pinged_us >= RL_SENTINEL_WATCH_PING_US
			&& rl_node_send_until(w->node, 1, &ping, now + RL_SENTINEL_WATCH_SEND_US, &ignored) == RL_OK) {
		w->pinged_us = now;
		w->ping_owed = true;
	}
}

/* Looks, without waiting, at every open watch (at most every
 * RL_SENTINEL_WATCH_POLL_US): reads what it received (watch_read()) and
 * keeps it alive (watch_check_alive()). Returns the index of the first
 * sentinel that said that the service's master moved, or -1. */
static int64_t watches_look(rl_topo_sentinel *s)
{
	int64_t now = rl_monotonic_us();
	int64_t heard = -1;

	if (now - s->watch_looked_us < RL_SENTINEL_WATCH_POLL_US) {
		return -1;
	}
	s->watch_looked_us = now;
	for (uint32_t i = 0; i < s->sentinel_count; i++) {
		rl_sentinel_watch *w = &s->watches[i];

		if (!watch_is_open(w)) {
			continue;
		}
		if (watch_read(s, w) && heard < 0) {
			heard = i;
		}
		if (watch_is_open(w)) {
			watch_check_alive(w, now);
		}
	}
	return heard;
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

/* Whether a watch other than that of sentinel i is open (i =
 * sentinel_count: any watch). */
static bool watch_other_open(const rl_topo_sentinel *s, uint32_t i)
{
	for (uint32_t k = 0; k < s->sentinel_count; k++) {
		if (k != i && watch_is_open(&s->watches[k])) {
			return true;
		}
	}
	return false;
}

/* The sentinel whose watch to open now, or -1. A candidate is closed
 * (never opened, broke, went silent, or opened before a fork: a forked
 * child opens its own at once, the parent's pauses are not its). None
 * within RL_SENTINEL_WATCH_RETRY_FIRST_US of a failed try; while another
 * watch is open, the first candidate past its own pause; while none is,
 * the candidate tried longest ago, pause or not. */
static int64_t watch_to_open(const rl_topo_sentinel *s, int64_t now)
{
	uint32_t generation = rl_fork_generation();
	int64_t pick = -1, oldest = 0;

	if (s->watch_failed_in == generation && now - s->watch_failed_us < RL_SENTINEL_WATCH_RETRY_FIRST_US) {
		return -1;
	}
	bool any_open = watch_other_open(s, s->sentinel_count);
	for (uint32_t i = 0; i < s->sentinel_count; i++) {
		const rl_sentinel_watch *w = &s->watches[i];
		int64_t tried = w->tried_in == generation ? w->tried_us : 0;

		if (watch_is_open(w) || (any_open && tried && now - tried < w->retry_us)) {
			continue;
		}
		if (pick < 0 || tried < oldest) {
			pick = i;
			oldest = tried;
		}
	}
	return pick;
}

/* Opens the watch of sentinel i (watch_subscribe()) within its
 * connect_timeout and half of what is left of the call's budget
 * (deadline_us), so that the call keeps the other half. A failed try
 * starts the watch's pause (doubled at each failure) and the pause of
 * every try (watch_to_open()). A watch opened while no other was asks its
 * sentinel where the master is (it may have moved while nothing watched),
 * which retargets the master node (closing its connection) if the answer
 * names another; while another was open, that one heard any news. Returns
 * whether it opened the watch. */
static bool watch_open(rl_topo_sentinel *s, uint32_t i, int64_t deadline_us)
{
	rl_sentinel_watch *w = &s->watches[i];
	rl_node *sentinel = s->sentinels[i];
	int64_t now = rl_monotonic_us();
	int64_t bound = MIN(deadline_us > now ? (deadline_us - now) / 2 : 0, (int64_t) (sentinel->spec.connect_timeout * 1e6));
	bool deaf = !watch_other_open(s, i);
	rl_error ignored;

	if (bound < RL_SENTINEL_WATCH_MIN_US) {
		return false;
	}
	if (!w->node) {
		w->node = rl_node_create_like(sentinel, ZSTR_VAL(sentinel->spec.host), ZSTR_LEN(sentinel->spec.host),
			sentinel->spec.port);
		rl_node_limit_replies(w->node, RL_SENTINEL_WATCH_MESSAGE_LIMIT);
	}
	if (watch_subscribe(w->node, now + bound, &ignored) != RL_OK) {
		w->tried_us = s->watch_failed_us = rl_monotonic_us();
		w->tried_in = s->watch_failed_in = rl_fork_generation();
		w->retry_us = MIN(MAX(w->retry_us * 2, RL_SENTINEL_WATCH_RETRY_FIRST_US), RL_SENTINEL_WATCH_RETRY_MAX_US);
		return false;
	}
	w->retry_us = 0; /* should it break, it is opened again at once */
	w->pinged_us = rl_monotonic_us(); /* the subscription's answers showed it alive */
	w->ping_owed = false;
	if (deaf) {
		sentinel_ask(s, sentinel, &ignored);
	}
	return true;
}

/* Keeps every sentinel watched: opens at most one closed watch
 * (watch_to_open(), watch_open()). Returns the index of the sentinel whose
 * watch it opened, or -1. */
static int64_t watches_keep(rl_topo_sentinel *s, int64_t deadline_us)
{
	int64_t i = watch_to_open(s, rl_monotonic_us());

	return i >= 0 && watch_open(s, (uint32_t) i, deadline_us) ? i : -1;
}

/* ---- the operations ------------------------------------------------------------ */

static rl_err sentinel_route(rl_topology *topo, uint16_t slot, int64_t deadline_us, rl_node **node, rl_error *err)
{
	rl_topo_sentinel *s = (rl_topo_sentinel *) topo;
	rl_err result = RL_OK;
	int64_t news_from;

	(void) slot; /* each sentinel has connect_timeout, whatever is left of deadline_us */
	if (s->found && (news_from = watches_look(s)) >= 0) {
		rl_node_discard(s->master); /* no more calls to the old master */
		s->found = false;
		s->named_by = (uint32_t) news_from; /* the others may still name the old one */
	}
	if (s->found && (rl_node_settle(s->master, err) != RL_OK || !rl_node_connected(s->master))) {
		/* a new connection goes only where the sentinels say: the old
		 * address may be a master restarted empty, not yet demoted */
		s->found = false;
	}
	if (!s->found) {
		result = master_find(s, err);
	} else if ((news_from = watches_keep(s, deadline_us)) >= 0 && !rl_node_connected(s->master)) {
		/* the watch is opened by a call that did not look the master up
		 * (that one has spent part of its budget already); the sentinel
		 * it asked named another master: it moved while nothing watched */
		s->found = false;
		s->named_by = (uint32_t) news_from;
		result = master_find(s, err);
	}
	*node = s->found ? s->master : NULL;
	return result;
}

/* Whether a write waits for a replica by default: yes unless the
 * sentinels said the master has none. Before any sentinel said, they are
 * asked first (as the route that follows would); when none answers, that
 * route fails with the same error without asking them again. While they
 * said none, the one that named the master is asked again at most every
 * RL_SENTINEL_REPLICAS_RECHECK_US (replicas_ask()), so that a replica
 * that joined later is waited for. */
static int sentinel_default_sync_replicas(rl_topology *topo)
{
	rl_topo_sentinel *s = (rl_topo_sentinel *) topo;
	bool never_answered = s->replicas == RL_SENTINEL_REPLICAS_UNKNOWN && !s->found;

	if (never_answered && s->ahead.code == RL_OK && master_find(s, &s->ahead) == RL_OK) {
		s->ahead.code = RL_OK; /* answered (even if the master could not be used yet) */
	} else if (s->replicas == 0 && rl_monotonic_us() - s->replicas_asked_us >= RL_SENTINEL_REPLICAS_RECHECK_US) {
		replicas_ask(s);
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
	for (uint32_t i = 0; i < s->sentinel_count; i++) {
		if (s->watches[i].node) {
			rl_node_free(s->watches[i].node);
		}
	}
	pefree(s->watches, persistent);
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
	s->watches = pecalloc(count, sizeof(*s->watches), persistent);
	while (s->sentinel_count < count && rl_address_list_next(&list, end, &host, &host_len, &port)) {
		s->sentinels[s->sentinel_count++] = rl_node_create_as(s->master, host, host_len, port,
			spec->sentinel_user, spec->sentinel_password, 0);
	}
	return &s->base;
}
