/*
 * What RedisLock and RedisQueue objects have in common: the connection they
 * talk on, the key prefix and options taken from their $param, and the
 * checks and conversions of arguments both classes apply.
 */
#ifndef RL_CLIENT_H
#define RL_CLIENT_H

#include "php.h"
#include "rl_topology.h"

struct rl_renewer_link;

typedef struct rl_client {
	rl_topology *topo;    /* shared, owned by the pool; NULL until constructed */
	zend_string *prefix;  /* prepended to every key; maybe empty */
	bool fencing;         /* the "fencing" option */
	zend_long sync_replicas; /* the "sync_replicas" option: 0 for none */
	double sync_timeout;     /* the "sync_timeout" option, in seconds */
	bool release_at_shutdown; /* the "release_at_shutdown" option */
	int64_t renew_max_ms;    /* the "renew_max" option, in ms; 0: no cap */
	struct rl_renewer_link *renewer; /* with renew: the renewer's connection
	                          * for the same servers; else NULL */
} rl_client;

/* The longest duration accepted anywhere, in seconds (about 3,170 years):
 * its milliseconds are exact in a double and far from overflowing Redis's
 * absolute expiry times. */
#define RL_MAX_SECONDS 100000000000.0

/* Both object structs start with their rl_client (an invariant of
 * rl_lock.c and rl_queue.c), so it is found from the zend_object through
 * the handlers' offset alone. */
static inline rl_client *rl_client_from_obj(zend_object *obj)
{
	return (rl_client *) ((char *) obj - obj->handlers->offset);
}

/* A class's veto on (re)constructing obj: returns false after throwing. */
typedef bool (*rl_client_guard)(zend_object *obj);

/* The body of RedisLock::__construct() and RedisQueue::__construct():
 * checks the argument's type, asks guard (if any), then parses $param into
 * the object's client. Returns FAILURE after throwing. */
zend_result rl_client_construct(INTERNAL_FUNCTION_PARAMETERS, rl_client_guard guard);

/* Handlers for an object struct that embeds std at offset: the standard
 * ones with free_obj, and no cloning (a clone would share held tokens). */
void rl_client_handlers_init(zend_object_handlers *handlers, size_t offset, zend_object_free_obj_t free_obj);

/* (Re)initialises cl from a constructor's $param (array, string or neither).
 * Throws ValueError and returns FAILURE, leaving cl as it was, when $param
 * is invalid. Nothing is sent to Redis. */
zend_result rl_client_init(rl_client *cl, HashTable *param_array, zend_string *param_string);

/* Releases what rl_client_init() took. */
void rl_client_free(rl_client *cl);

/* True when the constructor ran; otherwise throws Error (a subclass that
 * forgot parent::__construct()) and returns false. */
bool rl_client_ready(const rl_client *cl);

/* The Redis key for a name: prefix + kind + name, binary-safe. */
zend_string *rl_client_key(const rl_client *cl, const char *kind, size_t kind_len, const zend_string *name);

/* How PHP's own type errors name a value of the wrong type: "bool" before
 * PHP 8.3, "true" or "false" since. */
static inline const char *rl_value_name(zval *value)
{
#if PHP_VERSION_ID >= 80300
	return zend_zval_value_name(value);
#else
	return zend_zval_type_name(value);
#endif
}

/* The originals' validity check on names, minus empty()'s rejection of
 * "0": null and "" are not names. */
static inline bool rl_name_given(const zend_string *name)
{
	return name && ZSTR_LEN(name) > 0;
}

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

/* Converts a number of seconds (an int or float zval) to milliseconds,
 * rounded to the nearest. Returns false for NaN, INF and magnitudes above
 * RL_MAX_SECONDS. */
bool rl_seconds_to_ms(const zval *seconds, int64_t *ms);

/* Lock tokens and queue waiter ids: 128 random bits as 32 hex digits. */
#define RL_TOKEN_BYTES 16
#define RL_TOKEN_LEN (2 * RL_TOKEN_BYTES)

/* A fresh token from PHP's CSPRNG into out: the next unused 16 bytes of
 * a per-process pool, refilled when empty or when this process is a fork
 * child of the one that filled it (a child never repeats its parent's
 * tokens). Throws and returns FAILURE when the CSPRNG fails. */
zend_result rl_token_new(char out[RL_TOKEN_LEN + 1]);

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

/* Formats ms as decimal text for a Redis argument into buf, of size at
 * least MAX_LENGTH_OF_LONG + 1; returns its length. */
size_t rl_format_ms(char *buf, size_t size, int64_t ms);

#endif /* RL_CLIENT_H */
