/*
 * The WAIT of the sync_replicas option.
 */
#ifndef RL_SYNC_H
#define RL_SYNC_H

#include "rl_client.h"

/* The WAIT that follows a write that takes or extends a lock, in the same
 * round trip, when the sync_replicas option asks for acknowledgements. */
typedef struct rl_sync {
	rl_cmd cmd;              /* WAIT sync_replicas sync_timeout-in-ms */
	const char *argv[3];
	size_t lens[3];
	char replicas[MAX_LENGTH_OF_LONG + 1];
	char timeout_ms[MAX_LENGTH_OF_LONG + 1];
	redisReply *reply;       /* WAIT's reply, once sent; freed by rl_sync_free() */
	rl_node *by;             /* the node that ran the write and the WAIT */
	zend_long asked;         /* the acknowledgements asked for (0: no WAIT) */
	rl_topology *topo;       /* the topology the write and the WAIT went through */
	bool short_of_acks;      /* rl_sync_enough() found fewer than asked */
} rl_sync;

/* How many replicas a write of cl that takes or extends a lock must
 * reach: the sync_replicas option when given (0 included), else the
 * topology's default (rl_topology_ops.default_sync_replicas: 1 through
 * Sentinel when the master has a replica, else 0). May ask the sentinels
 * first, for the call about to be made. */
zend_long rl_sync_replicas(const rl_client *cl);

/* Prepares sync for cl, right before the call the write is in, and
 * returns its WAIT for rl_sync_replicas(), to send right after the write
 * (key RL_CMD_KEY_AS_BEFORE); NULL when that is 0. */
const rl_cmd *rl_sync_prepare(const rl_client *cl, rl_sync *sync);

/* Whether WAIT's reply in sync, after the write described by
 * what_format and its arguments ("the %s was taken", "lock"), counts the
 * acknowledgements sync asked for. If not, sets err (code 7, saying how
 * many came) and returns false: the caller releases the lock and throws.
 * The description is formatted only then (not on every call that
 * succeeds). */
bool rl_sync_enough(const rl_client *cl, rl_sync *sync, rl_error *err, const char *what_format, ...)
	ZEND_ATTRIBUTE_FORMAT(printf, 4, 5);

/* Frees WAIT's reply, if any. After a WAIT that rl_sync_enough() found
 * short (the caller has released what it took by then), doubts the
 * topology: a master cut off from its replicas may have been replaced,
 * so the next call asks where the master is (the sentinels) first. */
void rl_sync_free(rl_sync *sync);

#endif /* RL_SYNC_H */
