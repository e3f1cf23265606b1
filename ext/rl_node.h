/*
 * A node: the connection to one Redis server. It owns the socket, opens it
 * (connect, then a handshake that checks that the peer is Redis, in one
 * round trip with AUTH and SELECT), and moves the bytes of commands and
 * replies. Every step is bounded by a deadline on the monotonic clock that
 * signals neither cut short nor extend: connect_timeout for the connect,
 * read_timeout for a whole round trip.
 *
 * A node knows nothing of locks, queues or PHP objects, keeps no request
 * state and raises no PHP error: it uses PHP only for memory (pemalloc
 * with its own persistence), strings and the text of socket errors.
 */
#ifndef RL_NODE_H
#define RL_NODE_H

#include <hiredis/hiredis.h>

#include "php.h"
#include "zend_smart_str.h"

#include "rl_spec.h"
#include "rl_error.h"
#include "rl_resp.h"
#include "rl_tls.h"

/* Invariants: fd >= 0 exactly when reader is set (connected); the socket
 * is used only by the process that opened it (opened_in is the fork
 * generation of that process); the only replies left unread between calls
 * are the owed ones of a wait that ran out, which are read and dropped
 * before the next command is sent. Strings are allocated with the node's
 * own persistence. */
typedef struct rl_node {
	/* where and how, fixed at creation (but retargeted: host and port):
	 * a copy of one server's settings, the topology's own (cluster,
	 * sentinels) left out: host NULL for a Unix socket, socket NULL for
	 * TCP, user NULL to AUTH with the password alone, password NULL for
	 * no AUTH, read_timeout 0 for none */
	rl_connection_spec spec;
	zend_string *name;     /* "host:port" or "unix:/path", for messages */
	bool must_be_master;   /* set by its topology before first use: the
	                        * handshake adds ROLE and refuses (code 1) a
	                        * server that says it is not a master */

	/* the connection */
	int fd;                /* -1: not connected */
	redisReader *reader;   /* parses replies (hiredis) */
	rl_tls *tls_session;   /* with tls: the connection's TLS session */
	uint32_t opened_in;
	int64_t idle_since_us; /* when the last reply was read */
	bool check_before_use; /* an error answer came: look for a close first */
	uint32_t owed;         /* replies to read and drop before the next command */
	size_t reply_limit;    /* the most bytes a round trip may receive; 0: no limit */
	size_t received;       /* bytes received in the current round trip */
	smart_str out;         /* the commands being sent; memory kept for the
	                        * next call, up to RL_OUT_KEEP bytes */

	/* learnt by the handshake of the current connection */
	char eviction_policy[32]; /* "" unless the server may evict keys */
	bool opened_unreported;   /* not yet told by rl_node_take_opened() */
} rl_node;

/* A node for spec's server, not connected yet. Never fails. */
rl_node *rl_node_create(const rl_connection_spec *spec);

/* A node, not connected yet, for the TCP server at host:port with every
 * other setting (AUTH, database, timeouts, TLS, persistence) of model: a
 * cluster node learnt from another. Never fails. */
rl_node *rl_node_create_like(const rl_node *model, const char *host, size_t host_len, zend_long port);

/* rl_node_create_like() with credentials and a database of its own (a
 * sentinel's: strings copied; NULL: none). Never fails. */
rl_node *rl_node_create_as(const rl_node *model, const char *host, size_t host_len, zend_long port,
	zend_string *user, zend_string *password, zend_long database);

/* Makes table a table of nodes (name -> rl_node, which it owns and frees)
 * with the given persistence. */
void rl_node_table_init(HashTable *table, bool persistent);

/* The node at host:port in table, made like model (rl_node_create_like())
 * and added on first use. NULL when host is empty, longer than 255 bytes
 * or holds a NUL byte, or table holds max nodes already (a hostile server
 * must not make a topology open connections without end). */
rl_node *rl_node_table_at(HashTable *table, const rl_node *model, const char *host, size_t host_len, zend_long port,
	uint32_t max);

/* Points a TCP node at host:port instead (closing its connection if the
 * address changes): a topology whose one node moves (Sentinel's master)
 * keeps the node, so that pointers to it stay valid. False, the node
 * unchanged, for a host that is empty, longer than 255 bytes or holds a
 * NUL byte. */
bool rl_node_retarget(rl_node *node, const char *host, size_t host_len, zend_long port);

/* Closes the connection, if any, and frees the node. */
void rl_node_free(rl_node *node);

/* The bound of a round trip that is not the caller's (the handshake, owed
 * replies), and of a routed call's attempts together: read_timeout, or
 * connect_timeout where read_timeout is 0 (no limit), so that nothing
 * waits forever. */
double rl_node_own_timeout(const rl_node *node);

/* Sets the most bytes the node's round trips may receive (0: no limit): a
 * peer that sends more (a hostile one, a bulk string of gigabytes) fails
 * the call with code 3 before hiredis's memory, which PHP's memory_limit
 * does not count, grows past it. The handshake has its own small limit. */
void rl_node_limit_replies(rl_node *node, size_t bytes);

/* Makes the node's connection usable by this process, connecting if there
 * is none: closes one opened before a fork (a child never shares its
 * parent's socket), reads what a wait left owed, closes one the server
 * closed (checked after it was idle a while or answered with an error).
 * Returns RL_OK or the error (nothing of the caller's was sent). */
rl_err rl_node_ready(rl_node *node, rl_error *err);

/* rl_node_ready() for a lookup (a sentinel asked where the master is, a
 * cluster node asked for the slot map): a new connection's connect and
 * handshake both end by lookup_deadline (0: as rl_node_ready()), so that a
 * peer that accepts connections but never answers (frozen, hung, behind a
 * half-open path) holds the lookup up no longer than that. */
rl_err rl_node_ready_by(rl_node *node, int64_t lookup_deadline, rl_error *err);

/* rl_node_ready() short of connecting: a connection this process cannot
 * use any more (opened before a fork, closed by the server, owed replies
 * that do not come) is closed, and none is opened. Returns RL_OK, or code
 * 1 when owed replies did not come in time (the connection is closed).
 * rl_node_connected() then says whether one remains. */
rl_err rl_node_settle(rl_node *node, rl_error *err);

/* Whether the node has a connection (one rl_node_settle() kept). */
static inline bool rl_node_connected(const rl_node *node)
{
	return node->reader != NULL;
}

/* Sends n commands together and reads their n replies into replies[], all
 * within read_timeout. The caller made the node ready (rl_node_ready());
 * if anything changed since (PHP code ran and used the node), it is made
 * ready again. Returns RL_OK with
 * every reply (Redis's error answers included) for the caller to free with
 * freeReplyObject(); or the error in err and no replies (the connection is
 * then closed, unless nothing was sent on it). */
rl_err rl_node_pipeline(rl_node *node, size_t n, const rl_cmd *cmds, redisReply **replies, rl_error *err);

/* rl_node_pipeline() bounded by deadline_us (rl_monotonic_us() time)
 * instead of read_timeout from now: a call that makes several round trips
 * bounds them all with one deadline. Either way a deadline (not 0: none)
 * is extended by the longest hold_us of the commands. */
rl_err rl_node_pipeline_until(rl_node *node, size_t n, const rl_cmd *cmds, redisReply **replies, int64_t deadline_us,
	rl_error *err);

/* The two halves of rl_node_pipeline_until(), for a call that sends to
 * several nodes before it reads from any: rl_node_send_until() sends n
 * commands (made ready again first, as rl_node_pipeline()); then
 * rl_node_receive_until() reads their n replies. deadline_us is taken as
 * it is (the caller adds rl_cmds_hold_us()). Either returns RL_OK or the
 * error in err (code 1: nothing was sent; 3 or 4: the commands may have
 * run), the connection then closed, and no replies. */
rl_err rl_node_send_until(rl_node *node, size_t n, const rl_cmd *cmds, int64_t deadline_us, rl_error *err);
rl_err rl_node_receive_until(rl_node *node, size_t n, redisReply **replies, int64_t deadline_us, rl_error *err);

/* Sends one command that the server may hold (BLPOP with a timeout of its
 * own that ends before until_us) and waits for its reply until until_us
 * (rl_monotonic_us() time). Returns RL_OK with *reply set; RL_OK with
 * *reply NULL when until_us came first; or an error as rl_node_pipeline().
 * A wait that runs out keeps the connection: a PING sent behind the command
 * makes an idle Redis answer it at once (it would otherwise answer a
 * timed-out BLPOP only at its next tick), and both replies are owed: read
 * and dropped before the next command. So only a command whose answer may
 * be dropped may be waited on (a BLPOP on a wake list, never one that
 * takes a task). */
rl_err rl_node_wait(rl_node *node, const rl_cmd *cmd, int64_t until_us, redisReply **reply, rl_error *err);

/* Takes, without waiting, one message the server sent unasked on a
 * connection subscribed to a channel (SUBSCRIBE, sent with
 * rl_node_pipeline()): RL_OK with *reply set (for the caller to free), or
 * NULL when none has come whole. The limit of rl_node_limit_replies()
 * counts the bytes received since the last whole message. The
 * connection is never checked as
 * rl_node_ready() checks an idle one (it always has something to read).
 * Returns code 1 (not connected, or opened by another process) or 3 (it
 * broke or sent something else), the connection then closed. */
rl_err rl_node_poll(rl_node *node, redisReply **reply, rl_error *err);

/* rl_reply_describe() and rl_server_text() with this node's password as
 * the secret to keep out. */
void rl_node_describe_reply(const rl_node *node, const redisReply *reply, char *out, size_t size);

/* rl_error_vrefused() for an error answer of this node's server (its
 * password kept out of the message). Returns RL_ERR_REPLY. */
rl_err rl_node_refused(const rl_node *node, const redisReply *reply, rl_error *err, const char *format, ...)
	ZEND_ATTRIBUTE_FORMAT(printf, 4, 5);

/* Sets err for a reply of the wrong kind from node to the command or
 * script named to: what was expected, and what came. Code 3: the command
 * may have run, and its answer is no use; the node's connection is
 * discarded, since what follows on it cannot be trusted. Returns
 * RL_ERR_IO. */
rl_err rl_node_unexpected_reply(rl_node *node, const redisReply *reply, const char *to, const char *expected,
	rl_error *err);

/* Closes the connection after its caller found a reply it cannot use
 * (one of the wrong kind): what follows on it cannot be trusted. */
void rl_node_discard(rl_node *node);

/* Whether a connection was opened since the last call (for the caller in
 * PHP's thread, which counts connections and warns); *eviction_policy is
 * then the server's maxmemory-policy if it may evict keys (maxmemory set,
 * a policy other than noeviction), else NULL. */
bool rl_node_take_opened(rl_node *node, const char **eviction_policy);

#endif /* RL_NODE_H */
