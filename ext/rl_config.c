/*
 * Connection settings. Every form of $param ends up as options applied by
 * rl_option_set() over the INI settings, so the three forms share one set
 * of rules and one set of messages:
 *
 *   null                  the redislock.* INI settings alone
 *   a string              a DSN (rl_dsn.c)
 *   [key => value, ...]   the options by name (rl_options.c)
 *
 * then the rules that tie options together: a user needs a password, a
 * cluster or the sentinels replace a host, TLS settings need TLS.
 */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"

#include "rl_address.h"
#include "rl_config.h"
#include "rl_dsn.h"
#include "rl_globals.h"
#include "rl_options.h"
#include "rl_tls.h"

/* Makes the first address of list (a cluster's seeds, sentinels) spec's
 * host and port, as a spec with a host holds them; no socket. */
static void spec_host_from_list(rl_connection_spec *conn, const zend_string *list)
{
	const char *p = ZSTR_VAL(list);
	const char *host;
	size_t host_len;
	zend_long port;

	/* the list was checked when the option was set: it has a first address */
	if (rl_address_list_next(&p, p + ZSTR_LEN(list), &host, &host_len, &port)) {
		if (conn->host) {
			zend_string_release(conn->host);
		}
		conn->host = zend_string_init(host, host_len, 0);
		if (conn->socket) {
			zend_string_release(conn->socket);
			conn->socket = NULL;
		}
		conn->port = port;
	}
}

/* The first TLS option among which that spec uses (its value not its
 * default), or NULL: the switches (tls, tls_verify) before the paths and
 * names, as messages have always named them. */
static const char *tls_option_used(const rl_spec *spec, rl_option_mask which)
{
	rl_option_mask tls = which & rl_options_flagged(RL_OPTION_TLS);
	const char *name = rl_option_first_not_default(spec, tls & rl_options_of_kind(RL_KIND_BOOL));

	return name ? name : rl_option_first_not_default(spec, tls);
}

/* Parses the INI settings into spec, which starts empty. */
static zend_result spec_from_ini(rl_spec *spec)
{
	for (int opt = 0; opt < RL_OPT_COUNT; opt++) {
		const char *value = rl_option_ini_value(opt);
		zval zv;
		bool ok;

		if (value == NULL) {
			continue;
		}
		ZVAL_STRING(&zv, value);
		ok = rl_option_set(spec, opt, &zv);
		zval_ptr_dtor(&zv);
		if (!ok) {
			rl_option_throw_invalid(opt, 0);
			return FAILURE;
		}
	}
	const char *tls = rl_tls_available() ? NULL : tls_option_used(spec, ~(rl_option_mask) 0);
	if (tls) {
		zend_value_error("INI setting redislock.%s " RL_NO_TLS_REASON, tls);
		return FAILURE;
	}
	return SUCCESS;
}

/* Fills spec, which starts empty, with the INI settings: a copy of
 * RL_G(ini_spec), parsed on the first call since a setting last changed
 * (half of what constructing an object cost, per object, before). */
static zend_result spec_from_ini_cached(rl_spec *spec)
{
	if (!RL_G(ini_spec)) {
		rl_spec parsed = {0};

		if (spec_from_ini(&parsed) == FAILURE) {
			rl_spec_free(&parsed);
			return FAILURE;
		}
		RL_G(ini_spec) = emalloc(sizeof(parsed));
		*RL_G(ini_spec) = parsed;
	}
	*spec = *RL_G(ini_spec);
	rl_spec_strings_addref(spec);
	return SUCCESS;
}

void rl_config_ini_forget(void)
{
	if (RL_G(ini_spec)) {
		rl_spec_free(RL_G(ini_spec));
		efree(RL_G(ini_spec));
		RL_G(ini_spec) = NULL;
	}
}

static bool param_has(const rl_param *param, rl_option opt)
{
	return (param->set & RL_OPTION_BIT(opt)) != 0;
}

/* Applies the key/value pairs of an array $param. */
static zend_result spec_from_array(rl_param *param, HashTable *ht)
{
	zend_string *key;
	zend_ulong index;
	zval *value;

	ZEND_HASH_FOREACH_KEY_VAL(ht, index, key, value) {
		int opt = key ? rl_option_lookup(ZSTR_VAL(key), ZSTR_LEN(key)) : -1;

		if (opt < 0) {
			if (key) {
				zend_argument_value_error(param->arg_num, "contains the unknown option \"%s\"", ZSTR_VAL(key));
			} else {
				zend_argument_value_error(param->arg_num, "contains the unknown option " ZEND_ULONG_FMT, index);
			}
			return FAILURE;
		}
		ZVAL_DEREF(value);
		if (Z_TYPE_P(value) != IS_NULL /* null: not given, the INI setting stays */
				&& rl_param_set(param, opt, value) == FAILURE) {
			return FAILURE;
		}
	} ZEND_HASH_FOREACH_END();
	return SUCCESS;
}

/* Refuses an array $param that names its servers twice (a host and a
 * socket, or either with a cluster or sentinels). */
static zend_result array_addresses_check(const rl_param *param)
{
	bool host = param_has(param, RL_OPT_HOST), socket = param_has(param, RL_OPT_SOCKET);
	bool cluster = param_has(param, RL_OPT_CLUSTER);

	if (param_has(param, RL_OPT_SENTINEL) && (host || socket || cluster)) {
		zend_argument_value_error(param->arg_num, "must not set option \"%s\" with \"sentinel\" (the sentinels "
			"say where the master is)", host ? "host" : socket ? "socket" : "cluster");
		return FAILURE;
	}
	if (cluster && (host || socket)) {
		zend_argument_value_error(param->arg_num, "must not set option \"%s\" with \"cluster\" (the seeds say "
			"where the cluster is)", host ? "host" : "socket");
		return FAILURE;
	}
	if (host && socket) {
		zend_argument_value_error(param->arg_num, "must not set both options \"host\" and \"socket\"");
		return FAILURE;
	}
	return SUCCESS;
}

/* Refuses a user without a password, blaming $param if it set the user,
 * else the INI settings. */
static zend_result credentials_check(const rl_param *param)
{
	const rl_connection_spec *conn = &param->spec->conn;

	if (!conn->user || conn->password) {
		return SUCCESS;
	}
	if (param_has(param, RL_OPT_USER)) {
		zend_argument_value_error(param->arg_num, "sets a user without a password");
	} else {
		zend_value_error("INI setting redislock.user must be used with redislock.password");
	}
	return FAILURE;
}

/* Checks the TLS settings; for a plain connection, then drops them (the
 * redislock.tls_* INI settings are defaults for TLS connections only, so
 * that they neither reach nor split plain connections). On failure throws
 * ValueError and returns FAILURE. */
static zend_result tls_settings_check(const rl_param *param)
{
	rl_spec *spec = param->spec;
	const char *option = rl_tls_available() ? NULL : tls_option_used(spec, ~(rl_option_mask) 0);

	if (option) {
		zend_argument_value_error(param->arg_num, "option \"%s\" " RL_NO_TLS_REASON, option);
		return FAILURE;
	}
	if (!spec->conn.tls) {
		rl_option_mask given = param->set;

		/* tls_verify off is refused where it turns the INI's checks off:
		 * the INI's own value given again is not a setting of $param's */
		if (RL_G(ini_spec) && !RL_G(ini_spec)->conn.tls_verify) {
			given &= ~RL_OPTION_BIT(RL_OPT_TLS_VERIFY);
		}
		option = tls_option_used(spec, given);
		if (option) {
			zend_argument_value_error(param->arg_num, "sets option \"%s\" while \"tls\" is off: use rediss:// or "
				"tls=1, or leave it out (a TLS setting is never used for a plain connection)", option);
			return FAILURE;
		}
		rl_options_reset(spec, rl_options_flagged(RL_OPTION_TLS));
		return SUCCESS;
	}
	if (spec->conn.socket) {
		zend_argument_value_error(param->arg_num,
			"option \"tls\" needs a TCP host: Redis serves TLS on a port, not on a Unix socket");
		return FAILURE;
	}
	if ((spec->conn.tls_cert == NULL) != (spec->conn.tls_key == NULL)) {
		zend_argument_value_error(param->arg_num, "must set options \"tls_cert\" and \"tls_key\" together");
		return FAILURE;
	}
	option = rl_option_paths_resolve(spec);
	if (option) {
		zend_argument_value_error(param->arg_num, "option \"%s\" names a path that cannot be used (outside "
			"open_basedir, or not resolvable)", option);
		return FAILURE;
	}
	return SUCCESS;
}

/* With the cluster option: checks that nothing contradicts it (a socket,
 * a database other than 0) and makes the first seed spec's host and port.
 * On failure throws ValueError and returns FAILURE. */
static zend_result cluster_settings_check(const rl_param *param)
{
	rl_connection_spec *conn = &param->spec->conn;

	if (!conn->cluster) {
		return SUCCESS;
	}
	if (conn->socket) {
		zend_argument_value_error(param->arg_num, "option \"cluster\" needs TCP seeds, not a Unix socket");
		return FAILURE;
	}
	if (conn->database != 0) {
		zend_argument_value_error(param->arg_num, "selects database " ZEND_LONG_FMT ": a Redis Cluster has only "
			"database 0", conn->database);
		return FAILURE;
	}
	spec_host_from_list(conn, conn->cluster);
	return SUCCESS;
}

/* Lets $param's own topology win over the INI's: a $param that names a
 * cluster drops the INI's sentinels and the other way round, and one that
 * names a host or socket (and neither) drops both. Both left set (by the
 * INI alone) is a ValueError: returns FAILURE. */
static zend_result topology_settle(const rl_param *param)
{
	rl_connection_spec *conn = &param->spec->conn;
	bool param_cluster = conn->cluster && param_has(param, RL_OPT_CLUSTER);
	bool param_sentinel = conn->sentinel && param_has(param, RL_OPT_SENTINEL);
	bool param_address = param_has(param, RL_OPT_HOST) || param_has(param, RL_OPT_SOCKET);

	if (!param_cluster && (param_sentinel || param_address)) {
		rl_options_reset(param->spec, RL_OPTION_BIT(RL_OPT_CLUSTER));
	}
	if (!param_sentinel && (param_cluster || param_address)) {
		rl_options_reset(param->spec, RL_OPTION_BIT(RL_OPT_SENTINEL));
	}
	if (conn->cluster && conn->sentinel) {
		zend_value_error("INI settings redislock.cluster and redislock.sentinel must not both be set");
		return FAILURE;
	}
	return SUCCESS;
}

/* With the sentinel option: checks that the service is named and the
 * sentinels' credentials go together, and makes the first sentinel spec's
 * host and port (the master's address is the sentinels' answer). Without
 * it: the sentinel-only options are refused if $param set them, else (INI
 * defaults) dropped. On failure throws ValueError and returns FAILURE. */
static zend_result sentinel_settings_check(const rl_param *param)
{
	rl_connection_spec *conn = &param->spec->conn;
	rl_option_mask sentinel_only = RL_OPTION_BIT(RL_OPT_SERVICE) | RL_OPTION_BIT(RL_OPT_SENTINEL_USER)
		| RL_OPTION_BIT(RL_OPT_SENTINEL_PASSWORD);

	if (!conn->sentinel) {
		const char *set = rl_option_first_not_default(param->spec, param->set & sentinel_only);

		if (set) {
			zend_argument_value_error(param->arg_num, "sets option \"%s\" without \"sentinel\": it is used only "
				"to find the master through sentinels", set);
			return FAILURE;
		}
		rl_options_reset(param->spec, sentinel_only);
		return SUCCESS;
	}
	if (!conn->service && !param_has(param, RL_OPT_SENTINEL)) {
		zend_value_error("INI setting redislock.sentinel must be used with redislock.service (the name the "
			"sentinels know the master by, as in sentinel monitor mymaster ...)");
		return FAILURE;
	}
	if (!conn->service) {
		zend_argument_value_error(param->arg_num, "sets option \"sentinel\" without \"service\" (the name the "
			"sentinels know the master by, as in sentinel monitor mymaster ...)");
		return FAILURE;
	}
	if (conn->sentinel_user && !conn->sentinel_password && !param_has(param, RL_OPT_SENTINEL_USER)) {
		zend_value_error("INI setting redislock.sentinel_user must be used with redislock.sentinel_password");
		return FAILURE;
	}
	if (conn->sentinel_user && !conn->sentinel_password) {
		zend_argument_value_error(param->arg_num, "sets option \"sentinel_user\" without \"sentinel_password\"");
		return FAILURE;
	}
	spec_host_from_list(conn, conn->sentinel);
	return SUCCESS;
}

/* Applies $param (null, a DSN or an array) to param's spec. */
static zend_result param_apply(rl_param *param, zval *value)
{
	if (!value) {
		return SUCCESS;
	}
	if (Z_TYPE_P(value) == IS_STRING) {
		return rl_dsn_apply(param, Z_STR_P(value));
	}
	ZEND_ASSERT(Z_TYPE_P(value) == IS_ARRAY);
	if (spec_from_array(param, Z_ARRVAL_P(value)) == FAILURE) {
		return FAILURE;
	}
	return array_addresses_check(param);
}

zend_result rl_spec_parse(rl_spec *spec, zval *value, uint32_t arg_num)
{
	rl_param param = {.spec = spec, .set = 0, .arg_num = arg_num};
	zend_result result;

	memset(spec, 0, sizeof(*spec));
	/* each step runs only if every one before succeeded */
	result = spec_from_ini_cached(spec) == SUCCESS
		&& param_apply(&param, value) == SUCCESS
		&& credentials_check(&param) == SUCCESS
		&& topology_settle(&param) == SUCCESS
		&& sentinel_settings_check(&param) == SUCCESS
		&& cluster_settings_check(&param) == SUCCESS
		&& tls_settings_check(&param) == SUCCESS ? SUCCESS : FAILURE;
#if SIZEOF_ZEND_LONG < 8
	if (result == SUCCESS && spec->object.fencing) {
		zend_value_error("The fencing option needs a 64-bit PHP: fencing tokens are 64-bit integers");
		result = FAILURE;
	}
#endif
	if (result == FAILURE) {
		rl_spec_free(spec);
		return FAILURE;
	}
	if (!spec->object.prefix) {
		spec->object.prefix = ZSTR_EMPTY_ALLOC();
	}
	ZEND_ASSERT((spec->conn.host == NULL) != (spec->conn.socket == NULL));
	return SUCCESS;
}
