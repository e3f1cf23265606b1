/*
 * Connection settings: turning a constructor's $param (null, DSN string or
 * array) and the redislock.* INI settings into one validated rl_spec.
 */
#ifndef RL_CONFIG_H
#define RL_CONFIG_H

#include "php.h"

/* Everything a client needs to know about where and how to talk to Redis.
 * Invariants after rl_spec_parse() succeeded: exactly one of host and socket
 * is set; port is 1..65535; database >= 0; connect_timeout > 0 and finite;
 * read_timeout >= 0 and finite (0: no timeout); user is set only together
 * with password; prefix is never NULL (maybe empty); tls only with a host
 * and in a build with TLS; tls_cert and tls_key both set or neither; the
 * tls_* strings NULL when not set, and never holding a NUL byte; with
 * cluster set, a host and database 0; with sentinel set, a host (the
 * first sentinel's), a service, and no cluster; sentinel_user only with
 * sentinel_password; service and sentinel_* NULL without sentinel. */
typedef struct rl_spec {
	zend_string *host;
	zend_long port;
	zend_string *socket;
	zend_long database;
	zend_string *user;
	zend_string *password;
	double connect_timeout;
	double read_timeout;
	bool persistent;
	zend_string *prefix;
	bool fencing;
	bool tls;
	zend_string *tls_ca_file;
	zend_string *tls_ca_path;
	zend_string *tls_cert;
	zend_string *tls_key;
	zend_string *tls_server_name;
	bool tls_verify;
	zend_string *cluster;  /* NULL, or the seeds of a Redis Cluster as
	                        * "host:port,..." (IPv6 hosts in brackets);
	                        * host and port are then the first seed's */
	zend_string *sentinel; /* NULL, or the sentinels watching the master as
	                        * "host:port,..."; host and port are then the
	                        * first sentinel's */
	zend_string *service;  /* the master's name for the sentinels */
	zend_string *sentinel_user;     /* the sentinels' own credentials (those */
	zend_string *sentinel_password; /* of the DSN are the data nodes') */
	zend_long sync_replicas; /* WAIT for this many replicas after a lock write */
	double sync_timeout;     /* ... for at most this long (seconds, > 0) */
	bool release_at_shutdown; /* a lock object releases what it holds at its end */
	bool renew;              /* held locks are renewed in the background ... */
	double renew_max;        /* ... for at most this long after acquisition
	                          * (seconds, >= 0; 0: no cap) */
} rl_spec;

/* The port of an address that names none. */
#define RL_DEFAULT_PORT 6379

/* Splits the address of len bytes at addr, "host:port", "[ipv6]:port" or
 * (as a cluster writes it in a redirection) "ipv6:port" split at the last
 * ':', into host (not copied; maybe empty) and port. Without a port,
 * *port is default_port, and the address is refused if that is 0.
 * Returns false for anything else (a port outside 1..65535 included). */
bool rl_address_split(const char *addr, size_t len, const char **host, size_t *host_len, zend_long *port,
	zend_long default_port);

/* Reads the next address of a list as a spec holds one (cluster, sentinel:
 * "host:port,...", every address checked and given a port when the
 * option was set) from *list, which ends at end, into host (not copied)
 * and port, and moves *list past it. False when the list is used up. */
bool rl_address_list_next(const char **list, const char *end, const char **host, size_t *host_len, zend_long *port);

/* Fills spec from the INI settings, then overrides them with $param
 * (arg_num names it in messages). On failure throws ValueError, leaves
 * spec empty and returns FAILURE. */
zend_result rl_spec_parse(rl_spec *spec, zval *param, uint32_t arg_num);

/* Drops the parsed copy of the INI settings that rl_spec_parse() keeps:
 * called when a redislock.* setting changes and at request end. */
void rl_config_ini_forget(void);

/* Releases the strings of a spec filled by rl_spec_parse(). */
void rl_spec_free(rl_spec *spec);

/* A binary-safe string that is equal for two specs exactly when they may
 * share one connection (prefix, fencing, sync_*, release_at_shutdown and
 * renew* are per object, not part of it;
 * every TLS setting is). */
zend_string *rl_spec_pool_key(const rl_spec *spec);

#endif /* RL_CONFIG_H */
