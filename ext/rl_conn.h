/*
 * Connections to Redis: a pool of hiredis contexts shared by every client
 * object with the same connection settings, opened on first use, reopened
 * after a failure or a fork.
 */
#ifndef RL_CONN_H
#define RL_CONN_H

#include <sys/types.h>
#include <hiredis/hiredis.h>

#include "php.h"
#include "zend_smart_str.h"
#include "rl_config.h"

/* What went wrong with the last call on a connection. The difference that
 * matters to callers is whether the command may have run on the server:
 * with RL_ERR_CONNECT and RL_ERR_AUTH it did not; with RL_ERR_IO and
 * RL_ERR_TIMEOUT it may have, and its reply is lost. */
typedef enum rl_err {
	RL_OK = 0,
	RL_ERR_CONNECT, /* could not connect: nothing was sent */
	RL_ERR_AUTH,    /* AUTH or SELECT refused: nothing of the caller's was sent */
	RL_ERR_IO,      /* connection broke while sending or after: the reply is lost */
	RL_ERR_TIMEOUT, /* not sent or no reply within read_timeout: the reply is lost */
	RL_ERR_REPLY    /* Redis answered with an error or an unexpected reply */
} rl_err;

/* One pooled connection. ctx is NULL until first use and after any I/O
 * error or timeout (the context is then freed, never reused, because a late
 * reply could otherwise be taken for the answer to the next command). ctx is
 * used only by the process that opened it: opened_in is the fork generation
 * of that process (rl_fork_generation()). Strings are allocated with the
 * connection's own persistence. */
typedef struct rl_conn {
	redisContext *ctx;
	uint32_t opened_in;
	int64_t idle_since_us; /* rl_monotonic_us() when the last reply was read */
	bool persistent;
	zend_string *host;     /* NULL for a Unix socket */
	zend_string *socket;   /* NULL for TCP */
	zend_long port;
	zend_long database;
	zend_string *user;     /* NULL: AUTH with the password alone */
	zend_string *password; /* NULL: no AUTH */
	double connect_timeout;
	double read_timeout;   /* 0: none */
	zend_string *name;     /* "host:port" or "unix:/path", for messages */
	rl_err err;            /* of the last call; RL_OK after a success */
	char errstr[256];      /* the message for err, never containing the password */
	smart_str out;         /* the commands of the call being sent; its memory is
	                        * kept for the next call (up to RL_OUT_KEEP bytes) */
} rl_conn;

/* One command: argc binary-safe arguments. */
typedef struct rl_cmd {
	int argc;
	const char **argv;
	const size_t *lens;
} rl_cmd;

/* The shared connection for spec, created (not connected) on first request.
 * It stays valid until the end of the request, or of the process when
 * spec->persistent is set. Never fails. */
rl_conn *rl_conn_get(const rl_spec *spec);

/* Sends n commands together, then reads their n replies into replies[],
 * connecting first if needed. Returns RL_OK with every reply (including
 * Redis error replies) stored for the caller to free with freeReplyObject();
 * or an error code, also left in c->err with its message in c->errstr, and
 * no replies. */
rl_err rl_conn_pipeline(rl_conn *c, size_t n, const rl_cmd *cmds, redisReply **replies);

/* Sends one command that the server may hold for up to block_seconds
 * (BLPOP; at most a few days) and waits for its answer no longer than
 * that (plus 2 ms), a signal notwithstanding. Returns
 * RL_OK with *reply set, or RL_OK with *reply NULL when the time ran out
 * first (the connection is then closed: its late answer is not wanted), or
 * an error as rl_conn_pipeline(). */
rl_err rl_conn_call_blocking(rl_conn *c, const rl_cmd *cmd, redisReply **reply, double block_seconds);

/* Microseconds on a clock that never jumps (for deadlines, SPEC L6). */
int64_t rl_monotonic_us(void);

/* Records an error on c (for the callers that judge replies). */
void rl_conn_set_error(rl_conn *c, rl_err err, const char *format, ...) ZEND_ATTRIBUTE_FORMAT(printf, 3, 4);

/* Throws RedisLockException with c's last error message and code. */
void rl_conn_throw(const rl_conn *c);

/* Whether the last call's command may have run without its reply arriving. */
static inline bool rl_conn_reply_lost(const rl_conn *c)
{
	return c->err == RL_ERR_IO || c->err == RL_ERR_TIMEOUT;
}

/* Registers the fork handler behind rl_fork_generation(); from MINIT. */
void rl_conn_startup(void);

/* A number that changes in a child process after every fork() and never
 * otherwise: state made before a fork (a connection, buffered random
 * bytes) compares it to know it belongs to another process. Costs no
 * system call, unlike getpid(). */
uint32_t rl_fork_generation(void);

/* Pool life cycle, from the module's GINIT/GSHUTDOWN and post-deactivate. */
void rl_pool_init_persistent(HashTable *pool);
void rl_pool_request_shutdown(void);

#endif /* RL_CONN_H */
