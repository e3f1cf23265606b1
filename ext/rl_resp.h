/*
 * Commands in the Redis protocol (RESP): what one command is, and its
 * bytes. Replies are hiredis's to parse (its redisReader).
 */
#ifndef RL_RESP_H
#define RL_RESP_H

#include "php.h"
#include "zend_smart_str.h"

/* key of a keyless command that must run on the node that runs the
 * command before it, right after it, and again each time that one is sent
 * again (WAIT after a write): it never travels alone. */
#define RL_CMD_KEY_AS_BEFORE (-1)

/* One command: argc binary-safe arguments. key is the index in argv of
 * the first key it touches, which routes it on a cluster (every key of a
 * command shares that key's slot); 0 for a command that touches no key;
 * RL_CMD_KEY_AS_BEFORE. hold_us: how long the server may hold the reply on
 * purpose before it answers (WAIT's timeout), added to the round trip's
 * deadline; 0 for a command answered at once. */
typedef struct rl_cmd {
	int argc;
	const char **argv;
	const size_t *lens;
	int key;
	int64_t hold_us;
} rl_cmd;

/* The longest hold_us of cmds[0..n-1]. */
int64_t rl_cmds_hold_us(size_t n, const rl_cmd *cmds);

/* Appends cmd to out (allocated with persistence persistent) as a RESP
 * array of bulk strings, written in place after reserving room for its
 * longest form: one allocation at most, no formatting library. */
void rl_resp_append(smart_str *out, bool persistent, const rl_cmd *cmd);

#endif /* RL_RESP_H */
