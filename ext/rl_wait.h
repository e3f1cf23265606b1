/*
 * Waiting: the blocks of a waiting lock(), pop() or reserve() on a wake
 * list, and the pace of its attempts while the server is away.
 */
#ifndef RL_WAIT_H
#define RL_WAIT_H

#include "rl_client.h"

/* The longest single blocking wait (a minute), so that no conversion of a
 * wait to poll()'s milliseconds can overflow. */
#define RL_MAX_WAIT_US INT64_C(60000000)

/* Whether max_execution_time ran out during this call: a wait must end
 * at once, so that PHP can throw its fatal error. */
static inline bool rl_request_timed_out(void)
{
#if PHP_VERSION_ID >= 80200
	return zend_atomic_bool_load_ex(&EG(timed_out));
#else
	return EG(timed_out);
#endif
}

/* Blocks for at most block_us on the wake list wake_key (a BLPOP on the
 * node that serves it), returning when a token is pushed there or the time
 * is up; a wait that runs out keeps its connection (rl_node_wait()). A
 * wait too short for Redis to time (under 2 ms) is a sleep, and so is one
 * that Redis refuses (a server before 6.0 takes whole seconds only). When
 * popped is not NULL, it receives the token popped, cut to popped_size - 1
 * bytes and NUL-terminated ("" for none). Returns false with err set when
 * the wait failed; a wait that broke after sending (code 3 or 4) lost only
 * its wake. */
bool rl_client_wait_wake(const rl_client *cl, const zend_string *wake_key, int64_t block_us, char *popped,
	size_t popped_size, rl_error *err);

/* The pace of a waiting call's attempts while its server is away. */
typedef struct rl_outage {
	int64_t pause_us; /* the next pause; 0 before the first */
} rl_outage;

/* The first pause of an outage, and the longest: a server back from a
 * restart or a failover is found within about RL_OUTAGE_MAX_PAUSE_US. */
#define RL_OUTAGE_FIRST_PAUSE_US INT64_C(20000)
#define RL_OUTAGE_MAX_PAUSE_US INT64_C(250000)

/* Whether a waiting call (lock() with $timeout, pop() or reserve() with
 * $wait) goes on after an attempt that failed with err, before deadline:
 * yes when the attempt did not run because its server was away (code 1:
 * no connection, no master named, not Redis yet) or asked to be tried
 * later (LOADING, MASTERDOWN, CLUSTERDOWN, ...), as during a restart or a
 * failover. It then sleeps first (first_pause_us, at least 1 ms and at most
 * RL_OUTAGE_FIRST_PAUSE_US, then twice the last, up to
 * RL_OUTAGE_MAX_PAUSE_US, never past deadline) and returns true. Returns
 * false at once for any other error, once deadline has passed, when
 * max_execution_time ran out, or when PHP code threw during the attempt
 * (an error handler of a warning it gave). A zeroed outage starts a new pace. */
bool rl_outage_wait(rl_outage *outage, const rl_error *err, int64_t first_pause_us, int64_t deadline);

#endif /* RL_WAIT_H */
