/*
 * The way RedisLock and RedisQueue reach Redis: a round trip on a node,
 * then, in PHP's own thread, what the node learnt that PHP should hear
 * (a new connection is counted; a server that may evict keys is reported
 * once per connection with E_WARNING).
 */
#ifndef RL_CALL_H
#define RL_CALL_H

#include "rl_node.h"

/* rl_node_pipeline(), then the reporting above. */
rl_err rl_call_pipeline(rl_node *node, size_t n, const rl_cmd *cmds, redisReply **replies, rl_error *err);

/* rl_node_wait(), then the reporting above. */
rl_err rl_call_wait(rl_node *node, const rl_cmd *cmd, int64_t until_us, redisReply **reply, rl_error *err);

#endif /* RL_CALL_H */
