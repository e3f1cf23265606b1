/*
 * Addresses and lists of addresses (rl_address.h).
 */
#include "php.h"
#include "zend_smart_str.h"

#include "rl_address.h"

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

zend_string *rl_address_list_normalise(const zval *zv, zend_long default_port)
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
