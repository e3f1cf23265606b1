/*
 * The options' rows, and what follows from them: parsing a value into its
 * field, the TLS settings as a group, a spec's strings, the pool key and
 * the INI entries.
 */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include <stddef.h>

#include "php.h"
#include "SAPI.h"
#include "ext/standard/sha1.h"
#include "main/fopen_wrappers.h"
#include "zend_smart_str.h"

#include "rl_address.h"
#include "rl_globals.h"
#include "rl_options.h"

_Static_assert(RL_OPT_COUNT <= RL_OPTION_SLOTS, "every option has a slot for its INI setting and a bit in a set");
_Static_assert(offsetof(rl_spec, conn) == 0, "an offset below sizeof(rl_connection_spec) is a connection setting");
_Static_assert(sizeof(rl_spec) <= UINT16_MAX, "a row's offset is 16 bits");

/* The longest timeout accepted, in seconds (a day); more is surely a typo
 * of milliseconds for seconds. */
#define RL_MAX_IO_TIMEOUT 86400.0

/* The longest renew_max, in seconds (as any duration of the classes:
 * about 3,170 years). */
#define RL_MAX_RENEW_SECONDS 100000000000.0

#define CONN(field) ((uint16_t) offsetof(rl_spec, conn.field))
#define OBJECT(field) ((uint16_t) offsetof(rl_spec, object.field))
#define DSN RL_OPTION_DSN_QUERY

/* name, kind, field, flags, min, max, INI default, what a value must be */
const rl_option_row rl_option_rows[RL_OPT_COUNT] = {
	[RL_OPT_HOST] = {"host", RL_KIND_HOST, CONN(host), 0, 0, 0, "127.0.0.1", "a non-empty string"},
	[RL_OPT_PORT] = {"port", RL_KIND_INTEGER, CONN(port), 0, 1, 65535, "6379", "an integer from 1 to 65535"},
	[RL_OPT_SOCKET] = {"socket", RL_KIND_SOCKET, CONN(socket), 0, 0, 0, NULL, "a non-empty path"},
	[RL_OPT_DATABASE] = {"database", RL_KIND_INTEGER, CONN(database), DSN, 0, INT32_MAX, "0",
		"an integer from 0 to 2147483647"},
	[RL_OPT_USER] = {"user", RL_KIND_TEXT, CONN(user), 0, 0, 0, "", "a string"},
	[RL_OPT_PASSWORD] = {"password", RL_KIND_TEXT, CONN(password), RL_OPTION_SECRET, 0, 0, "", "a string"},
	[RL_OPT_CONNECT_TIMEOUT] = {"connect_timeout", RL_KIND_SECONDS, CONN(connect_timeout), DSN, 0,
		RL_MAX_IO_TIMEOUT, "1.0", "a finite number of seconds greater than 0"},
	[RL_OPT_READ_TIMEOUT] = {"read_timeout", RL_KIND_SECONDS_OR_ZERO, CONN(read_timeout), DSN, 0,
		RL_MAX_IO_TIMEOUT, "5.0", "a finite number of seconds, 0 for none"},
	[RL_OPT_PERSISTENT] = {"persistent", RL_KIND_BOOL, CONN(persistent), DSN | RL_OPTION_CHOOSES_POOL, 0, 0, "1",
		"a boolean"},
	[RL_OPT_PREFIX] = {"prefix", RL_KIND_TEXT, OBJECT(prefix), DSN, 0, 0, "", "a string"},
	[RL_OPT_FENCING] = {"fencing", RL_KIND_BOOL, OBJECT(fencing), DSN, 0, 0, "0", "a boolean"},
	[RL_OPT_TLS] = {"tls", RL_KIND_BOOL, CONN(tls), DSN | RL_OPTION_TLS, 0, 0, "0", "a boolean"},
	[RL_OPT_TLS_CA_FILE] = {"tls_ca_file", RL_KIND_PATH, CONN(tls_ca_file), DSN | RL_OPTION_TLS, 0, 0, "",
		"a path without NUL bytes"},
	[RL_OPT_TLS_CA_PATH] = {"tls_ca_path", RL_KIND_PATH, CONN(tls_ca_path), DSN | RL_OPTION_TLS, 0, 0, "",
		"a path without NUL bytes"},
	[RL_OPT_TLS_CERT] = {"tls_cert", RL_KIND_PATH, CONN(tls_cert), DSN | RL_OPTION_TLS, 0, 0, "",
		"a path without NUL bytes"},
	[RL_OPT_TLS_KEY] = {"tls_key", RL_KIND_PATH, CONN(tls_key), DSN | RL_OPTION_TLS, 0, 0, "",
		"a path without NUL bytes"},
	[RL_OPT_TLS_VERIFY] = {"tls_verify", RL_KIND_BOOL, CONN(tls_verify),
		DSN | RL_OPTION_TLS | RL_OPTION_EMPTY_IS_DEFAULT, 0, 0, "1", "a boolean"},
	[RL_OPT_TLS_SERVER_NAME] = {"tls_server_name", RL_KIND_NAME, CONN(tls_server_name), DSN | RL_OPTION_TLS, 0, 0,
		"", "a host name or IP address without NUL bytes"},
	[RL_OPT_CLUSTER] = {"cluster", RL_KIND_ADDRESSES, CONN(cluster), RL_OPTION_TOPOLOGY, 0, RL_DEFAULT_PORT, "",
		"a list of seeds \"host:port\" (an array, or a string separated by commas)"},
	[RL_OPT_SYNC_REPLICAS] = {"sync_replicas", RL_KIND_INTEGER, OBJECT(sync_replicas),
		DSN | RL_OPTION_EMPTY_IS_DEFAULT, 0, 1000, "", "an integer from 0 to 1000, or empty for the default"},
	[RL_OPT_SYNC_TIMEOUT] = {"sync_timeout", RL_KIND_SECONDS, OBJECT(sync_timeout), DSN, 0, RL_MAX_IO_TIMEOUT,
		"1.0", "a finite number of seconds greater than 0"},
	[RL_OPT_SENTINEL] = {"sentinel", RL_KIND_ADDRESSES, CONN(sentinel), RL_OPTION_TOPOLOGY, 0,
		RL_SENTINEL_DEFAULT_PORT, "",
		"a list of sentinels \"host:port\" (an array, or a string separated by commas)"},
	[RL_OPT_SERVICE] = {"service", RL_KIND_NAME, CONN(service), RL_OPTION_TOPOLOGY, 0, 0, "",
		"the name of the service the sentinels watch, without NUL bytes"},
	[RL_OPT_SENTINEL_USER] = {"sentinel_user", RL_KIND_TEXT, CONN(sentinel_user), DSN | RL_OPTION_TOPOLOGY, 0, 0,
		"", "a string"},
	[RL_OPT_SENTINEL_PASSWORD] = {"sentinel_password", RL_KIND_TEXT, CONN(sentinel_password),
		DSN | RL_OPTION_TOPOLOGY | RL_OPTION_SECRET, 0, 0, "", "a string"},
	[RL_OPT_RELEASE_AT_SHUTDOWN] = {"release_at_shutdown", RL_KIND_BOOL, OBJECT(release_at_shutdown), DSN, 0, 0,
		"0", "a boolean"},
	[RL_OPT_RENEW] = {"renew", RL_KIND_BOOL, OBJECT(renew), DSN, 0, 0, "0", "a boolean"},
	[RL_OPT_RENEW_MAX] = {"renew_max", RL_KIND_SECONDS_OR_ZERO, OBJECT(renew_max), DSN, 0, RL_MAX_RENEW_SECONDS,
		"0", "a finite number of seconds from 0 (no cap) to 100000000000"},
};

#undef CONN
#undef OBJECT
#undef DSN

/* ---- fields ---------------------------------------------------------------- */

/* The field of row in spec (its type is the row's kind's). */
static void *field(const rl_spec *spec, const rl_option_row *row)
{
	return (char *) spec + row->offset;
}

static bool kind_is_string(rl_option_kind kind)
{
	return kind == RL_KIND_HOST || kind == RL_KIND_SOCKET || kind == RL_KIND_TEXT || kind == RL_KIND_NAME
		|| kind == RL_KIND_PATH || kind == RL_KIND_ADDRESSES;
}

static bool row_is_connection(const rl_option_row *row)
{
	return row->offset < sizeof(rl_connection_spec);
}

static void string_replace(zend_string **slot, zend_string *value)
{
	if (*slot) {
		zend_string_release(*slot);
	}
	*slot = value;
}

int rl_option_lookup(const char *name, size_t len)
{
	for (int i = 0; i < RL_OPT_COUNT; i++) {
		if (strlen(rl_option_rows[i].name) == len && memcmp(rl_option_rows[i].name, name, len) == 0) {
			return i;
		}
	}
	return -1;
}

bool rl_option_is_connection(rl_option opt)
{
	return row_is_connection(&rl_option_rows[opt]);
}

/* ---- values ---------------------------------------------------------------- */

/* An integer from min to max, given as int or as a string holding a
 * decimal integer. */
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
static bool value_seconds(const zval *zv, bool allow_zero, double max, double *out)
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

static bool string_in(const char *s, size_t len, const char *const *list, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		if (strlen(list[i]) == len && strcasecmp(s, list[i]) == 0) {
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
			*out = string_in(Z_STRVAL_P(zv), Z_STRLEN_P(zv), yes, sizeof(yes) / sizeof(yes[0]));
			return *out || string_in(Z_STRVAL_P(zv), Z_STRLEN_P(zv), no, sizeof(no) / sizeof(no[0]));
		default:
			return false;
	}
}

/* The default of an integer row: its INI default, or RL_INTEGER_UNSET
 * when that is empty (the default is decided where the value is used). */
static zend_long integer_default(const rl_option_row *row)
{
	return *row->ini_default ? ZEND_STRTOL(row->ini_default, NULL, 10) : RL_INTEGER_UNSET;
}

/* The default of a boolean row: its INI default. */
static bool bool_default(const rl_option_row *row)
{
	return row->ini_default && strcmp(row->ini_default, "1") == 0;
}

/* A string value of a kind that holds one, or NULL when zv is not
 * acceptable: a copy (or a new reference) of it, *none telling that it
 * stands for none (the caller releases it). */
static zend_string *value_string(const rl_option_row *row, const zval *zv, bool *none)
{
	bool nul_allowed = row->kind == RL_KIND_TEXT;
	bool empty_allowed = row->kind != RL_KIND_HOST && row->kind != RL_KIND_SOCKET;

	*none = false;
	if (row->kind == RL_KIND_ADDRESSES) {
		zend_string *list = rl_address_list_normalise(zv, (zend_long) row->max);

		*none = list && ZSTR_LEN(list) == 0;
		return list;
	}
	if (Z_TYPE_P(zv) != IS_STRING || (Z_STRLEN_P(zv) == 0 && !empty_allowed)
			|| (!nul_allowed && memchr(Z_STRVAL_P(zv), '\0', Z_STRLEN_P(zv)))) {
		return NULL;
	}
	if (Z_STRLEN_P(zv) == 0) {
		*none = true;
	}
	return zend_string_copy(Z_STR_P(zv));
}

/* rl_option_set() for the kinds that hold a string. */
static bool option_set_string(rl_spec *spec, rl_option opt, const zval *zv)
{
	const rl_option_row *row = &rl_option_rows[opt];
	bool none;
	zend_string *value;

	if (row->kind == RL_KIND_HOST && Z_TYPE_P(zv) == IS_STRING && Z_STRLEN_P(zv) > 0 && Z_STRVAL_P(zv)[0] == '/') {
		/* "/path" as a host means a socket, as phpredis and the INI allow */
		return rl_option_set(spec, RL_OPT_SOCKET, zv);
	}
	value = value_string(row, zv, &none);
	if (!value) {
		return false;
	}
	if (none) {
		zend_string_release(value);
		value = NULL;
	}
	string_replace(field(spec, row), value);
	if (row->kind == RL_KIND_HOST) {
		string_replace(&spec->conn.socket, NULL);
	} else if (row->kind == RL_KIND_SOCKET) {
		string_replace(&spec->conn.host, NULL);
	}
	return true;
}

bool rl_option_set(rl_spec *spec, rl_option opt, const zval *zv)
{
	const rl_option_row *row = &rl_option_rows[opt];

	bool empty = Z_TYPE_P(zv) == IS_STRING && Z_STRLEN_P(zv) == 0;

	switch (row->kind) {
		case RL_KIND_INTEGER:
			if ((row->flags & RL_OPTION_EMPTY_IS_DEFAULT) && empty) {
				*(zend_long *) field(spec, row) = integer_default(row);
				return true;
			}
			return value_long(zv, (zend_long) row->min, (zend_long) row->max, field(spec, row));
		case RL_KIND_SECONDS:
		case RL_KIND_SECONDS_OR_ZERO:
			return value_seconds(zv, row->kind == RL_KIND_SECONDS_OR_ZERO, row->max, field(spec, row));
		case RL_KIND_BOOL:
			if ((row->flags & RL_OPTION_EMPTY_IS_DEFAULT) && empty) {
				*(bool *) field(spec, row) = bool_default(row);
				return true;
			}
			return value_bool(zv, field(spec, row));
		default:
			return option_set_string(spec, opt, zv);
	}
}

void rl_option_throw_invalid(rl_option opt, uint32_t arg_num)
{
	const rl_option_row *row = &rl_option_rows[opt];

	if (arg_num == 0) {
		zend_value_error("INI setting redislock.%s must be %s", row->name, row->expect);
	} else {
		zend_argument_value_error(arg_num, "option \"%s\" must be %s", row->name, row->expect);
	}
}

bool rl_param_try_set(rl_param *param, rl_option opt, const zval *zv)
{
	if (!rl_option_set(param->spec, opt, zv)) {
		return false;
	}
	param->set |= RL_OPTION_BIT(opt);
	return true;
}

zend_result rl_param_set(rl_param *param, rl_option opt, const zval *zv)
{
	if (!rl_param_try_set(param, opt, zv)) {
		rl_option_throw_invalid(opt, param->arg_num);
		return FAILURE;
	}
	return SUCCESS;
}

/* ---- defaults ------------------------------------------------------------- */

/* Whether row's field in spec holds its default: none for a string, the
 * INI default's value for the others. */
static bool value_is_default(const rl_spec *spec, const rl_option_row *row)
{
	const void *value = field(spec, row);

	switch (row->kind) {
		case RL_KIND_INTEGER:
			return *(const zend_long *) value == integer_default(row);
		case RL_KIND_SECONDS:
		case RL_KIND_SECONDS_OR_ZERO:
			return *(const double *) value == zend_strtod(row->ini_default, NULL);
		case RL_KIND_BOOL:
			return *(const bool *) value == bool_default(row);
		default:
			return *(zend_string *const *) value == NULL;
	}
}

/* Sets row's field in spec back to its default. */
static void value_reset(rl_spec *spec, const rl_option_row *row)
{
	void *value = field(spec, row);

	switch (row->kind) {
		case RL_KIND_INTEGER:
			*(zend_long *) value = integer_default(row);
			break;
		case RL_KIND_SECONDS:
		case RL_KIND_SECONDS_OR_ZERO:
			*(double *) value = zend_strtod(row->ini_default, NULL);
			break;
		case RL_KIND_BOOL:
			*(bool *) value = bool_default(row);
			break;
		default:
			string_replace(value, NULL);
	}
}

void rl_options_reset(rl_spec *spec, rl_option_mask which)
{
	for (int opt = 0; opt < RL_OPT_COUNT; opt++) {
		if (which & RL_OPTION_BIT(opt)) {
			value_reset(spec, &rl_option_rows[opt]);
		}
	}
}

rl_option_mask rl_options_of_kind(rl_option_kind kind)
{
	rl_option_mask options = 0;

	for (int opt = 0; opt < RL_OPT_COUNT; opt++) {
		if (rl_option_rows[opt].kind == kind) {
			options |= RL_OPTION_BIT(opt);
		}
	}
	return options;
}

rl_option_mask rl_options_flagged(uint16_t flags)
{
	rl_option_mask options = 0;

	for (int opt = 0; opt < RL_OPT_COUNT; opt++) {
		if ((rl_option_rows[opt].flags & flags) == flags) {
			options |= RL_OPTION_BIT(opt);
		}
	}
	return options;
}

const char *rl_option_first_not_default(const rl_spec *spec, rl_option_mask which)
{
	for (int opt = 0; opt < RL_OPT_COUNT; opt++) {
		if ((which & RL_OPTION_BIT(opt)) && !value_is_default(spec, &rl_option_rows[opt])) {
			return rl_option_rows[opt].name;
		}
	}
	return NULL;
}

const char *rl_option_paths_resolve(rl_spec *spec)
{
	for (int opt = 0; opt < RL_OPT_COUNT; opt++) {
		const rl_option_row *row = &rl_option_rows[opt];
		char resolved[MAXPATHLEN];

		if (row->kind != RL_KIND_PATH) {
			continue;
		}
		zend_string **slot = field(spec, row);
		if (!*slot) {
			continue;
		}
		if (!expand_filepath(ZSTR_VAL(*slot), resolved) || php_check_open_basedir_ex(resolved, 0) != 0) {
			return row->name;
		}
		string_replace(slot, zend_string_init(resolved, strlen(resolved), 0));
	}
	return NULL;
}

/* ---- a spec's strings ------------------------------------------------------ */

void rl_spec_strings_addref(rl_spec *spec)
{
	for (int opt = 0; opt < RL_OPT_COUNT; opt++) {
		zend_string *s = kind_is_string(rl_option_rows[opt].kind) ? *(zend_string **) field(spec, &rl_option_rows[opt]) : NULL;

		if (s) {
			zend_string_addref(s);
		}
	}
}

void rl_spec_free(rl_spec *spec)
{
	for (int opt = 0; opt < RL_OPT_COUNT; opt++) {
		if (kind_is_string(rl_option_rows[opt].kind)) {
			string_replace(field(spec, &rl_option_rows[opt]), NULL);
		}
	}
}

/* The string of a connection setting's row in spec, when row is that of
 * a connection setting holding a string and the string is set; else NULL. */
static zend_string **connection_string(rl_connection_spec *spec, const rl_option_row *row)
{
	if (!row_is_connection(row) || !kind_is_string(row->kind)) {
		return NULL;
	}
	zend_string **slot = field((rl_spec *) spec, row);
	return *slot ? slot : NULL;
}

void rl_connection_spec_copy(rl_connection_spec *dst, const rl_connection_spec *src, bool persistent)
{
	*dst = *src;
	for (int opt = 0; opt < RL_OPT_COUNT; opt++) {
		const rl_option_row *row = &rl_option_rows[opt];
		zend_string **slot = connection_string(dst, row);

		if (slot) {
			/* never zend_string_copy(): a request-bound (or interned)
			 * string must not end up in a node that outlives the request */
			*slot = row->flags & RL_OPTION_TOPOLOGY ? NULL
				: zend_string_init(ZSTR_VAL(*slot), ZSTR_LEN(*slot), persistent);
		}
	}
}

void rl_connection_spec_free(rl_connection_spec *spec)
{
	for (int opt = 0; opt < RL_OPT_COUNT; opt++) {
		const rl_option_row *row = &rl_option_rows[opt];
		zend_string **slot = connection_string(spec, row);

		if (!slot) {
			continue;
		}
		if (row->flags & RL_OPTION_SECRET) {
			/* wiped before the allocator hands the memory out again */
			ZEND_SECURE_ZERO(ZSTR_VAL(*slot), ZSTR_LEN(*slot));
		}
		zend_string_free(*slot);
		*slot = NULL;
	}
}

/* ---- the pool key ---------------------------------------------------------- */

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

zend_string *rl_spec_pool_key(const rl_connection_spec *conn)
{
	smart_str key = {0};

	for (int opt = 0; opt < RL_OPT_COUNT; opt++) {
		const rl_option_row *row = &rl_option_rows[opt];

		if (!row_is_connection(row) || (row->flags & RL_OPTION_CHOOSES_POOL)) {
			continue;
		}
		const void *value = field((const rl_spec *) conn, row);
		switch (row->kind) {
			case RL_KIND_INTEGER:
				smart_str_appendl(&key, value, sizeof(zend_long));
				break;
			case RL_KIND_SECONDS:
			case RL_KIND_SECONDS_OR_ZERO:
				smart_str_appendl(&key, value, sizeof(double));
				break;
			case RL_KIND_BOOL:
				smart_str_appendc(&key, *(const bool *) value ? '1' : '0');
				break;
			default:
				if (row->flags & RL_OPTION_SECRET) {
					key_append_secret(&key, *(zend_string *const *) value);
				} else {
					key_append_string(&key, *(zend_string *const *) value);
				}
		}
	}
	smart_str_0(&key);
	return key.s;
}

/* ---- INI settings ---------------------------------------------------------- */

const char *rl_option_ini_value(rl_option opt)
{
	return rl_option_rows[opt].ini_default ? RL_G(ini_values)[opt] : NULL;
}

/* Shows a set secret as asterisks in phpinfo() and ini_get_all(). */
static ZEND_INI_DISP(display_secret)
{
	char *value = type == ZEND_INI_DISPLAY_ORIG && ini_entry->modified
		? (ini_entry->orig_value ? ZSTR_VAL(ini_entry->orig_value) : NULL)
		: (ini_entry->value ? ZSTR_VAL(ini_entry->value) : NULL);

	PUTS(value && *value ? "********" : (sapi_module.phpinfo_as_text ? "no value" : "<i>no value</i>"));
}

void rl_options_ini_register(int module_number, int module_type, ZEND_INI_MH((*on_modify)))
{
	/* static: filled once, at module start-up */
	static char names[RL_OPT_COUNT][64];
	static zend_ini_entry_def entries[RL_OPT_COUNT + 1];
	size_t n = 0;

	for (int opt = 0; opt < RL_OPT_COUNT; opt++) {
		const rl_option_row *row = &rl_option_rows[opt];
		int name_len;

		if (!row->ini_default) {
			continue;
		}
		name_len = snprintf(names[n], sizeof(names[n]), "redislock.%s", row->name);
		entries[n] = (zend_ini_entry_def) {
			.name = names[n],
			.name_length = (uint16_t) name_len,
			.on_modify = on_modify,
			.mh_arg1 = (void *) (XtOffsetOf(zend_redislock_globals, ini_values) + opt * sizeof(char *)),
#ifdef ZTS
			.mh_arg2 = (void *) &redislock_globals_id,
#else
			.mh_arg2 = (void *) &redislock_globals,
#endif
			.value = row->ini_default,
			.value_length = (uint32_t) strlen(row->ini_default),
			.displayer = row->flags & RL_OPTION_SECRET ? display_secret : NULL,
			.modifiable = PHP_INI_ALL,
		};
		n++;
	}
	entries[n] = (zend_ini_entry_def) {0};
	zend_register_ini_entries_ex(entries, module_number, module_type);
}
