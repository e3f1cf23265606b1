/*
 * Commands in the Redis protocol (RESP): what one command is, and its
 * bytes. Replies are hiredis's to parse (its redisReader).
 */
#ifndef RL_RESP_H
#define RL_RESP_H

#include "php.h"
#include "zend_smart_str.h"

/* One command: argc binary-safe arguments. key is the index in argv of
 * the first key it touches, which routes it on a cluster (every key of a
 * command shares that key's slot); 0 for a command that touches no key. */
typedef struct rl_cmd {
	int argc;
	const char **argv;
	const size_t *lens;
	int key;
} rl_cmd;

/* Appends cmd to out (allocated with persistence persistent) as a RESP
 * array of bulk strings, written in place after reserving room for its
 * longest form: one allocation at most, no formatting library. */
void rl_resp_append(smart_str *out, bool persistent, const rl_cmd *cmd);

#endif /* RL_RESP_H */
