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
} rl_sync;

/* Prepares sync for cl and returns its WAIT, to send right after the
 * write (key RL_CMD_KEY_AS_BEFORE); NULL when sync_replicas is 0. */
const rl_cmd *rl_sync_prepare(const rl_client *cl, rl_sync *sync);

/* Whether WAIT's reply in sync, after the write described by what ("the
 * lock was taken"), counts sync_replicas acknowledgements. If not, sets
 * err (code 7, saying how many came) and returns false: the caller
 * releases the lock and throws. */
bool rl_sync_enough(const rl_client *cl, const rl_sync *sync, const char *what, rl_error *err);

/* Frees WAIT's reply, if any. */
void rl_sync_free(rl_sync *sync);

#endif /* RL_SYNC_H */
