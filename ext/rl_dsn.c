/*
 * DSN strings, applied to a spec as the options they give. Every form is
 * turned into a URL that PHP's own parser (ext/standard/url.c) reads:
 *
 *   "redis://..."          host, port, credentials, "/db", query options
 *   "rediss://..."         the same, with TLS
 *   "redis+cluster://..."  seeds of a Redis Cluster (rediss+cluster://: TLS)
 *   "redis+sentinel://..." sentinels and the service they watch
 *                          (rediss+sentinel://: TLS)
 *   "unix:///path?db=N"    a Unix socket
 *   "host[:port]"          read as "redis://host[:port]"
 *   "/path"                a Unix socket
 */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include "php.h"
#include "ext/standard/url.h"
#include "zend_smart_str.h"

#include "rl_dsn.h"
#include "rl_tls.h"

/* Throws for an option that a DSN gives twice (database also as the path
 * "/N", and as "db"): which one it meant is anybody's guess, and taking
 * the last could send data to a database the rest of the DSN did not name. */
static zend_result dsn_option_once(const rl_param *param, rl_option opt)
{
	if (param->set & RL_OPTION_BIT(opt)) {
		zend_argument_value_error(param->arg_num, "gives the DSN option \"%s\" more than once%s",
			rl_option_rows[opt].name, opt == RL_OPT_DATABASE ? " (the path /N, db= and database= all set it)" : "");
		return FAILURE;
	}
	return SUCCESS;
}

/* One name=value pair (value still URL-encoded) of a DSN's query. */
static zend_result dsn_query_pair(rl_param *param, const char *pair, size_t len)
{
	const char *eq = memchr(pair, '=', len);
	size_t name_len = eq ? (size_t) (eq - pair) : len;
	int opt;
	zval zv;
	zend_result result;

	/* "db" is the short name used in DSNs, as in the unix:// form */
	if (name_len == 2 && memcmp(pair, "db", 2) == 0) {
		opt = RL_OPT_DATABASE;
	} else {
		opt = rl_option_lookup(pair, name_len);
	}
	if (opt < 0 || !(rl_option_rows[opt].flags & RL_OPTION_DSN_QUERY)) {
		zend_argument_value_error(param->arg_num, "contains the unknown DSN option \"%.*s\"", (int) name_len, pair);
		return FAILURE;
	}
	if (dsn_option_once(param, (rl_option) opt) == FAILURE) {
		return FAILURE;
	}
	if (eq) {
		zend_string *value = zend_string_init(eq + 1, len - name_len - 1, 0);
		ZSTR_LEN(value) = php_url_decode(ZSTR_VAL(value), ZSTR_LEN(value));
		ZVAL_STR(&zv, value);
	} else {
		ZVAL_EMPTY_STRING(&zv);
	}
	result = rl_param_set(param, (rl_option) opt, &zv);
	zval_ptr_dtor(&zv);
	return result;
}

static zend_result dsn_query(rl_param *param, const zend_string *query)
{
	const char *p = ZSTR_VAL(query), *end = p + ZSTR_LEN(query);

	while (p < end) {
		const char *amp = memchr(p, '&', end - p);
		size_t len = amp ? (size_t) (amp - p) : (size_t) (end - p);

		if (len > 0 && dsn_query_pair(param, p, len) == FAILURE) {
			return FAILURE;
		}
		p += len + 1;
	}
	return SUCCESS;
}

/* Sets opt (user or password) from a URL's component, percent-decoded. */
static zend_result url_part_set(rl_param *param, rl_option opt, const zend_string *raw)
{
	zval zv;
	zend_string *s = zend_string_init(ZSTR_VAL(raw), ZSTR_LEN(raw), 0);
	zend_result result;

	ZSTR_LEN(s) = php_raw_url_decode(ZSTR_VAL(s), ZSTR_LEN(s));
	ZVAL_STR(&zv, s);
	result = rl_param_set(param, opt, &zv);
	zval_ptr_dtor(&zv);
	return result;
}

/* Sets the host from a URL's: "[::1]" is how a URL writes an IPv6
 * address, "[fe80::1%25eth0]" one with a zone; hiredis wants "::1" and
 * "fe80::1%eth0". */
static zend_result url_host_set(rl_param *param, const zend_string *host)
{
	zval zv;
	zend_result result;

	if (ZSTR_LEN(host) > 2 && ZSTR_VAL(host)[0] == '[' && ZSTR_VAL(host)[ZSTR_LEN(host) - 1] == ']') {
		const char *inner = ZSTR_VAL(host) + 1;
		size_t inner_len = ZSTR_LEN(host) - 2;
		const char *zone = php_memnstr(inner, "%25", 3, inner + inner_len);

		if (zone) {
			ZVAL_STR(&zv, zend_string_concat2(inner, (size_t) (zone - inner) + 1, zone + 3,
				inner_len - (size_t) (zone - inner) - 3));
		} else {
			ZVAL_STRINGL(&zv, inner, inner_len);
		}
	} else {
		ZVAL_STR_COPY(&zv, (zend_string *) host);
	}
	result = rl_param_set(param, RL_OPT_HOST, &zv);
	zval_ptr_dtor(&zv);
	return result;
}

/* Applies a parsed unix: URL. */
static zend_result unix_url_apply(rl_param *param, const php_url *url)
{
	zval zv;

	if (url->host || url->user || url->pass || !url->path) {
		zend_argument_value_error(param->arg_num, "must be a DSN of the form unix:///path/to/redis.sock[?db=N]");
		return FAILURE;
	}
	ZVAL_STR(&zv, url->path);
	if (rl_param_set(param, RL_OPT_SOCKET, &zv) == FAILURE) {
		return FAILURE;
	}
	return url->query ? dsn_query(param, url->query) : SUCCESS;
}

/* Applies a parsed redis:// URL (any DSN with a host is made one). */
static zend_result redis_url_apply(rl_param *param, const php_url *url, bool has_port)
{
	zval zv;

	if (!url->host || ZSTR_LEN(url->host) == 0) {
		zend_argument_value_error(param->arg_num, "must name a host, as in redis://127.0.0.1:6379");
		return FAILURE;
	}
	if (url_host_set(param, url->host) == FAILURE) {
		return FAILURE;
	}
	ZVAL_LONG(&zv, url->port);
	if (has_port && rl_param_set(param, RL_OPT_PORT, &zv) == FAILURE) {
		return FAILURE;
	}
	if (url->user && !url->pass) {
		zend_argument_value_error(param->arg_num,
			"must write credentials as [user]:password@ (a user alone is not enough)");
		return FAILURE;
	}
	if (url->pass && (url_part_set(param, RL_OPT_USER, url->user ? url->user : ZSTR_EMPTY_ALLOC()) == FAILURE
			|| url_part_set(param, RL_OPT_PASSWORD, url->pass) == FAILURE)) {
		return FAILURE;
	}
	if (url->path && !zend_string_equals_literal(url->path, "/")) {
		/* "/N" selects database N */
		zend_result result;

		ZVAL_STRINGL(&zv, ZSTR_VAL(url->path) + 1, ZSTR_LEN(url->path) - 1);
		result = rl_param_set(param, RL_OPT_DATABASE, &zv);
		zval_ptr_dtor(&zv);
		if (result == FAILURE) {
			return FAILURE;
		}
	}
	return url->query ? dsn_query(param, url->query) : SUCCESS;
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
static zend_result dsn_service(rl_param *param, const zend_string *dsn, size_t scheme_len, const char **rest)
{
	const char *service = **rest == '/' ? *rest + 1 : *rest;
	const char *service_end = service + strcspn(service, "/?#");
	zend_string *name = zend_string_init(service, (size_t) (service_end - service), 0);
	zval zv;

	ZSTR_LEN(name) = php_raw_url_decode(ZSTR_VAL(name), ZSTR_LEN(name));
	ZVAL_STR(&zv, name);
	bool ok = ZSTR_LEN(name) > 0 && rl_param_try_set(param, RL_OPT_SERVICE, &zv);
	zval_ptr_dtor(&zv);
	if (!ok) {
		zend_argument_value_error(param->arg_num,
			"must name the service after the sentinels, as in %.*s127.0.0.1:26379/mymaster",
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
static zend_result list_dsn_rewrite(rl_param *param, const zend_string *dsn, size_t scheme_len, rl_option opt,
	smart_str *url)
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

		if (dsn_address_check(item, (size_t) (stop - item), param->arg_num) == FAILURE) {
			return FAILURE;
		}
		item = stop + 1;
	}
	ZVAL_STRINGL(&zv, list, (size_t) (authority_end - list));
	bool ok = rl_param_try_set(param, opt, &zv)
		&& (opt == RL_OPT_CLUSTER ? param->spec->conn.cluster : param->spec->conn.sentinel);
	zval_ptr_dtor(&zv);
	if (!ok) {
		zend_argument_value_error(param->arg_num, "must list the %s as host:port,host:port after %.*s",
			opt == RL_OPT_CLUSTER ? "cluster's seeds" : "sentinels", (int) scheme_len, ZSTR_VAL(dsn));
		return FAILURE;
	}
	if (opt == RL_OPT_SENTINEL && dsn_service(param, dsn, scheme_len, &rest) == FAILURE) {
		return FAILURE;
	}
	smart_str_appends(url, "redis://");
	smart_str_appendl(url, start, (size_t) ((first_end ? first_end : authority_end) - start));
	smart_str_appendl(url, rest, (size_t) (end - rest));
	return SUCCESS;
}

/* Writes to url the URL that PHP's parser is to read for dsn (one of the
 * forms above, but "/path"), applying what the parser cannot read itself:
 * a list's addresses, a sentinel DSN's service, a TLS scheme's tls. Sets
 * *is_unix for a unix: URL. On failure throws ValueError and returns
 * FAILURE (url may hold something, to be freed). */
static zend_result dsn_to_url(rl_param *param, const zend_string *dsn, smart_str *url, bool *is_unix)
{
	const char *tls_scheme = dsn_tls_scheme(dsn);
	const char *one_slash = dsn_scheme_without_slashes(dsn); /* a scheme followed by one "/" */
	const char *separator = strstr(ZSTR_VAL(dsn), "://");

	*is_unix = has_scheme(dsn, "unix:");
	if (has_scheme(dsn, "unix://")) {
		/* PHP's parser rejects "unix:///path" (an empty authority) but reads
		 * "unix:/path" as a path: drop the empty authority */
		smart_str_appends(url, "unix:");
		smart_str_appendl(url, ZSTR_VAL(dsn) + 7, ZSTR_LEN(dsn) - 7);
	} else if (*is_unix || has_scheme(dsn, "redis://")) {
		smart_str_append(url, (zend_string *) dsn);
	} else if (tls_scheme && !rl_tls_available()) {
		zend_argument_value_error(param->arg_num, "uses %s, which " RL_NO_TLS_REASON, tls_scheme);
		return FAILURE;
	} else if (has_scheme(dsn, "rediss://")) {
		param->spec->conn.tls = true;
		/* PHP's parser reads it as any scheme; the rest is as redis:// */
		smart_str_appends(url, "redis://");
		smart_str_appendl(url, ZSTR_VAL(dsn) + 9, ZSTR_LEN(dsn) - 9);
	} else if (has_scheme(dsn, "redis+cluster://") || has_scheme(dsn, "rediss+cluster://")) {
		param->spec->conn.tls = tls_scheme != NULL;
		return list_dsn_rewrite(param, dsn, tls_scheme ? 17 : 16, RL_OPT_CLUSTER, url);
	} else if (has_scheme(dsn, "redis+sentinel://") || has_scheme(dsn, "rediss+sentinel://")) {
		param->spec->conn.tls = tls_scheme != NULL;
		return list_dsn_rewrite(param, dsn, tls_scheme ? 18 : 17, RL_OPT_SENTINEL, url);
	} else if (one_slash) {
		zend_argument_value_error(param->arg_num,
			"is a malformed DSN: \"%s\" must be followed by \"//\", as in %s//host:port", one_slash, one_slash);
		return FAILURE;
	} else if (separator) {
		zend_argument_value_error(param->arg_num, "uses the unsupported scheme \"%.*s\" (expected redis://, "
			"rediss://, redis+cluster://, rediss+cluster://, redis+sentinel://, rediss+sentinel:// or unix://)",
			(int) (separator - ZSTR_VAL(dsn)), ZSTR_VAL(dsn));
		return FAILURE;
	} else {
		smart_str_appends(url, "redis://");
		smart_str_append(url, (zend_string *) dsn);
	}
	return SUCCESS;
}

/* Checks the address of url, a redis:// URL (dsn_to_url()): "redis://"
 * and the authority up to the path, query or fragment, without the
 * credentials. */
static zend_result url_address_check(const zend_string *url, uint32_t arg_num)
{
	const char *start = ZSTR_VAL(url) + strlen("redis://");
	size_t authority_len = strcspn(start, "/?#");
	const char *at = zend_memrchr(start, '@', authority_len);
	const char *address = at ? at + 1 : start;

	return dsn_address_check(address, authority_len - (size_t) (address - start), arg_num);
}

/* Applies the URL dsn_to_url() wrote, parsed by PHP's parser. */
static zend_result url_apply(rl_param *param, const zend_string *url, bool is_unix)
{
	bool has_port = false;
	php_url *parsed;
	zend_result result;

	if (!is_unix && url_address_check(url, param->arg_num) == FAILURE) {
		return FAILURE;
	}
	parsed = php_url_parse_ex2(ZSTR_VAL(url), ZSTR_LEN(url), &has_port);
	if (!parsed) {
		if (authority_port_out_of_range(ZSTR_VAL(url))) {
			rl_option_throw_invalid(RL_OPT_PORT, param->arg_num);
		} else {
			zend_argument_value_error(param->arg_num, "is not a valid DSN");
		}
		return FAILURE;
	}
	if (parsed->fragment) {
		zend_argument_value_error(param->arg_num, "must not contain a #fragment");
		result = FAILURE;
	} else {
		result = is_unix ? unix_url_apply(param, parsed) : redis_url_apply(param, parsed, has_port);
	}
	php_url_free(parsed);
	return result;
}

zend_result rl_dsn_apply(rl_param *param, const zend_string *dsn)
{
	smart_str url = {0};
	bool is_unix;
	const char *tls_scheme = dsn_tls_scheme(dsn);
	zend_result result;

	if (ZSTR_LEN(dsn) == 0 || memchr(ZSTR_VAL(dsn), '\0', ZSTR_LEN(dsn))) {
		zend_argument_value_error(param->arg_num, "must be a non-empty DSN without NUL bytes");
		return FAILURE;
	}
	if (ZSTR_VAL(dsn)[0] == '/') {
		zval zv;

		ZVAL_STR(&zv, (zend_string *) dsn);
		return rl_param_set(param, RL_OPT_SOCKET, &zv);
	}
	result = dsn_to_url(param, dsn, &url, &is_unix);
	if (result == SUCCESS) {
		smart_str_0(&url);
		result = url_apply(param, url.s, is_unix);
	}
	if (result == SUCCESS && tls_scheme && !param->spec->conn.tls) {
		zend_argument_value_error(param->arg_num, "uses %s with tls=0: a %s DSN is always TLS", tls_scheme,
			tls_scheme);
		result = FAILURE;
	}
	smart_str_free(&url);
	return result;
}
