/*
 * Call execution: how RedisLock and RedisQueue reach Redis through a
 * topology. One server gets the commands as they are, in one round trip.
 * A cluster gets each command at the node that serves its key's slot, one
 * pipeline per node, and a command is sent again only when its answer
 * says that it did not run (MOVED, ASK, TRYAGAIN, CLUSTERDOWN, LOADING) or
 * its node could not be reached; never after a reply was lost, which may
 * have run. All attempts of a call stay within the topology's budget.
 *
 * Before anything is sent on a node, what opening its connection showed is
 * told to PHP, in PHP's own thread: a new connection is counted; a server
 * that may evict keys is reported once per connection with E_WARNING. If
 * an error handler made that warning an exception, nothing more of the
 * call is sent. A background topology (the lock renewer's, used from its
 * own thread) tells PHP nothing, and its calls use plain C memory only.
 */
#ifndef RL_CALL_H
#define RL_CALL_H

#include "rl_topology.h"

/* Runs n commands and reads their n replies into replies[] (error answers
 * included, for the caller to free with freeReplyObject()); by[i] (when by
 * is not NULL) is the node that answered command i, for describing its
 * answer, or, for a command sent and its reply lost (code 3 or 4), the
 * node it was sent to (the node that broke or went silent). Returns RL_OK, or the error in err with no replies: code 1 or 2
 * when none of the commands ran, 3 or 4 when they may have, 6 when some
 * ran (on other nodes) and the others did not. A command keyed
 * RL_CMD_KEY_AS_BEFORE runs with the one before it; its reply is NULL
 * only when that one's reply is an error answer it never got past. */
rl_err rl_call_pipeline(rl_topology *topo, size_t n, const rl_cmd *cmds, redisReply **replies, rl_node **by,
	rl_error *err);

/* rl_call_pipeline() that settles each command on its own: a node that
 * breaks or does not answer loses only its own commands, the others'
 * replies are kept (every node's commands are sent before any reply is
 * read). outcomes[i] is RL_OK with replies[i] set (NULL only for a
 * command keyed RL_CMD_KEY_AS_BEFORE that its leader's error answer
 * stopped), or the code of command i's failure, replies[i] NULL: 1 or 2
 * (it did not run), 3 or 4 (sent, its reply lost: it may have run). On
 * one server every command shares one outcome. Returns RL_OK when every
 * outcome is RL_OK; else a failure's code, described in err (one that
 * may have run, if any). */
rl_err rl_call_pipeline_each(rl_topology *topo, size_t n, const rl_cmd *cmds, redisReply **replies, rl_node **by,
	rl_err *outcomes, rl_error *err);

/* Sends one command that the server may hold (rl_node_wait(): a BLPOP on a
 * wake list) to the node of its key, and waits for its reply until
 * until_us. RL_OK with *reply NULL when the wait ran out, or when the
 * answer was a redirection or a node could not be reached (on a cluster,
 * after a short pause: the caller tries its call again, routed anew). */
rl_err rl_call_wait(rl_topology *topo, const rl_cmd *cmd, int64_t until_us, redisReply **reply, rl_error *err);

#endif /* RL_CALL_H */
