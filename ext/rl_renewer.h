/*
 * The lock renewer: one background thread per process that extends the
 * lifetime of the locks PHP code holds with the "renew" option, and the
 * visibility of the queue tasks RedisQueue::work() has in hand, every third
 * of that lifetime, whatever PHP's own thread is doing (a long query, a
 * sleep()). It renews through the topology layer like any call, over its
 * own connections (a background topology per connection spec, rl_topology.h).
 *
 * Threads and memory. Every function below is called from PHP's thread;
 * the renewer's thread runs only its own loop. The two share the table of
 * renewals (plain C memory under one mutex) and nothing else: the thread
 * never touches PHP's request memory, globals, errors or objects, and
 * blocks every signal, so that max_execution_time and pcntl handlers reach
 * PHP's thread only.
 *
 * Life cycle. The thread is started by the first renewal of a process (an
 * FPM master never has one; each worker starts its own) and stopped by
 * module shutdown, which waits for the round trip it is in (bounded by
 * RL_RENEW_IO_TIMEOUT). Renewals end at rl_renewer_remove(), at request
 * end, at renew_max, or when one fails; after fork() the child has no
 * thread and no renewals (its parent's locks are the parent's to renew).
 */
#ifndef RL_RENEWER_H
#define RL_RENEWER_H

#include "rl_spec.h"
#include "rl_error.h"
#include "rl_script.h"

/* The longest any round trip of the renewer may take (connect, send and
 * reply), in seconds: the renewer's connections use the spec's timeouts
 * capped at this, so that the thread always stops this soon. */
#define RL_RENEW_IO_TIMEOUT 2.0

/* The renewer's own connection to the servers of one connection spec. */
typedef struct rl_renewer_link rl_renewer_link;

/* The renewer's link for spec's servers, made on first use (nothing is
 * connected yet) and shared by the objects with that spec; each that got it
 * gives it back with rl_renewer_link_release() when it no longer renews
 * (its locks' renewals removed first). */
rl_renewer_link *rl_renewer_link_for(const rl_connection_spec *spec);

/* An object no longer uses link. A link that no object uses and no renewal
 * refers to is freed, its connections closed (now, or at a later call if
 * the renewer is using its connections at the moment). */
void rl_renewer_link_release(rl_renewer_link *link);

/* What the renewer knows of one renewal. */
typedef enum rl_renewal_state {
	RL_RENEWAL_ACTIVE,      /* being renewed */
	RL_RENEWAL_ENDED,       /* not renewed any more, nothing wrong: renew_max
	                         * reached, or an id this process does not know
	                         * (removed, or made before a fork) */
	RL_RENEWAL_LOST,        /* the lock no longer holds the token: it
	                         * expired, or another holder has it */
	RL_RENEWAL_UNREACHABLE  /* not renewed within its lifetime (servers
	                         * unreachable, errors): it may have expired */
} rl_renewal_state;

/* The script, keys and token of one lock (or permit), as
 * rl_lock_extend_script takes them. */
typedef struct rl_renewal_target {
	const rl_script *script; /* lock_extend, or a script with its layout */
	const char *keys[3];    /* lock key, its waiters, its alive set */
	size_t key_lens[3];
	const char *token;
	size_t token_len;
} rl_renewal_target;

/* Starts renewing target over link: the lock's lifetime was set no
 * earlier than set_us (rl_monotonic_us() time) for ttl_ms; its holder holds
 * it since held_us, and it is renewed until held_us + max_ms (max_ms 0: no
 * cap). Starts the thread if this process has none. Returns the renewal's
 * id (> 0), or 0 with err set (code 5) when no thread could be started. */
uint64_t rl_renewer_add(rl_renewer_link *link, const rl_renewal_target *target, int64_t ttl_ms, int64_t max_ms,
	int64_t set_us, int64_t held_us, rl_error *err);

/* Starts extending the visibility of a task of work(): id in the queue
 * key, reserved with score, visible again visibility_ms after set_us
 * (rl_monotonic_us() time); every third of that, the score is moved to
 * the server's time + visibility_ms if it is still the one the last touch
 * left (as touch() does). Returns the renewal's id, or 0 with err set. */
uint64_t rl_renewer_add_task(rl_renewer_link *link, const char *key, size_t key_len, const char *id, size_t id_len,
	double score, int64_t visibility_ms, int64_t set_us, rl_error *err);

/* Stops the renewal of a task (waiting for a touch on the wire to
 * answer) and sets *score to the task's score as the touches left it.
 * Returns false when that is unknown (a touch failed after it was sent,
 * or found the score changed): a settlement with *score may then find no
 * task. An unknown id is ignored (true, *score unchanged). */
bool rl_renewer_remove_task(uint64_t id, double *score);

/* After expire(): the lock's lifetime was set to ttl_ms no earlier than
 * set_us; renewals go on with that lifetime. */
void rl_renewer_retime(uint64_t id, int64_t ttl_ms, int64_t set_us);

/* Stops a renewal and forgets it. An unknown id is ignored. */
void rl_renewer_remove(uint64_t id);

/* The state of a renewal; for LOST and UNREACHABLE, a message saying why
 * in why (size bytes). */
rl_renewal_state rl_renewer_state(uint64_t id, char *why, size_t size);

/* Stops every renewal of the process (request end). */
void rl_renewer_request_end(void);

/* Whether this process has a renewer thread running (for tests, through
 * phpinfo()). */
bool rl_renewer_running(void);

/* How many renewals this process started, and how many extensions they
 * made (for phpinfo()). */
void rl_renewer_counts(uint64_t *started, uint64_t *done);

/* From MINIT: the fork handlers. */
void rl_renewer_startup(void);

/* From MSHUTDOWN: stops the thread, waits for it, frees the links. */
void rl_renewer_shutdown(void);

#endif /* RL_RENEWER_H */
