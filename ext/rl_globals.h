/*
 * The extension's per-process (with ZTS: per-thread) state: the INI
 * settings, the connection pools, the counters phpinfo() shows and the
 * buffered random bytes of lock tokens. Every layer may read it through
 * RL_G(); it includes nothing of the extension's own.
 */
#ifndef RL_GLOBALS_H
#define RL_GLOBALS_H

#include "php.h"

/* What this process has done since it started (a PHP-FPM worker: across
 * its requests), shown by phpinfo(). Plain counters: each process (and,
 * with ZTS, each thread) counts its own. */
typedef struct rl_stats {
	zend_ulong connections_opened; /* connects that completed their handshake */
	zend_ulong scripts_loaded;     /* scripts sent by source after a NOSCRIPT */
	zend_ulong locks_acquired;     /* lock() calls that answered true */
	zend_ulong locks_handed;       /* of those, locks a release handed over */
	zend_ulong locks_released;     /* locks that unlock() or unlockAll() released */
	zend_ulong enqueue_calls;      /* RedisQueue calls that Redis answered */
	zend_ulong dequeue_calls;
	zend_ulong pop_calls;
	zend_ulong top_calls;
	zend_ulong reserve_calls;
	zend_ulong touch_calls;
	zend_ulong size_calls;
} rl_stats;

/* The most options there may be (rl_options.h, which checks it). */
#define RL_OPTION_SLOTS 32

struct rl_spec;
struct rl_release_item;

ZEND_BEGIN_MODULE_GLOBALS(redislock)
	/* The redislock.* INI settings as the user wrote them, by option
	 * (rl_options.c registers them; NULL for an option without one):
	 * validated, with the same rules and messages as a $param array, when
	 * a client is constructed from them (rl_config.c). */
	char *ini_values[RL_OPTION_SLOTS];

	/* The INI settings parsed, or NULL: request memory, so dropped at
	 * request end and whenever a setting changes (rl_config.c). */
	struct rl_spec *ini_spec;

	/* Connections, keyed by their spec (rl_pool.c). The persistent pool
	 * outlives requests; the request pool is emptied at request end. */
	HashTable persistent_pool;
	HashTable request_pool;
	bool request_pool_ready;

	rl_stats stats;

	/* Locks of release_at_shutdown objects freed during the request's
	 * shutdown, released together at its very end (rl_lock.c). */
	struct rl_release_item *release_at_end;
	uint32_t release_at_end_count;

	/* CSPRNG bytes for lock tokens, fetched a whole pool at a time (one
	 * system call per 16 locks instead of one each) and each handed
	 * out once; refilled in a forked child, which must not reuse its
	 * parent's (rl_lock.c). */
	unsigned char token_pool[256];
	uint32_t token_pool_left;
	uint32_t token_pool_generation;
ZEND_END_MODULE_GLOBALS(redislock)

ZEND_EXTERN_MODULE_GLOBALS(redislock)
#define RL_G(v) ZEND_MODULE_GLOBALS_ACCESSOR(redislock, v)

/* Adds n to one of this process's counters (rl_stats). */
#define RL_STAT_ADD(field, n) (RL_G(stats).field += (zend_ulong) (n))

#if defined(ZTS) && defined(COMPILE_DL_REDISLOCK)
ZEND_TSRMLS_CACHE_EXTERN()
#endif

#endif /* RL_GLOBALS_H */
