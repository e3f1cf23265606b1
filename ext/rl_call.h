/*
 * The way RedisLock and RedisQueue reach Redis: a round trip on a node,
 * preceded, in PHP's own thread, by what opening its connection showed
 * that PHP should hear (a new connection is counted; a server that may
 * evict keys is reported once per connection with E_WARNING). If an error
 * handler made that warning an exception, nothing of the call is sent.
 */
#ifndef RL_CALL_H
#define RL_CALL_H

#include "rl_node.h"

/* The reporting above, then rl_node_pipeline(). */
rl_err rl_call_pipeline(rl_node *node, size_t n, const rl_cmd *cmds, redisReply **replies, rl_error *err);

/* The reporting above, then rl_node_wait(). */
rl_err rl_call_wait(rl_node *node, const rl_cmd *cmd, int64_t until_us, redisReply **reply, rl_error *err);

#endif /* RL_CALL_H */
