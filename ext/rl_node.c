/*
 * The connection to one Redis server.
 *
 * The socket is ours (rl_socket.c connects it and sends on it within
 * deadlines; rl_resp.c formats the commands); its replies are received
 * here, within the same deadlines, and parsed by hiredis's reader. A call
 * is one round trip: its commands sent whole, then every reply read, all
 * by one deadline, so neither a signal nor a server that trickles bytes can
 * stretch it.
 */
#include <errno.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <stdarg.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include "php.h"

#include "rl_node.h"
#include "rl_options.h"
#include "rl_os.h"
#include "rl_socket.h"

/* A connection idle for less than this is used without first checking that
 * the server has not closed it (node_is_stale(), one system call): a close
 * so soon after a reply is rare, and it then shows as a lost connection.
 * A restart takes longer than this. */
#define RL_STALE_CHECK_AFTER_US INT64_C(100000)

/* The most memory node->out keeps between calls: enough for the commands of
 * most calls; a larger one (an enqueue of many ids) frees it after use. */
#define RL_OUT_KEEP 16384

/* The most bytes the answers to the handshake may take: a few hundred. */
#define RL_HANDSHAKE_REPLY_LIMIT (1024 * 1024)

/* What the handshake's PING carries; only Redis answers it with this text
 * as a bulk string (an echo service answers an array, a service that
 * answers "+OK" to anything a status). */
#define RL_HANDSHAKE_PING "redislock"

/* ---- creation ------------------------------------------------------------ */

static void string_free(zend_string *s)
{
	if (s) {
		zend_string_free(s);
	}
}

/* Whether host may be a node's: not empty, at most 255 bytes (a DNS
 * name's limit), no NUL byte (hiredis and the node's name would cut it). */
static bool host_usable(const char *host, size_t host_len)
{
	return host_len > 0 && host_len <= 255 && !memchr(host, '\0', host_len);
}

/* Appends the name of the TCP address host:port to out (allocated with
 * the given persistence), as messages and node tables write it:
 * "host:port", or "[host]:port" for IPv6. */
static void address_name_append(smart_str *out, bool persistent, const char *host, size_t host_len, zend_long port)
{
	bool ipv6 = memchr(host, ':', host_len) != NULL;

	smart_str_appends_ex(out, ipv6 ? "[" : "", persistent);
	smart_str_appendl_ex(out, host, host_len, persistent);
	smart_str_appends_ex(out, ipv6 ? "]:" : ":", persistent);
	smart_str_append_long_ex(out, port, persistent);
	smart_str_0(out);
}

/* Sets the name of a TCP node from its host and port. */
static void node_name_set(rl_node *node)
{
	smart_str name = {0};

	address_name_append(&name, node->spec.persistent, ZSTR_VAL(node->spec.host), ZSTR_LEN(node->spec.host), node->spec.port);
	string_free(node->name);
	node->name = name.s;
}

/* Every allocation of a node (and of its names, even passing ones) has
 * the node's own persistence: a background topology's nodes never touch
 * the request heap (rl_topology.h). */
rl_node *rl_node_create(const rl_connection_spec *spec)
{
	bool p = spec->persistent;
	rl_node *node = pecalloc(1, sizeof(*node), p);
	smart_str name = {0};

	rl_connection_spec_copy(&node->spec, spec, p);
	node->fd = -1;

	if (node->spec.socket) {
		smart_str_appends_ex(&name, "unix:", p);
		smart_str_append_ex(&name, node->spec.socket, p);
		smart_str_0(&name);
		node->name = name.s;
	} else {
		node_name_set(node);
	}
	return node;
}

rl_node *rl_node_create_like(const rl_node *model, const char *host, size_t host_len, zend_long port)
{
	return rl_node_create_as(model, host, host_len, port, model->spec.user, model->spec.password, model->spec.database);
}

rl_node *rl_node_create_as(const rl_node *model, const char *host, size_t host_len, zend_long port,
	zend_string *user, zend_string *password, zend_long database)
{
	zend_string *address = zend_string_init(host, host_len, model->spec.persistent);
	rl_connection_spec spec = model->spec; /* its strings are copied by rl_node_create() */

	spec.host = address;
	spec.socket = NULL;
	spec.port = port;
	spec.user = user;
	spec.password = password;
	spec.database = database;
	rl_node *node = rl_node_create(&spec);

	zend_string_release(address);
	return node;
}

static void node_table_entry_free(zval *zv)
{
	rl_node_free(Z_PTR_P(zv));
}

void rl_node_table_init(HashTable *table, bool persistent)
{
	zend_hash_init(table, 8, NULL, node_table_entry_free, persistent);
}

rl_node *rl_node_table_at(HashTable *table, const rl_node *model, const char *host, size_t host_len, zend_long port,
	uint32_t max)
{
	if (!host_usable(host, host_len)) {
		return NULL;
	}
	smart_str name = {0};

	address_name_append(&name, model->spec.persistent, host, host_len, port);
	rl_node *node = zend_hash_find_ptr(table, name.s);

	smart_str_free_ex(&name, model->spec.persistent);
	if (node || zend_hash_num_elements(table) >= max) {
		return node;
	}
	node = rl_node_create_like(model, host, host_len, port);
	zend_hash_str_add_new_ptr(table, ZSTR_VAL(node->name), ZSTR_LEN(node->name), node);
	return node;
}

/* Closes the connection, if any. After a fork the child closes only its
 * copy of the descriptor, which leaves the parent's connection alone. */
static void node_close(rl_node *node)
{
	node->owed = 0;
	if (node->tls_session) {
		/* a close_notify only from the process that opened the session */
		rl_tls_free(node->tls_session, node->opened_in == rl_fork_generation());
		node->tls_session = NULL;
	}
	if (node->reader) {
		redisReaderFree(node->reader);
		node->reader = NULL;
	}
	if (node->fd >= 0) {
		close(node->fd);
		node->fd = -1;
	}
}

bool rl_node_retarget(rl_node *node, const char *host, size_t host_len, zend_long port)
{
	ZEND_ASSERT(node->spec.host);
	if (!host_usable(host, host_len)) {
		return false;
	}
	if (ZSTR_LEN(node->spec.host) == host_len && memcmp(ZSTR_VAL(node->spec.host), host, host_len) == 0 && node->spec.port == port) {
		return true;
	}
	node_close(node);
	string_free(node->spec.host);
	node->spec.host = zend_string_init(host, host_len, node->spec.persistent);
	node->spec.port = port;
	node_name_set(node);
	return true;
}

void rl_node_free(rl_node *node)
{
	node_close(node);
	smart_str_free_ex(&node->out, node->spec.persistent);
	string_free(node->name);
	bool persistent = node->spec.persistent;

	rl_connection_spec_free(&node->spec);
	pefree(node, persistent);
}

/* ---- connecting ------------------------------------------------------------ */

/* Sets a message for a connect that failed with errno error. */
static rl_err connect_failed(const rl_node *node, int error, rl_error *err)
{
	char reason[256];

	if (error == ETIMEDOUT) {
		return rl_error_set(err, RL_ERR_CONNECT, "cannot connect to %s within %g s (connect_timeout)",
			ZSTR_VAL(node->name), node->spec.connect_timeout);
	}
	return rl_error_set(err, RL_ERR_CONNECT, "cannot connect to %s: %s", ZSTR_VAL(node->name),
		rl_os_strerror(error, reason, sizeof(reason)));
}

/* Connects node->fd to the server by deadline_us, trying each address the
 * host name resolves to in turn within that one deadline. (Resolving the
 * name itself is bounded by the system resolver's own timeouts.) */
static rl_err node_connect(rl_node *node, int64_t deadline_us, rl_error *err)
{
	int error = ETIMEDOUT;

	if (node->spec.socket) {
		struct sockaddr_un addr = {.sun_family = AF_UNIX};

		if (ZSTR_LEN(node->spec.socket) >= sizeof(addr.sun_path)) {
			return rl_error_set(err, RL_ERR_CONNECT, "cannot connect to %s: the path is longer than %zu bytes",
				ZSTR_VAL(node->name), sizeof(addr.sun_path) - 1);
		}
		memcpy(addr.sun_path, ZSTR_VAL(node->spec.socket), ZSTR_LEN(node->spec.socket) + 1);
		node->fd = rl_socket_connect((struct sockaddr *) &addr, sizeof(addr), deadline_us, &error);
		node->opened_in = rl_fork_generation();
		return node->fd >= 0 ? RL_OK : connect_failed(node, error, err);
	}

	struct addrinfo hints = {.ai_family = AF_UNSPEC, .ai_socktype = SOCK_STREAM};
	struct addrinfo *list;
	char port[MAX_LENGTH_OF_LONG + 1];
	int rc;

	snprintf(port, sizeof(port), ZEND_LONG_FMT, node->spec.port);
	rc = getaddrinfo(ZSTR_VAL(node->spec.host), port, &hints, &list);
	if (rc != 0) {
		return rl_error_set(err, RL_ERR_CONNECT, "cannot connect to %s: cannot resolve the host name: %s",
			ZSTR_VAL(node->name), rc == EAI_SYSTEM ? strerror(errno) : gai_strerror(rc));
	}
	for (struct addrinfo *ai = list; ai && node->fd < 0 && rl_monotonic_us() < deadline_us; ai = ai->ai_next) {
		node->fd = rl_socket_connect(ai->ai_addr, ai->ai_addrlen, deadline_us, &error);
	}
	freeaddrinfo(list);
	if (node->fd < 0) {
		return connect_failed(node, error, err);
	}
	int on = 1;
	setsockopt(node->fd, IPPROTO_TCP, TCP_NODELAY, &on, sizeof(on));
	node->opened_in = rl_fork_generation();
	if (node->spec.tls) {
		/* the TLS handshake counts against connect_timeout too */
		rl_tls_settings settings = {
			.ca_file = node->spec.tls_ca_file ? ZSTR_VAL(node->spec.tls_ca_file) : NULL,
			.ca_path = node->spec.tls_ca_path ? ZSTR_VAL(node->spec.tls_ca_path) : NULL,
			.cert = node->spec.tls_cert ? ZSTR_VAL(node->spec.tls_cert) : NULL,
			.key = node->spec.tls_key ? ZSTR_VAL(node->spec.tls_key) : NULL,
			.server_name = node->spec.tls_server_name ? ZSTR_VAL(node->spec.tls_server_name) : NULL,
			.verify = node->spec.tls_verify,
		};
		node->tls_session = rl_tls_connect(node->fd, ZSTR_VAL(node->spec.host), &settings, ZSTR_VAL(node->name),
			deadline_us, err);
		if (!node->tls_session) {
			close(node->fd);
			node->fd = -1;
			return err->code;
		}
	}
	return RL_OK;
}

/* ---- sending ----------------------------------------------------------------- */

/* Sends n commands, whole, by deadline_us. node->out keeps its memory for
 * the next call unless it grew past RL_OUT_KEEP. Returns RL_OK or the
 * error (code 4 for the deadline, 3 otherwise: part may have been sent). */
static rl_err node_send(rl_node *node, size_t n, const rl_cmd *cmds, int64_t deadline_us, rl_error *err)
{
	int failed;

	if (node->out.s) {
		ZSTR_LEN(node->out.s) = 0;
	}
	node->received = 0;
	for (size_t i = 0; i < n; i++) {
		rl_resp_append(&node->out, node->spec.persistent, &cmds[i]);
	}
	if (!node->out.s) {
		failed = 0;
	} else if (node->tls_session) {
		failed = rl_tls_send_all(node->tls_session, node->fd, ZSTR_VAL(node->out.s), ZSTR_LEN(node->out.s), deadline_us);
	} else {
		failed = rl_socket_send_all(node->fd, ZSTR_VAL(node->out.s), ZSTR_LEN(node->out.s), deadline_us);
	}
	if (node->out.a > RL_OUT_KEEP) {
		smart_str_free_ex(&node->out, node->spec.persistent);
	}
	if (failed == ETIMEDOUT) {
		return rl_error_set(err, RL_ERR_TIMEOUT, "cannot send to %s within %g s (read_timeout)",
			ZSTR_VAL(node->name), node->spec.read_timeout);
	}
	if (failed) {
		char reason[256];
		return rl_error_set(err, RL_ERR_IO, "connection to %s lost: %s", ZSTR_VAL(node->name),
			failed == EPROTO && node->tls_session ? rl_tls_last_error()
			: rl_os_strerror(failed, reason, sizeof(reason)));
	}
	return RL_OK;
}

/* ---- receiving ---------------------------------------------------------------- */

typedef enum read_status {
	READ_OK,       /* a whole reply */
	READ_DEADLINE, /* none by the deadline; what came so far stays buffered */
	READ_FAILED    /* err set: the connection broke or sent something else */
} read_status;

/* Receives up to cap bytes by deadline_us, through TLS when the connection
 * has it. Returns the count; 0 when the server closed the connection; -2
 * when the deadline passed; -1 with errno (EAGAIN or EINTR: try again;
 * EPROTO: TLS failed, rl_tls_last_error() says why). */
static ssize_t node_receive(rl_node *node, char *buf, size_t cap, int64_t deadline_us)
{
	if (node->tls_session) {
		return rl_tls_recv(node->tls_session, node->fd, buf, cap, deadline_us);
	}
	int ready = rl_socket_wait(node->fd, POLLIN, deadline_us);
	if (ready <= 0) {
		return ready == 0 ? -2 : -1;
	}
	return recv(node->fd, buf, cap, MSG_DONTWAIT);
}

/* Reads one reply into *reply by deadline_us (0: none). */
static read_status node_read(rl_node *node, redisReply **reply, int64_t deadline_us, rl_error *err)
{
	for (;;) {
		void *parsed = NULL;
		char buf[16384];
		ssize_t got;

		if (redisReaderGetReply(node->reader, &parsed) != REDIS_OK) {
			char text[RL_SERVER_TEXT_MAX + 64];
			rl_server_text(text, sizeof(text), node->reader->errstr, strlen(node->reader->errstr), node->spec.password);
			rl_error_set(err, RL_ERR_IO, "%s sent something that is not a Redis reply (%s)", ZSTR_VAL(node->name), text);
			return READ_FAILED;
		}
		if (parsed) {
			*reply = parsed;
			rl_reply_script_error_unwrap(*reply);
			return READ_OK;
		}
		got = node_receive(node, buf, sizeof(buf), deadline_us);
		if (got > 0) {
			node->received += (size_t) got;
			if (node->reply_limit && node->received > node->reply_limit) {
				rl_error_set(err, RL_ERR_IO, "%s sent more than %zu bytes in answer to one call (the limit is PHP's "
					"memory_limit): the connection was closed", ZSTR_VAL(node->name), node->reply_limit);
				return READ_FAILED;
			}
			redisReaderFeed(node->reader, buf, (size_t) got); /* fails only without memory: aborts */
		} else if (got == 0) {
			rl_error_set(err, RL_ERR_IO, "connection to %s lost: the server closed it", ZSTR_VAL(node->name));
			return READ_FAILED;
		} else if (got == -2) {
			return READ_DEADLINE;
		} else if (errno != EINTR && errno != EAGAIN && errno != EWOULDBLOCK) {
			char reason[256];
			rl_error_set(err, RL_ERR_IO, "connection to %s lost: %s", ZSTR_VAL(node->name),
				errno == EPROTO && node->tls_session ? rl_tls_last_error()
				: rl_os_strerror(errno, reason, sizeof(reason)));
			return READ_FAILED;
		}
	}
}

/* Reads n replies into replies[] by deadline_us. On failure frees what was
 * read, sets err (code 4 for the deadline) and returns it. */
static rl_err node_read_all(rl_node *node, size_t n, redisReply **replies, int64_t deadline_us, rl_error *err)
{
	for (size_t i = 0; i < n; i++) {
		read_status status = node_read(node, &replies[i], deadline_us, err);

		if (status != READ_OK) {
			if (status == READ_DEADLINE) {
				rl_error_set(err, RL_ERR_TIMEOUT, "no reply from %s within %g s (read_timeout)",
					ZSTR_VAL(node->name), node->spec.read_timeout);
			}
			while (i > 0) {
				freeReplyObject(replies[--i]);
				replies[i] = NULL;
			}
			return err->code;
		}
	}
	return RL_OK;
}

/* ---- the handshake ------------------------------------------------------------- */

/* The value of "field:" in INFO's text, as a string of at most size - 1
 * bytes; "" when missing. */
static void info_field(const redisReply *info, const char *field, char *out, size_t size)
{
	size_t field_len = strlen(field);
	const char *p = info->str, *end = info->str + info->len;

	out[0] = '\0';
	while (p < end) {
		const char *eol = memchr(p, '\n', (size_t) (end - p));
		const char *line_end = eol ? eol : end;

		if ((size_t) (line_end - p) > field_len && memcmp(p, field, field_len) == 0 && p[field_len] == ':') {
			size_t len = (size_t) (line_end - p) - field_len - 1;
			while (len > 0 && (p[field_len + 1 + len - 1] == '\r' || p[field_len + 1 + len - 1] == ' ')) {
				len--;
			}
			len = MIN(len, size - 1);
			memcpy(out, p + field_len + 1, len);
			out[len] = '\0';
			return;
		}
		p = line_end + 1;
	}
}

/* Records from INFO memory's text whether the server may evict keys. */
static void learn_eviction(rl_node *node, const redisReply *info)
{
	char maxmemory[32], policy[sizeof(node->eviction_policy)];

	node->eviction_policy[0] = '\0';
	if (info->type != REDIS_REPLY_STRING) {
		return; /* INFO refused (an ACL, a renamed command): nothing known */
	}
	info_field(info, "maxmemory", maxmemory, sizeof(maxmemory));
	info_field(info, "maxmemory_policy", policy, sizeof(policy));
	if (ZEND_STRTOL(maxmemory, NULL, 10) <= 0 || strcmp(policy, "noeviction") == 0) {
		return;
	}
	/* it goes into a warning: only what a policy's name is made of, and
	 * nothing that repeats the password */
	bool name_like = policy[0] != '\0';
	for (const char *p = policy; *p; p++) {
		name_like &= (*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') || *p == '-';
	}
	char shown[RL_SERVER_TEXT_MAX + 64];
	rl_server_text(shown, sizeof(shown), policy, strlen(policy), node->spec.password);
	if (!name_like || strcmp(shown, policy) != 0) {
		snprintf(policy, sizeof(policy), "(not shown)");
	}
	memcpy(node->eviction_policy, policy, sizeof(policy));
}

/* The commands of the handshake, in order; AUTH and SELECT only when
 * needed. */
typedef struct handshake {
	rl_cmd cmds[6];
	const char *argv[13];
	size_t lens[13];
	size_t n;
	int auth, select, ping, info, role; /* their index in cmds, -1: not sent */
	char db[MAX_LENGTH_OF_LONG + 1];
	char client_name[48];
	char label[80]; /* "AUTH, SELECT, CLIENT SETNAME, PING, INFO, ROLE" as sent */
} handshake;

/* Adds one command of argc arguments to hs; returns its index. */
static int handshake_add(handshake *hs, const char *label, int argc, ...)
{
	va_list args;
	size_t first = 0;

	for (size_t i = 0; i < hs->n; i++) {
		first += (size_t) hs->cmds[i].argc;
	}
	va_start(args, argc);
	for (int i = 0; i < argc; i++) {
		hs->argv[first + i] = va_arg(args, const char *);
		hs->lens[first + i] = va_arg(args, size_t);
	}
	va_end(args);
	hs->cmds[hs->n] = (rl_cmd) {argc, hs->argv + first, hs->lens + first, 0, 0};
	snprintf(hs->label + strlen(hs->label), sizeof(hs->label) - strlen(hs->label), "%s%s", hs->n ? ", " : "", label);
	return (int) hs->n++;
}

static void handshake_build(const rl_node *node, handshake *hs)
{
	memset(hs, 0, sizeof(*hs));
	hs->auth = hs->select = hs->role = -1;
	/* AUTH as "default" in the one-argument form, which means the same to
	 * every server that knows users and is the only form a Redis 6.0
	 * sentinel takes ("wrong number of arguments" to the other) */
	bool default_user = node->spec.user && zend_string_equals_literal(node->spec.user, "default");

	if (node->spec.password && node->spec.user && !default_user) {
		hs->auth = handshake_add(hs, "AUTH", 3, "AUTH", (size_t) 4, ZSTR_VAL(node->spec.user), ZSTR_LEN(node->spec.user),
			ZSTR_VAL(node->spec.password), ZSTR_LEN(node->spec.password));
	} else if (node->spec.password) {
		hs->auth = handshake_add(hs, "AUTH", 2, "AUTH", (size_t) 4, ZSTR_VAL(node->spec.password), ZSTR_LEN(node->spec.password));
	}
	if (node->spec.database != 0) {
		size_t len = (size_t) snprintf(hs->db, sizeof(hs->db), ZEND_LONG_FMT, node->spec.database);
		hs->select = handshake_add(hs, "SELECT", 2, "SELECT", (size_t) 6, hs->db, len);
	}
	/* names the connection for CLIENT LIST (refusals of it are ignored) */
	size_t name_len = (size_t) snprintf(hs->client_name, sizeof(hs->client_name), "redislock-pid%ld", (long) getpid());
	handshake_add(hs, "CLIENT SETNAME", 3, "CLIENT", (size_t) 6, "SETNAME", (size_t) 7, hs->client_name, name_len);
	hs->ping = handshake_add(hs, "PING", 2, "PING", (size_t) 4, RL_HANDSHAKE_PING, sizeof(RL_HANDSHAKE_PING) - 1);
	hs->info = handshake_add(hs, "INFO", 2, "INFO", (size_t) 4, "memory", (size_t) 6);
	if (node->must_be_master) {
		hs->role = handshake_add(hs, "ROLE", 1, "ROLE", (size_t) 4);
	}
}

/* Whether ROLE's answer says the server is something other than a master
 * (a replica, a sentinel); *role is then what it says. A refused ROLE (an
 * ACL, a renamed command) says nothing: the writes will tell. */
static bool role_is_not_master(const redisReply *reply, const char **role, size_t *role_len)
{
	if (reply->type != REDIS_REPLY_ARRAY || reply->elements < 1 || reply->element[0]->type != REDIS_REPLY_STRING) {
		return false;
	}
	*role = reply->element[0]->str;
	*role_len = MIN(reply->element[0]->len, 32);
	return !(reply->element[0]->len == 6 && memcmp(reply->element[0]->str, "master", 6) == 0);
}

/* Whether the handshake's PING was answered as only Redis answers: with its
 * own text back, or with an error Redis gives for a PING it does not run
 * (a password needed, an ACL that denies it, loading, busy, a master
 * without its replica link, PING renamed away, or a sentinel of a version
 * whose sentinel mode has a command table of its own, 6.0 among them,
 * where PING takes no argument). */
static bool ping_answered_by_redis(const redisReply *ping)
{
	static const char *const refusals[] = {"NOAUTH", "NOPERM", "LOADING", "BUSY", "MASTERDOWN"};

	if (ping->type == REDIS_REPLY_STRING) {
		return ping->len == sizeof(RL_HANDSHAKE_PING) - 1 && memcmp(ping->str, RL_HANDSHAKE_PING, ping->len) == 0;
	}
	for (size_t i = 0; i < sizeof(refusals) / sizeof(refusals[0]); i++) {
		if (rl_reply_error_word(ping, refusals[i])) {
			return true;
		}
	}
	if (rl_reply_error_starts(ping, "ERR wrong number of arguments for 'ping' command")) {
		return true;
	}
	/* Redis names the command it does not know: "ERR unknown command 'PING'" */
	return rl_reply_error_starts(ping, "ERR unknown command") && zend_memnstr(ping->str, "PING", 4, ping->str + ping->len);
}

/* Judges the handshake's replies: the peer must be Redis
 * (ping_answered_by_redis()), AUTH and SELECT must be accepted. Returns
 * RL_OK or the error (code 1 or 2). */
static rl_err handshake_judge(rl_node *node, const handshake *hs, redisReply **replies, rl_error *err)
{
	const redisReply *ping = replies[hs->ping];
	char what[RL_SERVER_TEXT_MAX + 64];

	if (!ping_answered_by_redis(ping)) {
		rl_node_describe_reply(node, ping, what, sizeof(what));
		return rl_error_set(err, RL_ERR_CONNECT, "%s does not answer as Redis does (PING %s got %s): is it a Redis server?",
			ZSTR_VAL(node->name), RL_HANDSHAKE_PING, what);
	}
	if (hs->auth >= 0 && replies[hs->auth]->type == REDIS_REPLY_ERROR) {
		rl_node_refused(node, replies[hs->auth], err, "%s refused authentication", ZSTR_VAL(node->name));
		err->code = RL_ERR_AUTH;
		return RL_ERR_AUTH;
	}
	if (rl_reply_error_word(ping, "NOAUTH")) {
		return rl_error_set(err, RL_ERR_AUTH, "%s requires a password (NOAUTH) and none is set "
			"(the password option, or redislock.password)", ZSTR_VAL(node->name));
	}
	if (hs->select >= 0 && replies[hs->select]->type == REDIS_REPLY_ERROR) {
		rl_node_refused(node, replies[hs->select], err, "%s refused SELECT of database " ZEND_LONG_FMT,
			ZSTR_VAL(node->name), node->spec.database);
		err->code = RL_ERR_AUTH;
		return RL_ERR_AUTH;
	}
	const char *role;
	size_t role_len;

	if (hs->role >= 0 && role_is_not_master(replies[hs->role], &role, &role_len)) {
		char text[64];

		rl_server_text(text, sizeof(text), role, role_len, node->spec.password);
		return rl_error_set(err, RL_ERR_CONNECT, "%s is not a master (ROLE says %s)", ZSTR_VAL(node->name), text);
	}
	learn_eviction(node, replies[hs->info]);
	return RL_OK;
}

double rl_node_own_timeout(const rl_node *node)
{
	return node->spec.read_timeout > 0 ? node->spec.read_timeout : node->spec.connect_timeout;
}

/* Whether the reader holds bytes no reply was asked for: a peer that sent
 * more than it was asked must not have its extra answers taken for those
 * of the next command. */
static bool node_has_extra_bytes(const rl_node *node)
{
	return node->reader->pos < node->reader->len;
}

/* Sends the handshake on the new connection and judges the answers, in one
 * round trip that ends by deadline (timeout seconds, the setting named
 * timeout_name, from its start). Returns RL_OK, or code 1 or 2 (nothing
 * of the caller's was sent). */
static rl_err node_handshake(rl_node *node, int64_t deadline, double timeout, const char *timeout_name, rl_error *err)
{
	handshake hs;
	redisReply *replies[6] = {NULL};
	rl_err result = RL_OK;

	size_t call_limit = node->reply_limit;

	handshake_build(node, &hs);
	node->reply_limit = RL_HANDSHAKE_REPLY_LIMIT;
	result = node_send(node, hs.n, hs.cmds, deadline, err);
	if (node->out.s) {
		/* the kept buffer must not hold the password until the next call */
		ZEND_SECURE_ZERO(ZSTR_VAL(node->out.s), ZSTR_LEN(node->out.s));
	}
	if (result != RL_OK) {
		rl_error_prefix(err, RL_ERR_CONNECT, "%s: the handshake (%s) failed: ", ZSTR_VAL(node->name), hs.label);
		result = RL_ERR_CONNECT;
	}
	for (size_t i = 0; result == RL_OK && i < hs.n; i++) {
		read_status status = node_read(node, &replies[i], deadline, err);

		if (status == READ_DEADLINE) {
			result = rl_error_set(err, RL_ERR_CONNECT, "connected to %s, but no answer to the handshake (%s) within %g s (%s)",
				ZSTR_VAL(node->name), hs.label, timeout, timeout_name);
		} else if (status == READ_FAILED) {
			/* say what came before a close: "max number of clients reached" */
			rl_error_prefix(err, RL_ERR_CONNECT, "%s: the handshake (%s) failed: ", ZSTR_VAL(node->name), hs.label);
			if (i > 0 && replies[i - 1]->type == REDIS_REPLY_ERROR) {
				char before[RL_SERVER_TEXT_MAX + 64];
				size_t used = strlen(err->message);

				rl_server_text(before, sizeof(before), replies[i - 1]->str, replies[i - 1]->len, node->spec.password);
				snprintf(err->message + used, sizeof(err->message) - used, ", after the answer: %s", before);
			}
			result = RL_ERR_CONNECT;
		}
	}
	if (result == RL_OK) {
		result = handshake_judge(node, &hs, replies, err);
	}
	if (result == RL_OK && node_has_extra_bytes(node)) {
		result = rl_error_set(err, RL_ERR_CONNECT, "%s answered the handshake (%s) with more than was asked: is it a "
			"Redis server?", ZSTR_VAL(node->name), hs.label);
	}
	node->reply_limit = call_limit;
	for (size_t i = 0; i < hs.n; i++) {
		if (replies[i]) {
			freeReplyObject(replies[i]);
		}
	}
	return result;
}

/* Connects and greets the server: the connect within connect_timeout and
 * the handshake within rl_node_own_timeout(), or both by lookup_deadline
 * when it is set (a lookup's: connect_timeout for the whole). Returns
 * RL_OK with the node connected, or the error (code 1 or 2) with the node
 * closed. */
static rl_err node_open(rl_node *node, int64_t lookup_deadline, rl_error *err)
{
	if (node_connect(node, lookup_deadline ? lookup_deadline : rl_deadline_after(node->spec.connect_timeout), err) != RL_OK) {
		return err->code;
	}
	node->reader = redisReaderCreate();
	if (!node->reader) {
		node_close(node);
		return rl_error_set(err, RL_ERR_CONNECT, "cannot connect to %s: out of memory", ZSTR_VAL(node->name));
	}
	double timeout = lookup_deadline ? node->spec.connect_timeout : rl_node_own_timeout(node);
	const char *timeout_name = lookup_deadline || node->spec.read_timeout <= 0 ? "connect_timeout" : "read_timeout";
	int64_t deadline = lookup_deadline ? lookup_deadline : rl_deadline_after(timeout);

	if (node_handshake(node, deadline, timeout, timeout_name, err) != RL_OK) {
		node_close(node);
		return err->code;
	}
	node->opened_in = rl_fork_generation();
	node->idle_since_us = rl_monotonic_us();
	node->check_before_use = false;
	node->opened_unreported = true;
	return RL_OK;
}

/* ---- calls ----------------------------------------------------------------------- */

/* Whether an idle connection has something to read. No reply is owed on
 * it, so that can only be the server closing it (restart, its "timeout"
 * setting, CLIENT KILL, an error that ends the connection) or garbage:
 * either way it must not be used. */
static bool node_is_stale(const rl_node *node)
{
	struct pollfd pfd = {.fd = node->fd, .events = POLLIN};

	if (node->tls_session && rl_tls_buffered(node->tls_session)) {
		return true;
	}
	if (poll(&pfd, 1, 0) == 0) {
		return false;
	}
	/* over TLS, the server's own traffic (a session ticket) is no sign */
	return !node->tls_session || !rl_tls_idle_usable(node->tls_session);
}

/* Reads and drops the owed replies of a wait that ran out. They come at
 * once (a PING behind the wait asked for them). Returns RL_OK; or, with
 * the connection closed, RL_OK too if it broke (the caller reconnects:
 * nothing of its was sent), or code 1 if no answer came within
 * rl_node_own_timeout() (a server that cannot answer those would not answer
 * a new connection's handshake either: one bound for both). */
static rl_err node_drain(rl_node *node, rl_error *err)
{
	double timeout = rl_node_own_timeout(node);
	int64_t deadline = rl_deadline_after(timeout);

	while (node->owed > 0) {
		redisReply *reply = NULL;
		read_status status = node_read(node, &reply, deadline, err);

		if (status != READ_OK) {
			node_close(node);
			if (status == READ_FAILED) {
				return RL_OK;
			}
			return rl_error_set(err, RL_ERR_CONNECT, "%s did not answer within %g s (%s) what an earlier wait left "
				"to read: nothing was sent", ZSTR_VAL(node->name), timeout,
				node->spec.read_timeout > 0 ? "read_timeout" : "connect_timeout");
		}
		freeReplyObject(reply);
		node->owed--;
	}
	if (node_has_extra_bytes(node)) {
		node_close(node);
	}
	return RL_OK;
}

rl_err rl_node_settle(rl_node *node, rl_error *err)
{
	if (node->reader && node->opened_in != rl_fork_generation()) {
		node_close(node);
	}
	if (node->reader && node->owed > 0 && node_drain(node, err) != RL_OK) {
		return err->code;
	}
	if (node->reader && (node->check_before_use || rl_monotonic_us() - node->idle_since_us >= RL_STALE_CHECK_AFTER_US)
			&& node_is_stale(node)) {
		node_close(node);
	}
	node->check_before_use = false;
	return RL_OK;
}

rl_err rl_node_ready(rl_node *node, rl_error *err)
{
	return rl_node_ready_by(node, 0, err);
}

rl_err rl_node_ready_by(rl_node *node, int64_t lookup_deadline, rl_error *err)
{
	if (rl_node_settle(node, err) != RL_OK || (!node->reader && node_open(node, lookup_deadline, err) != RL_OK)) {
		return err->code;
	}
	return RL_OK;
}

/* rl_node_ready() again only if something changed since the caller made
 * the node ready (PHP code may have run in between: an error handler of a
 * warning, which may have used the node): no connection, replies owed, or
 * another process. The idle check is not repeated: it was just made. */
static rl_err node_still_ready(rl_node *node, rl_error *err)
{
	if (!node->reader || node->owed > 0 || node->opened_in != rl_fork_generation()) {
		return rl_node_ready(node, err);
	}
	return RL_OK;
}

/* Notes what n replies say about the connection: after an error answer it
 * is checked for a close before its next use; after a protocol error
 * (which Redis follows by closing the connection), or when more bytes came
 * than were asked for, it is closed at once. */
static void node_after_replies(rl_node *node, size_t n, redisReply **replies)
{
	node->idle_since_us = rl_monotonic_us();
	for (size_t i = 0; i < n; i++) {
		if (replies[i]->type == REDIS_REPLY_ERROR) {
			node->check_before_use = true;
			if (rl_reply_error_starts(replies[i], "ERR Protocol error")) {
				node_close(node);
				return;
			}
		}
	}
	if (node_has_extra_bytes(node)) {
		node_close(node);
	}
}

rl_err rl_node_pipeline(rl_node *node, size_t n, const rl_cmd *cmds, redisReply **replies, rl_error *err)
{
	return rl_node_pipeline_until(node, n, cmds, replies, rl_deadline_after(node->spec.read_timeout), err);
}

rl_err rl_node_pipeline_until(rl_node *node, size_t n, const rl_cmd *cmds, redisReply **replies, int64_t deadline,
	rl_error *err)
{
	if (deadline > 0) {
		deadline += rl_cmds_hold_us(n, cmds);
	}
	if (rl_node_send_until(node, n, cmds, deadline, err) != RL_OK) {
		memset(replies, 0, n * sizeof(*replies));
		return err->code;
	}
	return rl_node_receive_until(node, n, replies, deadline, err);
}

rl_err rl_node_send_until(rl_node *node, size_t n, const rl_cmd *cmds, int64_t deadline, rl_error *err)
{
	if (node_still_ready(node, err) != RL_OK) {
		return err->code;
	}
	if (node_send(node, n, cmds, deadline, err) != RL_OK) {
		node_close(node);
		return err->code;
	}
	return RL_OK;
}

rl_err rl_node_receive_until(rl_node *node, size_t n, redisReply **replies, int64_t deadline, rl_error *err)
{
	memset(replies, 0, n * sizeof(*replies));
	if (!node->reader) {
		/* closed since the commands were sent (never by PHP code: none
		 * runs between the two halves of a call) */
		return rl_error_set(err, RL_ERR_IO, "connection to %s closed before its replies were read",
			ZSTR_VAL(node->name));
	}
	if (node_read_all(node, n, replies, deadline, err) != RL_OK) {
		node_close(node);
		return err->code;
	}
	node_after_replies(node, n, replies);
	return RL_OK;
}

rl_err rl_node_wait(rl_node *node, const rl_cmd *cmd, int64_t until_us, redisReply **reply, rl_error *err)
{
	static const char *const ping_argv[1] = {"PING"};
	static const size_t ping_lens[1] = {4};
	static const rl_cmd ping = {1, (const char **) ping_argv, ping_lens, 0, 0};

	*reply = NULL;
	if (node_still_ready(node, err) != RL_OK) {
		return err->code;
	}
	if (node_send(node, 1, cmd, rl_deadline_after(node->spec.read_timeout), err) != RL_OK) {
		node_close(node);
		return err->code;
	}
	switch (node_read(node, reply, until_us, err)) {
		case READ_OK:
			node_after_replies(node, 1, reply);
			return RL_OK;
		case READ_DEADLINE:
			/* the wait ran out; if even the PING cannot be sent, the next
			 * call finds the connection closed and opens another */
			if (node_send(node, 1, &ping, rl_deadline_after(node->spec.read_timeout), err) == RL_OK) {
				node->owed += 2;
				node->idle_since_us = rl_monotonic_us();
			} else {
				node_close(node);
			}
			return RL_OK;
		case READ_FAILED:
			break;
	}
	node_close(node);
	return err->code;
}

rl_err rl_node_poll(rl_node *node, redisReply **reply, rl_error *err)
{
	*reply = NULL;
	if (!node->reader || node->opened_in != rl_fork_generation()) {
		node_close(node);
		return rl_error_set(err, RL_ERR_CONNECT, "%s: not connected", ZSTR_VAL(node->name));
	}
	/* the limit counts what came since the last whole message */
	switch (node_read(node, reply, rl_monotonic_us(), err)) {
		case READ_OK:
			node->received = 0;
			return RL_OK;
		case READ_DEADLINE:
			return RL_OK;
		case READ_FAILED:
			break;
	}
	node_close(node);
	return err->code;
}

rl_err rl_node_unexpected_reply(rl_node *node, const redisReply *reply, const char *to, const char *expected,
	rl_error *err)
{
	char got[RL_SERVER_TEXT_MAX + 64];

	rl_node_describe_reply(node, reply, got, sizeof(got));
	rl_node_discard(node);
	return rl_error_set(err, RL_ERR_IO, "%s: unexpected reply to %s: expected %s, got %s",
		ZSTR_VAL(node->name), to, expected, got);
}

void rl_node_describe_reply(const rl_node *node, const redisReply *reply, char *out, size_t size)
{
	rl_reply_describe(out, size, reply, node->spec.password);
}

rl_err rl_node_refused(const rl_node *node, const redisReply *reply, rl_error *err, const char *format, ...)
{
	va_list args;

	va_start(args, format);
	rl_error_vrefused(err, reply, node->spec.password, format, args);
	va_end(args);
	return RL_ERR_REPLY;
}

void rl_node_limit_replies(rl_node *node, size_t bytes)
{
	node->reply_limit = bytes;
}

void rl_node_discard(rl_node *node)
{
	node_close(node);
}

bool rl_node_take_opened(rl_node *node, const char **eviction_policy)
{
	bool opened = node->opened_unreported;

	node->opened_unreported = false;
	*eviction_policy = opened && node->eviction_policy[0] ? node->eviction_policy : NULL;
	return opened;
}
