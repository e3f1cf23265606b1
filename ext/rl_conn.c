/*
 * The connection pool and the one way commands reach Redis.
 *
 * Every client object holds a pointer to an rl_conn from rl_conn_get(); all
 * objects with the same settings share it, as the originals' RedisFactory
 * did. Persistent connections live in RL_G(persistent_pool) until the
 * process ends (so PHP-FPM reuses them across requests); the others live in
 * RL_G(request_pool) until the request ends.
 */
#include <errno.h>
#include <poll.h>
#include <pthread.h>
#include <stdarg.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#ifndef MSG_NOSIGNAL
# define MSG_NOSIGNAL 0 /* where it is missing, SIGPIPE is the caller's to ignore */
#endif

#include "php.h"
#include "zend_exceptions.h"
#include "zend_smart_str.h"
#include "php_network.h"

#include "php_redislock.h"
#include "rl_conn.h"

/* Changed by the fork handler in every child; see rl_fork_generation(). */
static uint32_t fork_generation;

static void fork_child_handler(void)
{
	fork_generation++;
}

void rl_conn_startup(void)
{
	/* glibc removes the handler itself when this library is unloaded */
	pthread_atfork(NULL, NULL, fork_child_handler);
}

uint32_t rl_fork_generation(void)
{
	return fork_generation;
}

/* A connection idle for less than this is used without checking first that
 * the server has not closed it (conn_is_stale(), one system call): a close
 * so soon after a reply (CLIENT KILL) is rare, and it is then found as a
 * lost connection instead. A restart takes longer than this. */
#define RL_STALE_CHECK_AFTER_US INT64_C(100000)

/* The most memory c->out keeps between calls: enough for the commands of
 * most calls; a larger one (an enqueue of many ids) frees it after use. */
#define RL_OUT_KEEP 16384

static zend_string *string_dup(const zend_string *s, bool persistent)
{
	/* never zend_string_copy(): a request-bound (or interned) string must
	 * not end up in a connection that outlives the request */
	return s ? zend_string_init(ZSTR_VAL(s), ZSTR_LEN(s), persistent) : NULL;
}

static void string_free(zend_string *s)
{
	if (s) {
		zend_string_free(s);
	}
}

/* Closes c's context, if any. After a fork only the process that opened it
 * may talk on it, but closing a child's copy of the descriptor is harmless. */
static void conn_drop(rl_conn *c)
{
	if (c->ctx) {
		redisFree(c->ctx);
		c->ctx = NULL;
	}
}

static void conn_free(zval *zv)
{
	rl_conn *c = Z_PTR_P(zv);

	conn_drop(c);
	smart_str_free_ex(&c->out, c->persistent);
	string_free(c->host);
	string_free(c->socket);
	string_free(c->user);
	if (c->password) {
		/* wipe the secret before the allocator hands the memory out again */
		ZEND_SECURE_ZERO(ZSTR_VAL(c->password), ZSTR_LEN(c->password));
		string_free(c->password);
	}
	string_free(c->name);
	pefree(c, c->persistent);
}

static rl_conn *conn_create(const rl_spec *spec)
{
	bool p = spec->persistent;
	rl_conn *c = pecalloc(1, sizeof(*c), p);
	smart_str name = {0};

	c->persistent = p;
	c->host = string_dup(spec->host, p);
	c->socket = string_dup(spec->socket, p);
	c->port = spec->port;
	c->database = spec->database;
	c->user = string_dup(spec->user, p);
	c->password = string_dup(spec->password, p);
	c->connect_timeout = spec->connect_timeout;
	c->read_timeout = spec->read_timeout;

	if (c->socket) {
		smart_str_appends(&name, "unix:");
		smart_str_append(&name, c->socket);
	} else {
		bool ipv6 = memchr(ZSTR_VAL(c->host), ':', ZSTR_LEN(c->host)) != NULL;
		smart_str_appends(&name, ipv6 ? "[" : "");
		smart_str_append(&name, c->host);
		smart_str_appends(&name, ipv6 ? "]:" : ":");
		smart_str_append_long(&name, c->port);
	}
	smart_str_0(&name);
	c->name = string_dup(name.s, p);
	smart_str_free(&name);
	return c;
}

void rl_pool_init_persistent(HashTable *pool)
{
	zend_hash_init(pool, 8, NULL, conn_free, 1);
}

void rl_pool_request_shutdown(void)
{
	if (RL_G(request_pool_ready)) {
		zend_hash_destroy(&RL_G(request_pool));
		RL_G(request_pool_ready) = false;
	}
}

rl_conn *rl_conn_get(const rl_spec *spec)
{
	zend_string *key = rl_spec_pool_key(spec);
	HashTable *pool;
	rl_conn *c;

	if (spec->persistent) {
		pool = &RL_G(persistent_pool);
	} else {
		if (!RL_G(request_pool_ready)) {
			zend_hash_init(&RL_G(request_pool), 8, NULL, conn_free, 0);
			RL_G(request_pool_ready) = true;
		}
		pool = &RL_G(request_pool);
	}
	c = zend_hash_str_find_ptr(pool, ZSTR_VAL(key), ZSTR_LEN(key));
	if (!c) {
		c = conn_create(spec);
		/* the _str_ variant copies the key with the pool's persistence */
		zend_hash_str_add_new_ptr(pool, ZSTR_VAL(key), ZSTR_LEN(key), c);
	}
	zend_string_release(key);
	return c;
}

void rl_conn_set_error(rl_conn *c, rl_err err, const char *format, ...)
{
	va_list args;

	va_start(args, format);
	c->err = err;
	vsnprintf(c->errstr, sizeof(c->errstr), format, args);
	va_end(args);
}

void rl_conn_throw(const rl_conn *c)
{
	ZEND_ASSERT(c->err != RL_OK);
	zend_throw_exception_ex(rl_exception_ce, c->err, "redislock: %s", c->errstr);
}

static struct timeval seconds_to_timeval(double seconds)
{
	struct timeval tv;

	tv.tv_sec = (time_t) seconds;
	tv.tv_usec = (suseconds_t) ((seconds - (double) tv.tv_sec) * 1e6);
	return tv;
}

/* Runs one command of the connection handshake (AUTH, SELECT) on a fresh
 * context. Returns RL_OK, or sets err_kind with a message starting with
 * what (which must not contain the password) and returns it. */
static rl_err handshake_command(rl_conn *c, redisContext *ctx, rl_err err_kind, const char *what,
	int argc, const char **argv, const size_t *lens)
{
	redisReply *reply = redisCommandArgv(ctx, argc, argv, lens);

	if (!reply) {
		rl_conn_set_error(c, RL_ERR_CONNECT, "%s: connection lost during %s: %s", ZSTR_VAL(c->name), what, ctx->errstr);
		return c->err;
	}
	if (reply->type == REDIS_REPLY_ERROR) {
		rl_conn_set_error(c, err_kind, "%s refused %s: %.*s", ZSTR_VAL(c->name), what, (int) reply->len, reply->str);
		freeReplyObject(reply);
		return c->err;
	}
	freeReplyObject(reply);
	return RL_OK;
}

/* Connects c and authenticates and selects its database. Returns RL_OK
 * with c->ctx set, or an error (c->ctx stays NULL). */
static rl_err conn_open(rl_conn *c)
{
	struct timeval connect_tv = seconds_to_timeval(c->connect_timeout);
	redisContext *ctx;

	ctx = c->socket
		? redisConnectUnixWithTimeout(ZSTR_VAL(c->socket), connect_tv)
		: redisConnectWithTimeout(ZSTR_VAL(c->host), (int) c->port, connect_tv);
	if (!ctx) {
		rl_conn_set_error(c, RL_ERR_CONNECT, "cannot connect to %s: out of memory", ZSTR_VAL(c->name));
		return c->err;
	}
	if (ctx->err) {
		rl_conn_set_error(c, RL_ERR_CONNECT, "cannot connect to %s: %s", ZSTR_VAL(c->name), ctx->errstr);
		redisFree(ctx);
		return c->err;
	}
	if (c->read_timeout > 0 && redisSetTimeout(ctx, seconds_to_timeval(c->read_timeout)) != REDIS_OK) {
		rl_conn_set_error(c, RL_ERR_CONNECT, "cannot set the read timeout on %s: %s", ZSTR_VAL(c->name), ctx->errstr);
		redisFree(ctx);
		return c->err;
	}
	if (c->password) {
		const char *argv[3] = {"AUTH"};
		size_t lens[3] = {4};
		int argc = 1;

		if (c->user) {
			argv[argc] = ZSTR_VAL(c->user);
			lens[argc++] = ZSTR_LEN(c->user);
		}
		argv[argc] = ZSTR_VAL(c->password);
		lens[argc++] = ZSTR_LEN(c->password);
		if (handshake_command(c, ctx, RL_ERR_AUTH, "authentication", argc, argv, lens) != RL_OK) {
			redisFree(ctx);
			return c->err;
		}
	}
	if (c->database != 0) {
		char db[MAX_LENGTH_OF_LONG];
		const char *argv[2] = {"SELECT", db};
		size_t lens[2] = {6, (size_t) snprintf(db, sizeof(db), ZEND_LONG_FMT, c->database)};

		if (handshake_command(c, ctx, RL_ERR_AUTH, "SELECT of the database", 2, argv, lens) != RL_OK) {
			redisFree(ctx);
			return c->err;
		}
	}
	c->ctx = ctx;
	c->opened_in = fork_generation;
	c->idle_since_us = 0; /* checked before its first use: harmless */
	RL_STAT_ADD(connections_opened, 1);
	return RL_OK;
}

/* Records why reading or writing on c failed, then drops the context. */
static rl_err conn_io_failed(rl_conn *c, int saved_errno)
{
	bool timed_out = c->ctx->err == REDIS_ERR_IO && (saved_errno == EAGAIN || saved_errno == EWOULDBLOCK);
#ifdef REDIS_ERR_TIMEOUT
	timed_out |= c->ctx->err == REDIS_ERR_TIMEOUT;
#endif
	if (timed_out) {
		rl_conn_set_error(c, RL_ERR_TIMEOUT, "no reply from %s within %g s (read_timeout)",
			ZSTR_VAL(c->name), c->read_timeout);
	} else {
		rl_conn_set_error(c, RL_ERR_IO, "connection to %s lost: %s", ZSTR_VAL(c->name), c->ctx->errstr);
	}
	conn_drop(c);
	return c->err;
}

/* Whether an idle connection has something to read. No reply is owed on
 * it, so that can only be the server closing it (restart, its "timeout"
 * setting, CLIENT KILL) or garbage: either way it must not be used. Finding
 * this before sending keeps a command that must not be retried (pop) from
 * failing on a connection that was dead before the call. */
static bool conn_is_stale(const rl_conn *c)
{
	struct pollfd pfd = {.fd = c->ctx->fd, .events = POLLIN};

	return poll(&pfd, 1, 0) != 0;
}

/* Makes c->ctx usable by this process: drops a context opened before a
 * fork (a child never shares its parent's socket) or, after it was idle a
 * while, closed by the server; connects if there is none. Returns RL_OK or
 * the error. */
static rl_err conn_ready(rl_conn *c)
{
	c->err = RL_OK;
	if (c->ctx && (c->opened_in != fork_generation
			|| (rl_monotonic_us() - c->idle_since_us >= RL_STALE_CHECK_AFTER_US && conn_is_stale(c)))) {
		conn_drop(c);
	}
	if (!c->ctx) {
		return conn_open(c);
	}
	return RL_OK;
}

/* The number of decimal digits of n. */
static size_t decimal_digits(size_t n)
{
	size_t digits = 1;

	while (n >= 10) {
		n /= 10;
		digits++;
	}
	return digits;
}

/* Writes n in decimal followed by CRLF at p; returns the byte after. */
static char *put_decimal_crlf(char *p, size_t n)
{
	char *end = p + decimal_digits(n);

	for (char *d = end; d > p; n /= 10) {
		*--d = (char) ('0' + n % 10);
	}
	end[0] = '\r';
	end[1] = '\n';
	return end + 2;
}

/* The most bytes a RESP header line takes: its type byte, a size_t in
 * decimal, CRLF. */
#define RL_RESP_HEADER_MAX (1 + MAX_LENGTH_OF_LONG + 2)

/* Appends cmd to c->out in the Redis protocol (RESP): an array of bulk
 * strings, written in place after reserving room for its longest form. */
static void command_format(rl_conn *c, const rl_cmd *cmd)
{
	size_t most = RL_RESP_HEADER_MAX;

	for (int i = 0; i < cmd->argc; i++) {
		most += RL_RESP_HEADER_MAX + cmd->lens[i] + 2;
	}
	size_t start = c->out.s ? ZSTR_LEN(c->out.s) : 0;

	smart_str_alloc(&c->out, most, c->persistent); /* may allocate c->out.s */

	char *p = ZSTR_VAL(c->out.s) + start;

	*p++ = '*';
	p = put_decimal_crlf(p, (size_t) cmd->argc);
	for (int i = 0; i < cmd->argc; i++) {
		*p++ = '$';
		p = put_decimal_crlf(p, cmd->lens[i]);
		memcpy(p, cmd->argv[i], cmd->lens[i]);
		p += cmd->lens[i];
		*p++ = '\r';
		*p++ = '\n';
	}
	ZSTR_LEN(c->out.s) = (size_t) (p - ZSTR_VAL(c->out.s));
}

/* Writes len bytes of buf on the socket fd, whole, going on after partial
 * writes and signals. Returns 0, or the errno of the failure (EAGAIN: the
 * socket's send timeout passed); part of buf may have been sent then. */
static int write_all(int fd, const char *buf, size_t len)
{
	while (len > 0) {
		/* a peer that closed fails with EPIPE instead of raising SIGPIPE */
		ssize_t sent = send(fd, buf, len, MSG_NOSIGNAL);

		if (sent < 0 && errno != EINTR) {
			return errno;
		}
		if (sent > 0) {
			buf += sent;
			len -= (size_t) sent;
		}
	}
	return 0;
}

/* Records why sending on c failed (errno saved_errno), then drops the
 * context. Part of the commands may have reached the server. */
static rl_err conn_send_failed(rl_conn *c, int saved_errno)
{
	if (saved_errno == EAGAIN || saved_errno == EWOULDBLOCK) {
		/* the socket's send timeout is read_timeout (redisSetTimeout) */
		rl_conn_set_error(c, RL_ERR_TIMEOUT, "cannot send to %s within %g s (read_timeout)",
			ZSTR_VAL(c->name), c->read_timeout);
	} else {
		char reason[256];

		rl_conn_set_error(c, RL_ERR_IO, "connection to %s lost: %s", ZSTR_VAL(c->name),
			php_socket_strerror(saved_errno, reason, sizeof(reason)));
	}
	conn_drop(c);
	return c->err;
}

/* Sends n commands on c, whole, before any reply is read. hiredis parses
 * the replies (redisGetReply()) but does not write them: its output buffer
 * is freed and allocated again on every call, and stays empty here, so
 * redisGetReply() writes nothing. (A TLS context would have to be written
 * through hiredis.) c->out keeps its memory for the next call unless it
 * grew past RL_OUT_KEEP. Returns RL_OK, or the error with the context
 * dropped. */
static rl_err conn_send(rl_conn *c, size_t n, const rl_cmd *cmds)
{
	int failed;

	ZEND_ASSERT(sdslen(c->ctx->obuf) == 0);
	if (c->out.s) {
		ZSTR_LEN(c->out.s) = 0;
	}
	for (size_t i = 0; i < n; i++) {
		command_format(c, &cmds[i]);
	}
	failed = c->out.s ? write_all(c->ctx->fd, ZSTR_VAL(c->out.s), ZSTR_LEN(c->out.s)) : 0;
	if (c->out.a > RL_OUT_KEEP) {
		smart_str_free_ex(&c->out, c->persistent);
	}
	return failed ? conn_send_failed(c, failed) : RL_OK;
}

rl_err rl_conn_pipeline(rl_conn *c, size_t n, const rl_cmd *cmds, redisReply **replies)
{
	memset(replies, 0, n * sizeof(*replies));
	if (conn_ready(c) != RL_OK || conn_send(c, n, cmds) != RL_OK) {
		return c->err;
	}
	for (size_t i = 0; i < n; i++) {
		void *reply = NULL;

		if (redisGetReply(c->ctx, &reply) != REDIS_OK || reply == NULL) {
			int saved_errno = errno;
			while (i > 0) {
				freeReplyObject(replies[--i]);
				replies[i] = NULL;
			}
			return conn_io_failed(c, saved_errno);
		}
		replies[i] = reply;
	}
	c->idle_since_us = rl_monotonic_us();
	return RL_OK;
}

int64_t rl_monotonic_us(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t) ts.tv_sec * 1000000 + ts.tv_nsec / 1000;
}

rl_err rl_conn_call_blocking(rl_conn *c, const rl_cmd *cmd, redisReply **reply, double block_seconds)
{
	/* Redis checks blocking timeouts only at its "hz" tick (100 ms by
	 * default), so its answer may come late; this call ends on time. */
	int wait_ms = (int) (block_seconds * 1000) + 2;
	struct pollfd pfd;

	*reply = NULL;
	if (conn_ready(c) != RL_OK || conn_send(c, 1, cmd) != RL_OK) {
		return c->err;
	}
	pfd = (struct pollfd) {.fd = c->ctx->fd, .events = POLLIN};
	int64_t deadline_us = rl_monotonic_us() + (int64_t) wait_ms * 1000;
	int ready;
	while ((ready = poll(&pfd, 1, wait_ms)) < 0 && errno == EINTR) {
		/* a signal (pcntl, a timer): wait on for the rest of the time */
		wait_ms = (int) (MAX(deadline_us - rl_monotonic_us(), 0) / 1000);
	}
	if (ready < 0) {
		return conn_io_failed(c, errno);
	}
	if (ready == 0) {
		/* not answered in time: the wait is over. The late answer would
		 * be taken for the next command's, so this context goes. */
		conn_drop(c);
		return RL_OK;
	}
	if (redisGetReply(c->ctx, (void **) reply) != REDIS_OK || *reply == NULL) {
		*reply = NULL;
		return conn_io_failed(c, errno);
	}
	c->idle_since_us = rl_monotonic_us();
	return RL_OK;
}
