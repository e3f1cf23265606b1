/*
 * redislock: a distributed lock and a deduplicating delayed task queue on
 * Redis, as a PHP extension. This header is the module's public face: its
 * version, its module entry, its INI-backed globals and the class entries
 * that the other files share.
 */
#ifndef PHP_REDISLOCK_H
#define PHP_REDISLOCK_H

#include "php.h"
#include "rl_config.h"

/* The one place the version is written. phpinfo() and
 * phpversion('redislock') show it, scripts/gen-package-xml copies it into
 * package.xml, CHANGELOG.md's newest entry must name it, and a release is
 * tagged with it (PIE reads composer.json's version from that tag). */
#define PHP_REDISLOCK_VERSION "0.1.0"

extern zend_module_entry redislock_module_entry;
#define phpext_redislock_ptr &redislock_module_entry

/* What this process has done since it started (a PHP-FPM worker: across
 * its requests), shown by phpinfo(). Plain counters: each process (and,
 * with ZTS, each thread) counts its own. */
typedef struct rl_stats {
	zend_ulong connections_opened; /* connects that completed AUTH and SELECT */
	zend_ulong scripts_loaded;     /* scripts sent by source after a NOSCRIPT */
	zend_ulong locks_acquired;     /* lock() calls that answered true */
	zend_ulong locks_released;     /* locks that unlock() or unlockAll() released */
	zend_ulong enqueue_calls;      /* RedisQueue calls that Redis answered */
	zend_ulong dequeue_calls;
	zend_ulong pop_calls;
	zend_ulong top_calls;
} rl_stats;

ZEND_BEGIN_MODULE_GLOBALS(redislock)
	/* INI settings, kept as the strings the user wrote: they are validated,
	 * with the same rules and messages as a $param array, when a client is
	 * constructed from them (rl_config.c). */
	char *host;
	char *port;
	char *database;
	char *user;
	char *password;
	char *connect_timeout;
	char *read_timeout;
	char *persistent;
	char *prefix;
	char *fencing;

	/* The INI settings parsed, while ini_spec_valid: request memory, so
	 * dropped at request end and whenever a setting changes (rl_config.c). */
	rl_spec ini_spec;
	bool ini_spec_valid;

	/* Connections, keyed by their spec (rl_conn.c). The persistent pool
	 * outlives requests; the request pool is emptied at request end. */
	HashTable persistent_pool;
	HashTable request_pool;
	bool request_pool_ready;

	rl_stats stats;

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

extern zend_class_entry *rl_lock_ce;
extern zend_class_entry *rl_queue_ce;
extern zend_class_entry *rl_exception_ce;

/* Class set-up, called once from MINIT with the generated class entry. */
void rl_lock_startup(zend_class_entry *ce);
void rl_queue_startup(zend_class_entry *ce);

#endif /* PHP_REDISLOCK_H */
