/*
 * The module: INI settings, class registration, request and process
 * life cycle, phpinfo(). Each class lives in its own file (rl_lock.c,
 * rl_queue.c); connections in rl_node.c and rl_pool.c; scripts in
 * rl_script.c.
 */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "php_ini.h"
#include "SAPI.h"
#include "ext/standard/info.h"
#include "ext/spl/spl_exceptions.h"
#include "zend_attributes.h"

#include <hiredis/hiredis.h>

#include "php_redislock.h"
#include "rl_config.h"
#include "rl_error.h"
#include "rl_globals.h"
#include "rl_holder.h"
#include "rl_lock.h"
#include "rl_semaphore.h"
#include "rl_os.h"
#include "rl_pool.h"
#include "rl_queue.h"
#include "rl_renewer.h"
#include "rl_script.h"
#include "rl_stock.h"
#include "rl_tls.h"
#include "redislock_arginfo.h"

ZEND_DECLARE_MODULE_GLOBALS(redislock)

/* OnUpdateString that also drops the parsed copy of the settings
 * (rl_config.c). */
static ZEND_INI_MH(OnUpdateSetting)
{
	rl_config_ini_forget();
	return OnUpdateString(entry, new_value, mh_arg1, mh_arg2, mh_arg3, stage);
}

static PHP_GINIT_FUNCTION(redislock)
{
#if defined(COMPILE_DL_REDISLOCK) && defined(ZTS)
	ZEND_TSRMLS_CACHE_UPDATE();
#endif
	memset(redislock_globals, 0, sizeof(*redislock_globals));
	rl_pool_init_persistent(&redislock_globals->persistent_pool);
}

static PHP_GSHUTDOWN_FUNCTION(redislock)
{
	zend_hash_destroy(&redislock_globals->persistent_pool);
}

static PHP_MINIT_FUNCTION(redislock)
{
	rl_options_ini_register(module_number, type, OnUpdateSetting);
	rl_scripts_startup();
	rl_os_startup();
	/* in this order: fork() runs prepare handlers last-registered first,
	 * so the renewer's waits for a round in progress (which may hold the
	 * TLS context lock in a handshake) before the TLS one takes that lock */
	rl_tls_startup();
	rl_renewer_startup();
	rl_exception_ce = register_class_RedisLockException(spl_ce_RuntimeException);
	rl_lock_startup(register_class_RedisLock());
	rl_semaphore_startup(register_class_RedisSemaphore());
	rl_queue_startup(register_class_RedisQueue());
	rl_stock_startup(register_class_RedisStock());
	return SUCCESS;
}

static PHP_MSHUTDOWN_FUNCTION(redislock)
{
	rl_renewer_shutdown();
	rl_tls_shutdown();
	UNREGISTER_INI_ENTRIES();
	return SUCCESS;
}

/* Non-persistent connections are closed after every module's RSHUTDOWN
 * and the engine's own shutdown: user code can still run in those (session
 * save handlers, destructors) and use an object's connection. */
static ZEND_MODULE_POST_ZEND_DEACTIVATE_D(redislock)
{
	zend_try {
		rl_holder_request_end();
	} zend_end_try();
	rl_pool_request_shutdown();
	rl_config_ini_forget();
	return SUCCESS;
}

/* One phpinfo() row with a counter's value. */
static void info_counter_row(const char *label, zend_ulong value)
{
	char text[MAX_LENGTH_OF_LONG + 1];

	snprintf(text, sizeof(text), ZEND_ULONG_FMT, value);
	php_info_print_table_row(2, label, text);
}

static PHP_MINFO_FUNCTION(redislock)
{
	char hiredis_version[32];
	const rl_stats *stats = &RL_G(stats);

	snprintf(hiredis_version, sizeof(hiredis_version), "%d.%d.%d", HIREDIS_MAJOR, HIREDIS_MINOR, HIREDIS_PATCH);
	php_info_print_table_start();
	php_info_print_table_row(2, "redislock support", "enabled");
	php_info_print_table_row(2, "Version", PHP_REDISLOCK_VERSION);
	php_info_print_table_row(2, "hiredis version (built with)", hiredis_version);
	php_info_print_table_row(2, "TLS support", rl_tls_available() ? "enabled" : "disabled (built without hiredis_ssl)");
	php_info_print_table_row(2, "TLS library", rl_tls_library());
	php_info_print_table_row(2, "Classes", "RedisLock, RedisSemaphore, RedisQueue, RedisStock, RedisLockException");
	php_info_print_table_end();

	php_info_print_table_start();
	php_info_print_table_header(2, "Counters of this process", "Value");
	info_counter_row("Connections opened", stats->connections_opened);
	info_counter_row("Scripts loaded (after NOSCRIPT)", stats->scripts_loaded);
	info_counter_row("Locks acquired", stats->locks_acquired);
	info_counter_row("Locks acquired by hand-over", stats->locks_handed);
	info_counter_row("Locks released", stats->locks_released);
	info_counter_row("Queue enqueue() calls", stats->enqueue_calls);
	info_counter_row("Queue dequeue() calls", stats->dequeue_calls);
	info_counter_row("Queue pop() calls", stats->pop_calls);
	info_counter_row("Queue top() calls", stats->top_calls);
	info_counter_row("Queue reserve() calls", stats->reserve_calls);
	info_counter_row("Queue touch() calls", stats->touch_calls);
	info_counter_row("Queue size() calls", stats->size_calls);
	php_info_print_table_end();

	uint64_t renewals_started, renewals_done;
	rl_renewer_counts(&renewals_started, &renewals_done);
	php_info_print_table_start();
	php_info_print_table_header(2, "Lock renewer of this process", "Value");
	php_info_print_table_row(2, "Thread", rl_renewer_running() ? "running" : "not started");
	info_counter_row("Renewals started", (zend_ulong) renewals_started);
	info_counter_row("Lifetimes extended", (zend_ulong) renewals_done);
	php_info_print_table_end();

	DISPLAY_INI_ENTRIES();
}

zend_module_entry redislock_module_entry = {
	STANDARD_MODULE_HEADER,
	"redislock",
	NULL,
	PHP_MINIT(redislock),
	PHP_MSHUTDOWN(redislock),
	NULL,
	NULL,
	PHP_MINFO(redislock),
	PHP_REDISLOCK_VERSION,
	PHP_MODULE_GLOBALS(redislock),
	PHP_GINIT(redislock),
	PHP_GSHUTDOWN(redislock),
	ZEND_MODULE_POST_ZEND_DEACTIVATE_N(redislock),
	STANDARD_MODULE_PROPERTIES_EX
};

#ifdef COMPILE_DL_REDISLOCK
# ifdef ZTS
ZEND_TSRMLS_CACHE_DEFINE()
# endif
ZEND_GET_MODULE(redislock)
#endif
