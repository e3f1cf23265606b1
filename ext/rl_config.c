/*
 * Connection settings. Every form of $param ends up as a list of
 * (option, value) pairs applied over the INI settings by spec_set(), so the
 * three forms share one set of rules and one set of messages:
 *
 *   null                  the redislock.* INI settings alone
 *   "redis://..."         URL parsed by PHP's own parser (ext/standard/url.c)
 *   "rediss://..."        the same, with TLS
 *   "redis+cluster://..." seeds of a Redis Cluster (rediss+cluster://: TLS)
 *   "redis+sentinel://..." sentinels and the service they watch
 *                         (rediss+sentinel://: TLS)
 *   "unix:///path?db=N"   a Unix socket
 *   "host[:port]"         read as "redis://host[:port]"
 *   "/path"               a Unix socket
 *   [key => value, ...]   the keys of rl_options[]
 */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "ext/standard/sha1.h"
#include "main/fopen_wrappers.h"
#include "ext/standard/url.h"
#include "zend_smart_str.h"

#include "rl_globals.h"
#include "rl_config.h"
#include "rl_tls.h"

typedef enum rl_option {
	RL_OPT_HOST,
	RL_OPT_PORT,
	RL_OPT_SOCKET,
	RL_OPT_DATABASE,
	RL_OPT_USER,
	RL_OPT_PASSWORD,
	RL_OPT_CONNECT_TIMEOUT,
	RL_OPT_READ_TIMEOUT,
	RL_OPT_PERSISTENT,
	RL_OPT_PREFIX,
	RL_OPT_FENCING,
	RL_OPT_TLS,
	RL_OPT_TLS_CA_FILE,
	RL_OPT_TLS_CA_PATH,
	RL_OPT_TLS_CERT,
	RL_OPT_TLS_KEY,
	RL_OPT_TLS_VERIFY,
	RL_OPT_TLS_SERVER_NAME,
	RL_OPT_CLUSTER,
	RL_OPT_SYNC_REPLICAS,
	RL_OPT_SYNC_TIMEOUT,
	RL_OPT_SENTINEL,
	RL_OPT_SERVICE,
	RL_OPT_SENTINEL_USER,
	RL_OPT_SENTINEL_PASSWORD,
	RL_OPT_RELEASE_AT_SHUTDOWN,
	RL_OPT_RENEW,
	RL_OPT_RENEW_MAX,
	RL_OPT_COUNT
} rl_option;

/* Names as they appear in arrays, DSN queries and (after "redislock.") the
 * INI, with what a value must be, for messages. */
static const struct {
	const char *name;
	const char *expect;
} rl_options[RL_OPT_COUNT] = {
	[RL_OPT_HOST]            = {"host", "a non-empty string"},
	[RL_OPT_PORT]            = {"port", "an integer from 1 to 65535"},
	[RL_OPT_SOCKET]          = {"socket", "a non-empty path"},
	[RL_OPT_DATABASE]        = {"database", "an integer from 0 to 2147483647"},
	[RL_OPT_USER]            = {"user", "a string"},
	[RL_OPT_PASSWORD]        = {"password", "a string"},
	[RL_OPT_CONNECT_TIMEOUT] = {"connect_timeout", "a finite number of seconds greater than 0"},
	[RL_OPT_READ_TIMEOUT]    = {"read_timeout", "a finite number of seconds, 0 for none"},
	[RL_OPT_PERSISTENT]      = {"persistent", "a boolean"},
	[RL_OPT_PREFIX]          = {"prefix", "a string"},
	[RL_OPT_FENCING]         = {"fencing", "a boolean"},
	[RL_OPT_TLS]             = {"tls", "a boolean"},
	[RL_OPT_TLS_CA_FILE]     = {"tls_ca_file", "a path without NUL bytes"},
	[RL_OPT_TLS_CA_PATH]     = {"tls_ca_path", "a path without NUL bytes"},
	[RL_OPT_TLS_CERT]        = {"tls_cert", "a path without NUL bytes"},
	[RL_OPT_TLS_KEY]         = {"tls_key", "a path without NUL bytes"},
	[RL_OPT_TLS_VERIFY]      = {"tls_verify", "a boolean"},
	[RL_OPT_TLS_SERVER_NAME] = {"tls_server_name", "a host name or IP address without NUL bytes"},
	[RL_OPT_CLUSTER]         = {"cluster", "a list of seeds \"host:port\" (an array, or a string separated by commas)"},
	[RL_OPT_SYNC_REPLICAS]   = {"sync_replicas", "an integer from 0 to 1000"},
	[RL_OPT_SYNC_TIMEOUT]    = {"sync_timeout", "a finite number of seconds greater than 0"},
	[RL_OPT_SENTINEL]        = {"sentinel", "a list of sentinels \"host:port\" (an array, or a string separated by commas)"},
	[RL_OPT_SERVICE]         = {"service", "the name of the service the sentinels watch, without NUL bytes"},
	[RL_OPT_SENTINEL_USER]   = {"sentinel_user", "a string"},
	[RL_OPT_SENTINEL_PASSWORD] = {"sentinel_password", "a string"},
	[RL_OPT_RELEASE_AT_SHUTDOWN] = {"release_at_shutdown", "a boolean"},
	[RL_OPT_RENEW]           = {"renew", "a boolean"},
	[RL_OPT_RENEW_MAX]       = {"renew_max", "a finite number of seconds from 0 (no cap) to 100000000000"},
};

/* The port of a sentinel address that names none. */
#define RL_SENTINEL_DEFAULT_PORT 26379

/* The most seeds a cluster option (or sentinels a sentinel option) may list. */
#define RL_MAX_SEEDS 100

/* The longest timeout accepted, in seconds (a day); more is surely a typo
 * of milliseconds for seconds. */
#define RL_MAX_IO_TIMEOUT 86400.0

/* The longest renew_max, in seconds (as any duration of the classes:
 * about 3,170 years). */
#define RL_MAX_RENEW_SECONDS 100000000000.0

/* Where a value came from, to say so in the message. */
typedef enum rl_source { RL_FROM_INI, RL_FROM_PARAM } rl_source;

static int option_lookup(const char *name, size_t len)
{
	for (int i = 0; i < RL_OPT_COUNT; i++) {
		if (strlen(rl_options[i].name) == len && memcmp(rl_options[i].name, name, len) == 0) {
			return i;
		}
	}
	return -1;
}

static void throw_invalid(rl_source from, uint32_t arg_num, rl_option opt)
{
	if (from == RL_FROM_INI) {
		zend_value_error("INI setting redislock.%s must be %s", rl_options[opt].name, rl_options[opt].expect);
	} else {
		zend_argument_value_error(arg_num, "option \"%s\" must be %s", rl_options[opt].name, rl_options[opt].expect);
	}
}

/* An integer, given as int or as a string holding a decimal integer. */
static bool value_long(const zval *zv, zend_long min, zend_long max, zend_long *out)
{
	zend_long lval;
	double dval;

	if (Z_TYPE_P(zv) == IS_LONG) {
		lval = Z_LVAL_P(zv);
	} else if (Z_TYPE_P(zv) != IS_STRING
			|| is_numeric_string(Z_STRVAL_P(zv), Z_STRLEN_P(zv), &lval, &dval, false) != IS_LONG) {
		return false;
	}
	if (lval < min || lval > max) {
		return false;
	}
	*out = lval;
	return true;
}

/* A finite number of seconds from 0 (only with allow_zero) to max, given
 * as int, float or numeric string. */
static bool value_seconds_upto(const zval *zv, bool allow_zero, double max, double *out)
{
	double d;
	zend_long lval;

	switch (Z_TYPE_P(zv)) {
		case IS_LONG:
			d = (double) Z_LVAL_P(zv);
			break;
		case IS_DOUBLE:
			d = Z_DVAL_P(zv);
			break;
		case IS_STRING: {
			zend_uchar type = is_numeric_string(Z_STRVAL_P(zv), Z_STRLEN_P(zv), &lval, &d, false);
			if (type == IS_LONG) {
				d = (double) lval;
			} else if (type != IS_DOUBLE) {
				return false;
			}
			break;
		}
		default:
			return false;
	}
	if (!zend_finite(d) || d < 0 || (d == 0 && !allow_zero) || d > max) {
		return false;
	}
	*out = d;
	return true;
}

/* A timeout: value_seconds_upto() a day. */
static bool value_seconds(const zval *zv, bool allow_zero, double *out)
{
	return value_seconds_upto(zv, allow_zero, RL_MAX_IO_TIMEOUT, out);
}

static bool string_in(const zval *zv, const char *const *list, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		if (strlen(list[i]) == Z_STRLEN_P(zv) && strcasecmp(Z_STRVAL_P(zv), list[i]) == 0) {
			return true;
		}
	}
	return false;
}

/* A boolean, given as bool, 0/1, or one of the strings INI files use. */
static bool value_bool(const zval *zv, bool *out)
{
	static const char *const yes[] = {"1", "true", "on", "yes"};
	static const char *const no[] = {"0", "false", "off", "no", ""};

	switch (Z_TYPE_P(zv)) {
		case IS_TRUE:
		case IS_FALSE:
			*out = Z_TYPE_P(zv) == IS_TRUE;
			return true;
		case IS_LONG:
			*out = Z_LVAL_P(zv) == 1;
			return Z_LVAL_P(zv) == 0 || Z_LVAL_P(zv) == 1;
		case IS_STRING:
			*out = string_in(zv, yes, sizeof(yes) / sizeof(yes[0]));
			return *out || string_in(zv, no, sizeof(no) / sizeof(no[0]));
		default:
			return false;
	}
}

static void replace_string(zend_string **slot, zend_string *value)
{
	if (*slot) {
		zend_string_release(*slot);
	}
	*slot = value;
}

/* Where a TLS string option lives in spec. */
static zend_string **tls_string_slot(rl_spec *spec, rl_option opt)
{
	switch (opt) {
		case RL_OPT_TLS_CA_FILE: return &spec->tls_ca_file;
		case RL_OPT_TLS_CA_PATH: return &spec->tls_ca_path;
		case RL_OPT_TLS_CERT:    return &spec->tls_cert;
		case RL_OPT_TLS_KEY:     return &spec->tls_key;
		default:                 return &spec->tls_server_name;
	}
}

bool rl_address_split(const char *addr, size_t len, const char **host, size_t *host_len, zend_long *port,
	zend_long default_port)
{
	const char *end = addr + len;
	const char *port_text;

	if (len > 0 && addr[0] == '[') {
		const char *close = memchr(addr, ']', len);

		if (!close || (close + 1 < end && close[1] != ':')) {
			return false;
		}
		*host = addr + 1;
		*host_len = (size_t) (close - addr - 1);
		port_text = close + 1 < end ? close + 2 : NULL;
	} else {
		const char *colon = zend_memrchr(addr, ':', len);

		*host = addr;
		*host_len = colon ? (size_t) (colon - addr) : len;
		port_text = colon ? colon + 1 : NULL;
	}
	if (!port_text) {
		*port = default_port;
		return default_port > 0;
	}
	if (port_text >= end || end - port_text > 5) {
		return false;
	}
	*port = 0;
	for (const char *p = port_text; p < end; p++) {
		if (*p < '0' || *p > '9') {
			return false;
		}
		*port = *port * 10 + (*p - '0');
	}
	return *port >= 1 && *port <= 65535;
}

bool rl_address_list_next(const char **list, const char *end, const char **host, size_t *host_len, zend_long *port)
{
	while (*list < end) {
		const char *comma = memchr(*list, ',', (size_t) (end - *list));
		const char *stop = comma ? comma : end;
		bool ok = rl_address_split(*list, (size_t) (stop - *list), host, host_len, port, 0) && *host_len > 0;

		*list = comma ? comma + 1 : end;
		if (ok) {
			return true;
		}
	}
	return false;
}

/* Makes the first address of list (a cluster's seeds, sentinels) spec's
 * host and port, as a spec with a host holds them; no socket. */
static void spec_host_from_list(rl_spec *spec, const zend_string *list)
{
	const char *p = ZSTR_VAL(list);
	const char *host;
	size_t host_len;
	zend_long port;

	/* the list was checked when the option was set: it has a first address */
	if (rl_address_list_next(&p, p + ZSTR_LEN(list), &host, &host_len, &port)) {
		replace_string(&spec->host, zend_string_init(host, host_len, 0));
		replace_string(&spec->socket, NULL);
		spec->port = port;
	}
}

/* Appends one seed of a cluster or sentinel option, checked, to out as
 * "host:port" ("[host]:port" for IPv6; default_port if it names none).
 * False when it is not a usable address. */
static bool seed_append(smart_str *out, const char *seed, size_t len, zend_long default_port)
{
	const char *host;
	size_t host_len;
	zend_long port;

	if (len == 0 || memchr(seed, '\0', len) || memchr(seed, '/', len)
			|| !rl_address_split(seed, len, &host, &host_len, &port, default_port) || host_len == 0
			|| memchr(host, '[', host_len) || memchr(host, ']', host_len) || memchr(host, ',', host_len)) {
		return false;
	}
	bool ipv6 = memchr(host, ':', host_len) != NULL;

	smart_str_appends(out, out->s ? "," : "");
	smart_str_appends(out, ipv6 ? "[" : "");
	smart_str_appendl(out, host, host_len);
	smart_str_appends(out, ipv6 ? "]:" : ":");
	smart_str_append_long(out, port);
	return true;
}

/* The seeds of a cluster or sentinel option (an array of "host:port"
 * strings, or one string of them separated by commas), checked and
 * written as "host:port,..." (default_port where an address names none).
 * NULL when the value is not such a list; an empty string is none, given
 * as the empty string. */
static zend_string *seeds_normalise(const zval *zv, zend_long default_port)
{
	smart_str out = {0};
	uint32_t count = 0;
	bool ok = true;

	if (Z_TYPE_P(zv) == IS_STRING) {
		const char *p = Z_STRVAL_P(zv), *end = p + Z_STRLEN_P(zv);

		if (p == end) {
			return ZSTR_EMPTY_ALLOC();
		}
		while (ok && p <= end) {
			const char *comma = memchr(p, ',', (size_t) (end - p));
			const char *stop = comma ? comma : end;

			ok = ++count <= RL_MAX_SEEDS && seed_append(&out, p, (size_t) (stop - p), default_port);
			p = stop + 1;
		}
	} else if (Z_TYPE_P(zv) == IS_ARRAY && zend_hash_num_elements(Z_ARRVAL_P(zv)) > 0
			&& zend_array_is_list(Z_ARRVAL_P(zv))) {
		zval *seed;

		ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(zv), seed) {
			ZVAL_DEREF(seed);
			ok = ok && Z_TYPE_P(seed) == IS_STRING && ++count <= RL_MAX_SEEDS
				&& seed_append(&out, Z_STRVAL_P(seed), Z_STRLEN_P(seed), default_port);
		} ZEND_HASH_FOREACH_END();
	} else {
		ok = false;
	}
	if (!ok) {
		smart_str_free(&out);
		return NULL;
	}
	smart_str_0(&out);
	return out.s;
}

/* Applies one option to spec. A string value is copied; NULL-valued string
 * options (empty user, password) mean "none". Returns false when the value
 * is not acceptable for opt; spec is then unchanged. */
static bool spec_set(rl_spec *spec, rl_option opt, const zval *zv)
{
	zend_long lval;
	double dval;
	bool bval;

	switch (opt) {
		case RL_OPT_HOST:
			if (Z_TYPE_P(zv) != IS_STRING || Z_STRLEN_P(zv) == 0 || memchr(Z_STRVAL_P(zv), '\0', Z_STRLEN_P(zv))) {
				return false;
			}
			/* "/path" in host means a socket, as phpredis and the INI allow */
			if (Z_STRVAL_P(zv)[0] == '/') {
				return spec_set(spec, RL_OPT_SOCKET, zv);
			}
			replace_string(&spec->host, zend_string_copy(Z_STR_P(zv)));
			replace_string(&spec->socket, NULL);
			return true;
		case RL_OPT_SOCKET:
			if (Z_TYPE_P(zv) != IS_STRING || Z_STRLEN_P(zv) == 0 || memchr(Z_STRVAL_P(zv), '\0', Z_STRLEN_P(zv))) {
				return false;
			}
			replace_string(&spec->socket, zend_string_copy(Z_STR_P(zv)));
			replace_string(&spec->host, NULL);
			return true;
		case RL_OPT_PORT:
			if (!value_long(zv, 1, 65535, &lval)) {
				return false;
			}
			spec->port = lval;
			return true;
		case RL_OPT_DATABASE:
			if (!value_long(zv, 0, INT32_MAX, &lval)) {
				return false;
			}
			spec->database = lval;
			return true;
		case RL_OPT_USER:
		case RL_OPT_PASSWORD:
		case RL_OPT_SENTINEL_USER:
		case RL_OPT_SENTINEL_PASSWORD:
		case RL_OPT_PREFIX: {
			zend_string **slot = opt == RL_OPT_USER ? &spec->user
				: opt == RL_OPT_PASSWORD ? &spec->password
				: opt == RL_OPT_SENTINEL_USER ? &spec->sentinel_user
				: opt == RL_OPT_SENTINEL_PASSWORD ? &spec->sentinel_password : &spec->prefix;
			if (Z_TYPE_P(zv) != IS_STRING) {
				return false;
			}
			if (Z_STRLEN_P(zv) == 0 && opt != RL_OPT_PREFIX) {
				replace_string(slot, NULL);
			} else {
				replace_string(slot, zend_string_copy(Z_STR_P(zv)));
			}
			return true;
		}
		case RL_OPT_CONNECT_TIMEOUT:
		case RL_OPT_READ_TIMEOUT:
			if (!value_seconds(zv, opt == RL_OPT_READ_TIMEOUT, &dval)) {
				return false;
			}
			*(opt == RL_OPT_CONNECT_TIMEOUT ? &spec->connect_timeout : &spec->read_timeout) = dval;
			return true;
		case RL_OPT_RELEASE_AT_SHUTDOWN:
		case RL_OPT_RENEW:
			if (!value_bool(zv, &bval)) {
				return false;
			}
			*(opt == RL_OPT_RENEW ? &spec->renew : &spec->release_at_shutdown) = bval;
			return true;
		case RL_OPT_RENEW_MAX:
			if (!value_seconds_upto(zv, true, RL_MAX_RENEW_SECONDS, &dval)) {
				return false;
			}
			spec->renew_max = dval;
			return true;
		case RL_OPT_PERSISTENT:
		case RL_OPT_FENCING:
		case RL_OPT_TLS:
		case RL_OPT_TLS_VERIFY:
			if (opt == RL_OPT_TLS_VERIFY && Z_TYPE_P(zv) == IS_STRING && Z_STRLEN_P(zv) == 0) {
				/* an empty value (an unset variable in a config file) must
				 * not turn the checks off: only 0, false, off or no do */
				spec->tls_verify = true;
				return true;
			}
			if (!value_bool(zv, &bval)) {
				return false;
			}
			*(opt == RL_OPT_PERSISTENT ? &spec->persistent : opt == RL_OPT_FENCING ? &spec->fencing
				: opt == RL_OPT_TLS ? &spec->tls : &spec->tls_verify) = bval;
			return true;
		case RL_OPT_TLS_CA_FILE:
		case RL_OPT_TLS_CA_PATH:
		case RL_OPT_TLS_CERT:
		case RL_OPT_TLS_KEY:
		case RL_OPT_TLS_SERVER_NAME:
			if (Z_TYPE_P(zv) != IS_STRING || memchr(Z_STRVAL_P(zv), '\0', Z_STRLEN_P(zv))) {
				return false;
			}
			replace_string(tls_string_slot(spec, opt), Z_STRLEN_P(zv) ? zend_string_copy(Z_STR_P(zv)) : NULL);
			return true;
		case RL_OPT_CLUSTER:
		case RL_OPT_SENTINEL: {
			zend_string *seeds = seeds_normalise(zv, opt == RL_OPT_CLUSTER ? RL_DEFAULT_PORT : RL_SENTINEL_DEFAULT_PORT);

			if (!seeds) {
				return false;
			}
			if (ZSTR_LEN(seeds) == 0) {
				zend_string_release(seeds);
				seeds = NULL;
			}
			replace_string(opt == RL_OPT_CLUSTER ? &spec->cluster : &spec->sentinel, seeds);
			return true;
		}
		case RL_OPT_SERVICE:
			if (Z_TYPE_P(zv) != IS_STRING || memchr(Z_STRVAL_P(zv), '\0', Z_STRLEN_P(zv))) {
				return false;
			}
			replace_string(&spec->service, Z_STRLEN_P(zv) ? zend_string_copy(Z_STR_P(zv)) : NULL);
			return true;
		case RL_OPT_SYNC_REPLICAS:
			if (!value_long(zv, 0, 1000, &lval)) {
				return false;
			}
			spec->sync_replicas = lval;
			return true;
		case RL_OPT_SYNC_TIMEOUT:
			if (!value_seconds(zv, false, &dval)) {
				return false;
			}
			spec->sync_timeout = dval;
			return true;
		case RL_OPT_COUNT:
			break;
	}
	return false;
}

/* The INI settings, in rl_options[] order. */
static const char *ini_value(rl_option opt)
{
	switch (opt) {
		case RL_OPT_HOST:            return RL_G(host);
		case RL_OPT_PORT:            return RL_G(port);
		case RL_OPT_DATABASE:        return RL_G(database);
		case RL_OPT_USER:            return RL_G(user);
		case RL_OPT_PASSWORD:        return RL_G(password);
		case RL_OPT_CONNECT_TIMEOUT: return RL_G(connect_timeout);
		case RL_OPT_READ_TIMEOUT:    return RL_G(read_timeout);
		case RL_OPT_PERSISTENT:      return RL_G(persistent);
		case RL_OPT_PREFIX:          return RL_G(prefix);
		case RL_OPT_FENCING:         return RL_G(fencing);
		case RL_OPT_TLS:             return RL_G(tls);
		case RL_OPT_TLS_CA_FILE:     return RL_G(tls_ca_file);
		case RL_OPT_TLS_CA_PATH:     return RL_G(tls_ca_path);
		case RL_OPT_TLS_CERT:        return RL_G(tls_cert);
		case RL_OPT_TLS_KEY:         return RL_G(tls_key);
		case RL_OPT_TLS_VERIFY:      return RL_G(tls_verify);
		case RL_OPT_TLS_SERVER_NAME: return RL_G(tls_server_name);
		case RL_OPT_CLUSTER:         return RL_G(cluster);
		case RL_OPT_SYNC_REPLICAS:   return RL_G(sync_replicas);
		case RL_OPT_SYNC_TIMEOUT:    return RL_G(sync_timeout);
		case RL_OPT_SENTINEL:        return RL_G(sentinel);
		case RL_OPT_SERVICE:         return RL_G(service);
		case RL_OPT_SENTINEL_USER:   return RL_G(sentinel_user);
		case RL_OPT_SENTINEL_PASSWORD: return RL_G(sentinel_password);
		case RL_OPT_RELEASE_AT_SHUTDOWN: return RL_G(release_at_shutdown);
		case RL_OPT_RENEW:           return RL_G(renew);
		case RL_OPT_RENEW_MAX:       return RL_G(renew_max);
		default:                     return NULL; /* no INI setting for socket */
	}
}

/* The number of strings an rl_spec holds. */
#define RL_SPEC_STRINGS 15

/* Every string slot of spec, so that copying and freeing them cannot
 * forget one. */
static void spec_strings(rl_spec *spec, zend_string **slots[RL_SPEC_STRINGS])
{
	zend_string **all[RL_SPEC_STRINGS] = {&spec->host, &spec->socket, &spec->user, &spec->password, &spec->prefix,
		&spec->tls_ca_file, &spec->tls_ca_path, &spec->tls_cert, &spec->tls_key, &spec->tls_server_name,
		&spec->cluster, &spec->sentinel, &spec->service, &spec->sentinel_user, &spec->sentinel_password};

	memcpy(slots, all, sizeof(all));
}

/* The TLS options that hold a string (paths and a name). */
static const rl_option tls_string_options[] = {RL_OPT_TLS_CA_FILE, RL_OPT_TLS_CA_PATH, RL_OPT_TLS_CERT,
	RL_OPT_TLS_KEY, RL_OPT_TLS_SERVER_NAME};
#define RL_TLS_STRINGS (sizeof(tls_string_options) / sizeof(tls_string_options[0]))

/* The first TLS option spec uses ("tls", "tls_verify" turned off, a tls_*
 * path or name), or NULL. */
static const char *tls_option_used(const rl_spec *spec)
{
	if (spec->tls) {
		return rl_options[RL_OPT_TLS].name;
	}
	if (!spec->tls_verify) {
		return rl_options[RL_OPT_TLS_VERIFY].name;
	}
	for (size_t i = 0; i < RL_TLS_STRINGS; i++) {
		if (*tls_string_slot((rl_spec *) spec, tls_string_options[i])) {
			return rl_options[tls_string_options[i]].name;
		}
	}
	return NULL;
}

/* Makes the certificate paths of spec absolute (so that a chdir() later
 * cannot change which file a connection or a cached context reads) and
 * checks them against open_basedir, as PHP's own file functions would.
 * Returns the option whose path is refused, or NULL. */
static const char *tls_paths_resolve(rl_spec *spec)
{
	static const rl_option paths[] = {RL_OPT_TLS_CA_FILE, RL_OPT_TLS_CA_PATH, RL_OPT_TLS_CERT, RL_OPT_TLS_KEY};

	for (size_t i = 0; i < sizeof(paths) / sizeof(paths[0]); i++) {
		zend_string **slot = tls_string_slot(spec, paths[i]);
		char resolved[MAXPATHLEN];

		if (!*slot) {
			continue;
		}
		if (!expand_filepath(ZSTR_VAL(*slot), resolved) || php_check_open_basedir_ex(resolved, 0) != 0) {
			return rl_options[paths[i]].name;
		}
		replace_string(slot, zend_string_init(resolved, strlen(resolved), 0));
	}
	return NULL;
}

/* The TLS settings of the INI settings, kept before $param is applied so
 * that what $param itself sets can be told apart (a string $param sets
 * replaces the INI's string with another one). */
typedef struct ini_tls_settings {
	const zend_string *strings[RL_TLS_STRINGS];
	bool verify;
} ini_tls_settings;

static void ini_tls_settings_keep(ini_tls_settings *ini, rl_spec *spec)
{
	for (size_t i = 0; i < RL_TLS_STRINGS; i++) {
		ini->strings[i] = *tls_string_slot(spec, tls_string_options[i]);
	}
	ini->verify = spec->tls_verify;
}

/* The first TLS option other than "tls" (a tls_* path or name, or
 * tls_verify off) that $param set, ini being the settings before it was
 * applied, or NULL. */
static const char *tls_option_set_by_param(rl_spec *spec, const ini_tls_settings *ini)
{
	if (!spec->tls_verify && ini->verify) {
		return rl_options[RL_OPT_TLS_VERIFY].name;
	}
	for (size_t i = 0; i < RL_TLS_STRINGS; i++) {
		const zend_string *value = *tls_string_slot(spec, tls_string_options[i]);

		if (value && value != ini->strings[i]) {
			return rl_options[tls_string_options[i]].name;
		}
	}
	return NULL;
}

/* For a plain connection: drops the tls_* settings, which (as the
 * redislock.tls_* INI settings are) are defaults for TLS connections
 * only, so that they neither reach nor split plain connections. */
static void tls_settings_drop(rl_spec *spec)
{
	ZEND_ASSERT(!spec->tls);
	for (size_t i = 0; i < RL_TLS_STRINGS; i++) {
		replace_string(tls_string_slot(spec, tls_string_options[i]), NULL);
	}
	spec->tls_verify = true;
}

/* Why a TLS option cannot be used here, for messages. */
#define RL_NO_TLS_REASON "needs TLS, and this build of redislock has none (TLS needs hiredis 1.0 or later " \
	"with hiredis_ssl): refused rather than connecting in plain text"

/* Parses the INI settings into spec, which starts empty. */
static zend_result spec_from_ini(rl_spec *spec)
{
	for (int opt = 0; opt < RL_OPT_COUNT; opt++) {
		const char *value = ini_value(opt);
		zval zv;
		bool ok;

		if (value == NULL) {
			continue;
		}
		ZVAL_STRING(&zv, value);
		ok = spec_set(spec, opt, &zv);
		zval_ptr_dtor(&zv);
		if (!ok) {
			throw_invalid(RL_FROM_INI, 0, opt);
			return FAILURE;
		}
	}
	const char *tls = rl_tls_available() ? NULL : tls_option_used(spec);
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
	zend_string **slots[RL_SPEC_STRINGS];

	*spec = *RL_G(ini_spec);
	spec_strings(spec, slots);
	for (size_t i = 0; i < RL_SPEC_STRINGS; i++) {
		if (*slots[i]) {
			zend_string_addref(*slots[i]);
		}
	}
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

/* Applies the key/value pairs of an array $param. */
static zend_result spec_from_array(rl_spec *spec, HashTable *ht, uint32_t arg_num)
{
	zend_string *key;
	zend_ulong index;
	zval *value;
	bool host_given = false, socket_given = false, cluster_given = false, sentinel_given = false;

	ZEND_HASH_FOREACH_KEY_VAL(ht, index, key, value) {
		int opt = key ? option_lookup(ZSTR_VAL(key), ZSTR_LEN(key)) : -1;

		if (opt < 0) {
			if (key) {
				zend_argument_value_error(arg_num, "contains the unknown option \"%s\"", ZSTR_VAL(key));
			} else {
				zend_argument_value_error(arg_num, "contains the unknown option " ZEND_ULONG_FMT, index);
			}
			return FAILURE;
		}
		ZVAL_DEREF(value);
		if (Z_TYPE_P(value) == IS_NULL) {
			continue; /* null: not given, the INI setting stays */
		}
		if (!spec_set(spec, opt, value)) {
			throw_invalid(RL_FROM_PARAM, arg_num, opt);
			return FAILURE;
		}
		host_given |= opt == RL_OPT_HOST;
		socket_given |= opt == RL_OPT_SOCKET;
		cluster_given |= opt == RL_OPT_CLUSTER;
		sentinel_given |= opt == RL_OPT_SENTINEL;
	} ZEND_HASH_FOREACH_END();

	if (sentinel_given && (host_given || socket_given || cluster_given)) {
		zend_argument_value_error(arg_num, "must not set option \"%s\" with \"sentinel\" (the sentinels say where "
			"the master is)", host_given ? "host" : socket_given ? "socket" : "cluster");
		return FAILURE;
	}

	if (cluster_given && (host_given || socket_given)) {
		zend_argument_value_error(arg_num, "must not set option \"%s\" with \"cluster\" (the seeds say where the "
			"cluster is)", host_given ? "host" : "socket");
		return FAILURE;
	}
	if (host_given && socket_given) {
		zend_argument_value_error(arg_num, "must not set both options \"host\" and \"socket\"");
		return FAILURE;
	}
	return SUCCESS;
}

/* Applies one "name=value" pair (value still URL-encoded) of a DSN query. */
_Static_assert(RL_OPT_COUNT <= 32, "a DSN's options are marked in 32 bits");

/* Throws for an option that a DSN gives twice (database also as the path
 * "/N", and as "db"): which one it meant is anybody's guess, and taking
 * the last could send data to a database the rest of the DSN did not name. */
static zend_result dsn_option_once(uint32_t *given, rl_option opt, uint32_t arg_num)
{
	if (*given & (UINT32_C(1) << opt)) {
		zend_argument_value_error(arg_num, "gives the DSN option \"%s\" more than once%s", rl_options[opt].name,
			opt == RL_OPT_DATABASE ? " (the path /N, db= and database= all set it)" : "");
		return FAILURE;
	}
	*given |= UINT32_C(1) << opt;
	return SUCCESS;
}

/* One name=value pair of a DSN's query; given: the options the DSN set. */
static zend_result dsn_query_pair(rl_spec *spec, const char *pair, size_t len, uint32_t *given, uint32_t arg_num)
{
	const char *eq = memchr(pair, '=', len);
	size_t name_len = eq ? (size_t) (eq - pair) : len;
	int opt;
	zval zv;
	bool ok;

	/* "db" is the short name used in DSNs, as in the unix:// form */
	if (name_len == 2 && memcmp(pair, "db", 2) == 0) {
		opt = RL_OPT_DATABASE;
	} else {
		opt = option_lookup(pair, name_len);
	}
	if (opt < 0 || opt == RL_OPT_HOST || opt == RL_OPT_PORT || opt == RL_OPT_SOCKET
			|| opt == RL_OPT_USER || opt == RL_OPT_PASSWORD || opt == RL_OPT_CLUSTER || opt == RL_OPT_SENTINEL
			|| opt == RL_OPT_SERVICE) {
		zend_argument_value_error(arg_num, "contains the unknown DSN option \"%.*s\"", (int) name_len, pair);
		return FAILURE;
	}
	if (dsn_option_once(given, (rl_option) opt, arg_num) == FAILURE) {
		return FAILURE;
	}
	if (eq) {
		zend_string *value = zend_string_init(eq + 1, len - name_len - 1, 0);
		ZSTR_LEN(value) = php_url_decode(ZSTR_VAL(value), ZSTR_LEN(value));
		ZVAL_STR(&zv, value);
	} else {
		ZVAL_EMPTY_STRING(&zv);
	}
	ok = spec_set(spec, opt, &zv);
	zval_ptr_dtor(&zv);
	if (!ok) {
		throw_invalid(RL_FROM_PARAM, arg_num, opt);
		return FAILURE;
	}
	return SUCCESS;
}

static zend_result dsn_query(rl_spec *spec, const zend_string *query, uint32_t *given, uint32_t arg_num)
{
	const char *p = ZSTR_VAL(query), *end = p + ZSTR_LEN(query);

	while (p < end) {
		const char *amp = memchr(p, '&', end - p);
		size_t len = amp ? (size_t) (amp - p) : (size_t) (end - p);

		if (len > 0 && dsn_query_pair(spec, p, len, given, arg_num) == FAILURE) {
			return FAILURE;
		}
		p += len + 1;
	}
	return SUCCESS;
}

/* A URL-decoded copy of a user or password component. */
static void set_decoded(rl_spec *spec, rl_option opt, const zend_string *raw)
{
	zval zv;
	zend_string *s = zend_string_init(ZSTR_VAL(raw), ZSTR_LEN(raw), 0);

	ZSTR_LEN(s) = php_raw_url_decode(ZSTR_VAL(s), ZSTR_LEN(s));
	ZVAL_STR(&zv, s);
	spec_set(spec, opt, &zv); /* a string is always acceptable here */
	zval_ptr_dtor(&zv);
}

/* Applies a parsed redis:// or unix: URL. */
static zend_result spec_from_url(rl_spec *spec, const php_url *url, bool has_port, bool is_unix, uint32_t arg_num)
{
	uint32_t given = 0; /* the options the DSN set, each once */
	zval zv;

	if (url->fragment) {
		zend_argument_value_error(arg_num, "must not contain a #fragment");
		return FAILURE;
	}
	if (is_unix) {
		if (url->host || url->user || url->pass || !url->path) {
			zend_argument_value_error(arg_num, "must be a DSN of the form unix:///path/to/redis.sock[?db=N]");
			return FAILURE;
		}
		ZVAL_STR(&zv, url->path);
		if (!spec_set(spec, RL_OPT_SOCKET, &zv)) {
			throw_invalid(RL_FROM_PARAM, arg_num, RL_OPT_SOCKET);
			return FAILURE;
		}
		return url->query ? dsn_query(spec, url->query, &given, arg_num) : SUCCESS;
	}

	if (!url->host || ZSTR_LEN(url->host) == 0) {
		zend_argument_value_error(arg_num, "must name a host, as in redis://127.0.0.1:6379");
		return FAILURE;
	}
	/* "[::1]" is how a URL writes an IPv6 address, "[fe80::1%25eth0]" one
	 * with a zone; hiredis wants "::1" and "fe80::1%eth0" */
	if (ZSTR_LEN(url->host) > 2 && ZSTR_VAL(url->host)[0] == '[' && ZSTR_VAL(url->host)[ZSTR_LEN(url->host) - 1] == ']') {
		const char *inner = ZSTR_VAL(url->host) + 1;
		size_t inner_len = ZSTR_LEN(url->host) - 2;
		const char *zone = php_memnstr(inner, "%25", 3, inner + inner_len);

		if (zone) {
			ZVAL_STR(&zv, zend_string_concat2(inner, (size_t) (zone - inner) + 1, zone + 3, inner_len - (size_t) (zone - inner) - 3));
		} else {
			ZVAL_STRINGL(&zv, inner, inner_len);
		}
	} else {
		ZVAL_STR_COPY(&zv, url->host);
	}
	bool ok = spec_set(spec, RL_OPT_HOST, &zv);
	zval_ptr_dtor(&zv);
	if (!ok) {
		throw_invalid(RL_FROM_PARAM, arg_num, RL_OPT_HOST);
		return FAILURE;
	}
	if (has_port) {
		ZVAL_LONG(&zv, url->port);
		if (!spec_set(spec, RL_OPT_PORT, &zv)) {
			throw_invalid(RL_FROM_PARAM, arg_num, RL_OPT_PORT);
			return FAILURE;
		}
	}
	if (url->user && !url->pass) {
		zend_argument_value_error(arg_num, "must write credentials as [user]:password@ (a user alone is not enough)");
		return FAILURE;
	}
	if (url->pass) {
		set_decoded(spec, RL_OPT_USER, url->user ? url->user : ZSTR_EMPTY_ALLOC());
		set_decoded(spec, RL_OPT_PASSWORD, url->pass);
	}
	if (url->path && !zend_string_equals_literal(url->path, "/")) {
		/* "/N" selects database N */
		given |= UINT32_C(1) << RL_OPT_DATABASE;
		ZVAL_STRINGL(&zv, ZSTR_VAL(url->path) + 1, ZSTR_LEN(url->path) - 1);
		ok = spec_set(spec, RL_OPT_DATABASE, &zv);
		zval_ptr_dtor(&zv);
		if (!ok) {
			throw_invalid(RL_FROM_PARAM, arg_num, RL_OPT_DATABASE);
			return FAILURE;
		}
	}
	return url->query ? dsn_query(spec, url->query, &given, arg_num) : SUCCESS;
}

static bool has_scheme(const zend_string *dsn, const char *scheme)
{
	size_t len = strlen(scheme);

	return ZSTR_LEN(dsn) >= len && strncasecmp(ZSTR_VAL(dsn), scheme, len) == 0;
}

/* The scheme ("redis:", "rediss+cluster:", ...) that dsn starts with when
 * a single "/" follows it (as in "redis:/127.0.0.1"), else NULL. A bare
 * "redis:6379" is a host named redis, and stays one. */
static const char *dsn_scheme_without_slashes(const zend_string *dsn)
{
	static const char *const schemes[] = {"redis:", "rediss:", "redis+cluster:", "rediss+cluster:",
		"redis+sentinel:", "rediss+sentinel:"};

	for (size_t i = 0; i < sizeof(schemes) / sizeof(schemes[0]); i++) {
		size_t len = strlen(schemes[i]);

		if (has_scheme(dsn, schemes[i]) && ZSTR_LEN(dsn) > len && ZSTR_VAL(dsn)[len] == '/'
				&& (ZSTR_LEN(dsn) == len + 1 || ZSTR_VAL(dsn)[len + 1] != '/')) {
			return schemes[i];
		}
	}
	return NULL;
}

/* The TLS scheme dsn starts with ("rediss://", "rediss+cluster://" or
 * "rediss+sentinel://"), or NULL for any other. */
static const char *dsn_tls_scheme(const zend_string *dsn)
{
	static const char *const tls_schemes[] = {"rediss://", "rediss+cluster://", "rediss+sentinel://"};

	for (size_t i = 0; i < sizeof(tls_schemes) / sizeof(tls_schemes[0]); i++) {
		if (has_scheme(dsn, tls_schemes[i])) {
			return tls_schemes[i];
		}
	}
	return NULL;
}

/* Whether the authority of a URL that PHP's parser refused ends in a port
 * outside 1..65535 (which that parser refuses before we could say so). */
static bool authority_port_out_of_range(const char *url)
{
	const char *start = strstr(url, "://");
	const char *end, *colon;

	start = start ? start + 3 : url;
	end = start + strcspn(start, "/?#");
	colon = end;
	while (colon > start && colon[-1] >= '0' && colon[-1] <= '9') {
		colon--;
	}
	return colon > start && colon < end && colon[-1] == ':' && (end - colon > 5 || atoi(colon) > 65535);
}

/* For a sentinel DSN, whose path after the authority (at *rest) is
 * "/service[/db]": sets the service option from its first part
 * (percent-decoded) and moves *rest past it, to "/db", the query or the
 * end. On failure throws ValueError and returns FAILURE. */
static zend_result dsn_service(rl_spec *spec, const zend_string *dsn, size_t scheme_len, const char **rest,
	uint32_t arg_num)
{
	const char *service = **rest == '/' ? *rest + 1 : *rest;
	const char *service_end = service + strcspn(service, "/?#");
	zend_string *name = zend_string_init(service, (size_t) (service_end - service), 0);
	zval zv;

	ZSTR_LEN(name) = php_raw_url_decode(ZSTR_VAL(name), ZSTR_LEN(name));
	ZVAL_STR(&zv, name);
	bool ok = ZSTR_LEN(name) > 0 && spec_set(spec, RL_OPT_SERVICE, &zv);
	zval_ptr_dtor(&zv);
	if (!ok) {
		zend_argument_value_error(arg_num, "must name the service after the sentinels, as in %.*s127.0.0.1:26379/mymaster",
			(int) scheme_len, ZSTR_VAL(dsn));
		return FAILURE;
	}
	*rest = service_end;
	return SUCCESS;
}

/* Why addr, a DSN's address ("host", "host:port", "[ipv6]" or
 * "[ipv6]:port", credentials left out), is malformed; NULL when it is not.
 * An IPv6 address is written in brackets, its zone as "%25zone" (as in
 * [fe80::1%25eth0]). */
static const char *dsn_address_malformed(const char *addr, size_t len)
{
	const char *end = addr + len, *p = addr;

	if (len > 0 && addr[0] == '[') {
		const char *close = memchr(addr, ']', len);

		if (!close) {
			return "it opens an IPv6 address with \"[\" but does not close it with \"]\"";
		}
		for (p = addr + 1; p < close && (isxdigit((unsigned char) *p) || *p == ':' || *p == '.'); p++) {
		}
		if (p < close && close - p > 3 && memcmp(p, "%25", 3) == 0) {
			for (p += 3; p < close && (isalnum((unsigned char) *p) || strchr("._~-", *p)); p++) {
			}
		}
		if (p < close || close == addr + 1) {
			return "an IPv6 address in brackets holds hexadecimal digits, \":\" and \".\", and maybe a zone "
				"written %25zone, as in [fe80::1%25eth0]";
		}
		p = close + 1;
		if (p < end && *p != ':') {
			return "only \":port\" may follow the \"]\" of an IPv6 address";
		}
	} else {
		for (; p < end && *p != ':'; p++) {
			if (!isalnum((unsigned char) *p) && !strchr(".-_", *p)) {
				return "a host name or IPv4 address holds only letters, digits, \".\", \"-\" and \"_\"";
			}
		}
		if (p < end && memchr(p + 1, ':', (size_t) (end - p - 1))) {
			return "an IPv6 address is written in brackets, as in redis://[::1]:6379";
		}
	}
	for (p = p < end ? p + 1 : p; p < end; p++) {
		if (!isdigit((unsigned char) *p)) {
			return "a port is written in digits";
		}
	}
	return NULL;
}

/* Throws unless addr (a DSN's address, as dsn_address_malformed() takes it)
 * is well formed. */
static zend_result dsn_address_check(const char *addr, size_t len, uint32_t arg_num)
{
	const char *why = dsn_address_malformed(addr, len);

	if (why) {
		zend_argument_value_error(arg_num, "is a malformed DSN at \"%.*s\": %s", (int) MIN(len, 100), addr, why);
		return FAILURE;
	}
	return SUCCESS;
}

/* For a DSN whose authority lists addresses, at scheme_len bytes of dsn:
 * redis+cluster:// (opt RL_OPT_CLUSTER: seeds) or redis+sentinel://
 * (RL_OPT_SENTINEL: sentinels, and the service as the path's first part),
 * or their rediss+ forms. Sets opt from the addresses after "cred@" and
 * writes to url the same DSN as redis://, with the first address alone as
 * its host (and without the service), for PHP's parser to read the rest:
 * the data nodes' credentials, "/db", the query. */
static zend_result list_dsn_rewrite(rl_spec *spec, const zend_string *dsn, size_t scheme_len, rl_option opt,
	smart_str *url, uint32_t arg_num)
{
	const char *start = ZSTR_VAL(dsn) + scheme_len;
	const char *end = ZSTR_VAL(dsn) + ZSTR_LEN(dsn);
	const char *authority_end = start + strcspn(start, "/?#");
	const char *at = zend_memrchr(start, '@', (size_t) (authority_end - start));
	const char *list = at ? at + 1 : start;
	const char *first_end = memchr(list, ',', (size_t) (authority_end - list));
	const char *rest = authority_end;
	zval zv;

	for (const char *item = list; item < authority_end;) {
		const char *comma = memchr(item, ',', (size_t) (authority_end - item));
		const char *stop = comma ? comma : authority_end;

		if (dsn_address_check(item, (size_t) (stop - item), arg_num) == FAILURE) {
			return FAILURE;
		}
		item = stop + 1;
	}
	ZVAL_STRINGL(&zv, list, (size_t) (authority_end - list));
	bool ok = spec_set(spec, opt, &zv) && (opt == RL_OPT_CLUSTER ? spec->cluster : spec->sentinel);
	zval_ptr_dtor(&zv);
	if (!ok) {
		zend_argument_value_error(arg_num, "must list the %s as host:port,host:port after %.*s",
			opt == RL_OPT_CLUSTER ? "cluster's seeds" : "sentinels", (int) scheme_len, ZSTR_VAL(dsn));
		return FAILURE;
	}
	if (opt == RL_OPT_SENTINEL && dsn_service(spec, dsn, scheme_len, &rest, arg_num) == FAILURE) {
		return FAILURE;
	}
	smart_str_appends(url, "redis://");
	smart_str_appendl(url, start, (size_t) ((first_end ? first_end : authority_end) - start));
	smart_str_appendl(url, rest, (size_t) (end - rest));
	return SUCCESS;
}

/* Applies a DSN string: redis://, rediss://, redis+cluster://,
 * rediss+cluster://, redis+sentinel://, rediss+sentinel://, unix://,
 * "/path" or "host[:port]". */
static zend_result spec_from_dsn(rl_spec *spec, const zend_string *dsn, uint32_t arg_num)
{
	smart_str url = {0};
	bool is_unix = false, has_port = false;
	const char *tls_scheme = dsn_tls_scheme(dsn);
	const char *one_slash; /* a scheme followed by one "/" */
	php_url *parsed;
	zend_result result;

	if (ZSTR_LEN(dsn) == 0 || memchr(ZSTR_VAL(dsn), '\0', ZSTR_LEN(dsn))) {
		zend_argument_value_error(arg_num, "must be a non-empty DSN without NUL bytes");
		return FAILURE;
	}
	if (ZSTR_VAL(dsn)[0] == '/') {
		zval zv;
		ZVAL_STR(&zv, (zend_string *) dsn);
		return spec_set(spec, RL_OPT_SOCKET, &zv) ? SUCCESS : FAILURE;
	}
	if (has_scheme(dsn, "unix://")) {
		/* PHP's parser rejects "unix:///path" (an empty authority) but reads
		 * "unix:/path" as a path: drop the empty authority */
		is_unix = true;
		smart_str_appends(&url, "unix:");
		smart_str_appendl(&url, ZSTR_VAL(dsn) + 7, ZSTR_LEN(dsn) - 7);
	} else if (has_scheme(dsn, "unix:")) {
		is_unix = true;
		smart_str_append(&url, (zend_string *) dsn);
	} else if (has_scheme(dsn, "redis://")) {
		smart_str_append(&url, (zend_string *) dsn);
	} else if (tls_scheme && !rl_tls_available()) {
		zend_argument_value_error(arg_num, "uses %s, which " RL_NO_TLS_REASON, tls_scheme);
		return FAILURE;
	} else if (has_scheme(dsn, "rediss://")) {
		spec->tls = true;
		/* PHP's parser reads it as any scheme; the rest is as redis:// */
		smart_str_appends(&url, "redis://");
		smart_str_appendl(&url, ZSTR_VAL(dsn) + 9, ZSTR_LEN(dsn) - 9);
	} else if (has_scheme(dsn, "redis+cluster://") || has_scheme(dsn, "rediss+cluster://")) {
		spec->tls = tls_scheme != NULL;
		if (list_dsn_rewrite(spec, dsn, tls_scheme ? 17 : 16, RL_OPT_CLUSTER, &url, arg_num) == FAILURE) {
			smart_str_free(&url);
			return FAILURE;
		}
	} else if (has_scheme(dsn, "redis+sentinel://") || has_scheme(dsn, "rediss+sentinel://")) {
		spec->tls = tls_scheme != NULL;
		if (list_dsn_rewrite(spec, dsn, tls_scheme ? 18 : 17, RL_OPT_SENTINEL, &url, arg_num) == FAILURE) {
			smart_str_free(&url);
			return FAILURE;
		}
	} else if ((one_slash = dsn_scheme_without_slashes(dsn)) != NULL) {
		zend_argument_value_error(arg_num, "is a malformed DSN: \"%s\" must be followed by \"//\", as in %s//host:port",
			one_slash, one_slash);
		return FAILURE;
	} else if (strstr(ZSTR_VAL(dsn), "://")) {
		const char *colon = strstr(ZSTR_VAL(dsn), "://");
		zend_argument_value_error(arg_num, "uses the unsupported scheme \"%.*s\" (expected redis://, rediss://, "
			"redis+cluster://, rediss+cluster://, redis+sentinel://, rediss+sentinel:// or unix://)", (int) (colon - ZSTR_VAL(dsn)), ZSTR_VAL(dsn));
		return FAILURE;
	} else {
		smart_str_appends(&url, "redis://");
		smart_str_append(&url, (zend_string *) dsn);
	}
	smart_str_0(&url);

	if (!is_unix) {
		/* "redis://" and the authority up to the path, query or fragment,
		 * without the credentials */
		const char *start = ZSTR_VAL(url.s) + 8;
		size_t authority_len = strcspn(start, "/?#");
		const char *at = zend_memrchr(start, '@', authority_len);
		const char *address = at ? at + 1 : start;

		if (dsn_address_check(address, authority_len - (size_t) (address - start), arg_num) == FAILURE) {
			smart_str_free(&url);
			return FAILURE;
		}
	}
	parsed = php_url_parse_ex2(ZSTR_VAL(url.s), ZSTR_LEN(url.s), &has_port);
	if (!parsed) {
		if (authority_port_out_of_range(ZSTR_VAL(url.s))) {
			throw_invalid(RL_FROM_PARAM, arg_num, RL_OPT_PORT);
		} else {
			zend_argument_value_error(arg_num, "is not a valid DSN");
		}
		smart_str_free(&url);
		return FAILURE;
	}
	result = spec_from_url(spec, parsed, has_port, is_unix, arg_num);
	if (result == SUCCESS && tls_scheme && !spec->tls) {
		zend_argument_value_error(arg_num, "uses %s with tls=0: a %s DSN is always TLS", tls_scheme, tls_scheme);
		result = FAILURE;
	}
	php_url_free(parsed);
	smart_str_free(&url);
	return result;
}

/* Checks the TLS settings of spec, whose settings before $param were ini;
 * for a plain connection, then drops them. On failure throws ValueError
 * and returns FAILURE. */
static zend_result tls_settings_check(rl_spec *spec, const ini_tls_settings *ini, uint32_t arg_num)
{
	const char *option = rl_tls_available() ? NULL : tls_option_used(spec);

	if (option) {
		zend_argument_value_error(arg_num, "option \"%s\" " RL_NO_TLS_REASON, option);
		return FAILURE;
	}
	if (!spec->tls) {
		option = tls_option_set_by_param(spec, ini);
		if (option) {
			zend_argument_value_error(arg_num, "sets option \"%s\" while \"tls\" is off: use rediss:// or tls=1, "
				"or leave it out (a TLS setting is never used for a plain connection)", option);
			return FAILURE;
		}
		tls_settings_drop(spec);
		return SUCCESS;
	}
	if (spec->socket) {
		zend_argument_value_error(arg_num, "option \"tls\" needs a TCP host: Redis serves TLS on a port, not on a Unix socket");
		return FAILURE;
	}
	if ((spec->tls_cert == NULL) != (spec->tls_key == NULL)) {
		zend_argument_value_error(arg_num, "must set options \"tls_cert\" and \"tls_key\" together");
		return FAILURE;
	}
	option = tls_paths_resolve(spec);
	if (option) {
		zend_argument_value_error(arg_num, "option \"%s\" names a path that cannot be used (outside open_basedir, "
			"or not resolvable)", option);
		return FAILURE;
	}
	return SUCCESS;
}

/* With the cluster option: checks that nothing contradicts it (a socket,
 * a database other than 0) and makes the first seed spec's host and port.
 * On failure throws ValueError and returns FAILURE. */
static zend_result cluster_settings_check(rl_spec *spec, uint32_t arg_num)
{
	if (!spec->cluster) {
		return SUCCESS;
	}
	if (spec->socket) {
		zend_argument_value_error(arg_num, "option \"cluster\" needs TCP seeds, not a Unix socket");
		return FAILURE;
	}
	if (spec->database != 0) {
		zend_argument_value_error(arg_num, "selects database " ZEND_LONG_FMT ": a Redis Cluster has only database 0",
			spec->database);
		return FAILURE;
	}
	spec_host_from_list(spec, spec->cluster);
	return SUCCESS;
}

/* The settings that say which topology a spec is (and the sentinels'
 * own), as the INI settings gave them before $param was applied: what
 * $param sets replaces them with other strings. */
typedef struct ini_topology_settings {
	const zend_string *host, *socket, *cluster, *sentinel, *service, *sentinel_user, *sentinel_password;
} ini_topology_settings;

static void ini_topology_settings_keep(ini_topology_settings *ini, const rl_spec *spec)
{
	*ini = (ini_topology_settings) {spec->host, spec->socket, spec->cluster, spec->sentinel, spec->service,
		spec->sentinel_user, spec->sentinel_password};
}

/* Lets $param's own topology win over the INI's: a $param that names a
 * cluster drops the INI's sentinels and the other way round, and one that
 * names a host or socket (and neither) drops both. Both left set (by the
 * INI alone) is a ValueError: returns FAILURE. */
static zend_result topology_settle(rl_spec *spec, const ini_topology_settings *ini)
{
	bool param_cluster = spec->cluster && spec->cluster != ini->cluster;
	bool param_sentinel = spec->sentinel && spec->sentinel != ini->sentinel;
	bool param_address = spec->host != ini->host || spec->socket != ini->socket;

	if (!param_cluster && (param_sentinel || param_address)) {
		replace_string(&spec->cluster, NULL);
	}
	if (!param_sentinel && (param_cluster || param_address)) {
		replace_string(&spec->sentinel, NULL);
	}
	if (spec->cluster && spec->sentinel) {
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
static zend_result sentinel_settings_check(rl_spec *spec, const ini_topology_settings *ini, uint32_t arg_num)
{
	if (!spec->sentinel) {
		const char *set = spec->service && spec->service != ini->service ? "service"
			: spec->sentinel_user && spec->sentinel_user != ini->sentinel_user ? "sentinel_user"
			: spec->sentinel_password && spec->sentinel_password != ini->sentinel_password ? "sentinel_password" : NULL;

		if (set) {
			zend_argument_value_error(arg_num, "sets option \"%s\" without \"sentinel\": it is used only to find "
				"the master through sentinels", set);
			return FAILURE;
		}
		replace_string(&spec->service, NULL);
		replace_string(&spec->sentinel_user, NULL);
		replace_string(&spec->sentinel_password, NULL);
		return SUCCESS;
	}
	if (!spec->service && spec->sentinel == ini->sentinel) {
		zend_value_error("INI setting redislock.sentinel must be used with redislock.service (the name the "
			"sentinels know the master by, as in sentinel monitor mymaster ...)");
		return FAILURE;
	}
	if (!spec->service) {
		zend_argument_value_error(arg_num, "sets option \"sentinel\" without \"service\" (the name the "
			"sentinels know the master by, as in sentinel monitor mymaster ...)");
		return FAILURE;
	}
	if (spec->sentinel_user && !spec->sentinel_password && spec->sentinel_user == ini->sentinel_user) {
		zend_value_error("INI setting redislock.sentinel_user must be used with redislock.sentinel_password");
		return FAILURE;
	}
	if (spec->sentinel_user && !spec->sentinel_password) {
		zend_argument_value_error(arg_num, "sets option \"sentinel_user\" without \"sentinel_password\"");
		return FAILURE;
	}
	spec_host_from_list(spec, spec->sentinel);
	return SUCCESS;
}

zend_result rl_spec_parse(rl_spec *spec, zval *param, uint32_t arg_num)
{
	zend_result result;

	memset(spec, 0, sizeof(*spec));
	result = spec_from_ini_cached(spec);
	/* a user $param sets replaces this string with another one */
	const zend_string *ini_user = spec->user;
	ini_tls_settings ini_tls;
	ini_topology_settings ini_topology;

	ini_tls_settings_keep(&ini_tls, spec);
	ini_topology_settings_keep(&ini_topology, spec);
	if (result == SUCCESS && param) {
		if (Z_TYPE_P(param) == IS_STRING) {
			result = spec_from_dsn(spec, Z_STR_P(param), arg_num);
		} else if (Z_TYPE_P(param) == IS_ARRAY) {
			result = spec_from_array(spec, Z_ARRVAL_P(param), arg_num);
		}
	}
	if (result == SUCCESS && spec->user && !spec->password) {
		if (spec->user == ini_user) {
			/* the user came from the INI settings: they are at fault */
			zend_value_error("INI setting redislock.user must be used with redislock.password");
		} else {
			zend_argument_value_error(arg_num, "sets a user without a password");
		}
		result = FAILURE;
	}
	if (result == SUCCESS) {
		result = topology_settle(spec, &ini_topology);
	}
	if (result == SUCCESS) {
		result = sentinel_settings_check(spec, &ini_topology, arg_num);
	}
	if (result == SUCCESS) {
		result = cluster_settings_check(spec, arg_num);
	}
	if (result == SUCCESS) {
		result = tls_settings_check(spec, &ini_tls, arg_num);
	}
#if SIZEOF_ZEND_LONG < 8
	if (result == SUCCESS && spec->fencing) {
		zend_value_error("The fencing option needs a 64-bit PHP: fencing tokens are 64-bit integers");
		result = FAILURE;
	}
#endif
	if (result == FAILURE) {
		rl_spec_free(spec);
		return FAILURE;
	}
	if (!spec->prefix) {
		spec->prefix = ZSTR_EMPTY_ALLOC();
	}
	ZEND_ASSERT((spec->host == NULL) != (spec->socket == NULL));
	return SUCCESS;
}

void rl_spec_free(rl_spec *spec)
{
	zend_string **slots[RL_SPEC_STRINGS];

	spec_strings(spec, slots);
	for (size_t i = 0; i < RL_SPEC_STRINGS; i++) {
		replace_string(slots[i], NULL);
	}
}

/* Appends s to a pool key, length first, so that no value can imitate the
 * next field; NULL as a length no string has. */
static void key_append_string(smart_str *key, const zend_string *s)
{
	size_t len = s ? ZSTR_LEN(s) : SIZE_MAX;

	smart_str_appendl(key, (const char *) &len, sizeof(len));
	if (s) {
		smart_str_appendl(key, ZSTR_VAL(s), ZSTR_LEN(s));
	}
}

/* Appends a digest of a secret, not the secret itself: the key of a
 * persistent connection lives as long as the process. */
static void key_append_secret(smart_str *key, const zend_string *secret)
{
	PHP_SHA1_CTX context;
	unsigned char digest[20];
	size_t len = sizeof(digest);

	if (!secret) {
		key_append_string(key, NULL);
		return;
	}
	PHP_SHA1Init(&context);
	PHP_SHA1Update(&context, (const unsigned char *) ZSTR_VAL(secret), ZSTR_LEN(secret));
	PHP_SHA1Final(digest, &context);
	smart_str_appendl(key, (const char *) &len, sizeof(len));
	smart_str_appendl(key, (const char *) digest, sizeof(digest));
}

zend_string *rl_spec_pool_key(const rl_spec *spec)
{
	/* fixed-size fields as their bytes: the key is only ever compared */
	struct {
		zend_long port, database;
		double connect_timeout, read_timeout;
		bool tls, tls_verify;
	} numbers;
	smart_str key = {0};

	memset(&numbers, 0, sizeof(numbers)); /* padding, if any, is part of the key */
	numbers.port = spec->port;
	numbers.database = spec->database;
	numbers.connect_timeout = spec->connect_timeout;
	numbers.read_timeout = spec->read_timeout;
	numbers.tls = spec->tls;
	numbers.tls_verify = spec->tls_verify;

	smart_str_appendl(&key, (const char *) &numbers, sizeof(numbers));
	key_append_string(&key, spec->host);
	key_append_string(&key, spec->socket);
	key_append_string(&key, spec->user);
	key_append_secret(&key, spec->password);
	key_append_string(&key, spec->tls_ca_file);
	key_append_string(&key, spec->tls_ca_path);
	key_append_string(&key, spec->tls_cert);
	key_append_string(&key, spec->tls_key);
	key_append_string(&key, spec->tls_server_name);
	key_append_string(&key, spec->cluster);
	key_append_string(&key, spec->sentinel);
	key_append_string(&key, spec->service);
	key_append_string(&key, spec->sentinel_user);
	key_append_secret(&key, spec->sentinel_password);
	smart_str_0(&key);
	return key.s;
}
