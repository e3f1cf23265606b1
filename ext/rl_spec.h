/*
 * What an object's settings are, once parsed: the connection settings,
 * which decide which connection an object uses, and the per-object ones,
 * which never do. Types only: rl_options.c says what each field is (its
 * row), rl_config.c fills a spec from the INI settings and $param.
 */
#ifndef RL_SPEC_H
#define RL_SPEC_H

#include "php.h"

/* Where and how to talk to Redis. Every field is part of the connection's
 * identity (rl_spec_pool_key()): two objects share a connection exactly
 * when these are equal, so a field that must not split connections does
 * not belong here. Invariants after rl_spec_parse() succeeded: exactly one
 * of host and socket is set; port is 1..65535; database >= 0;
 * connect_timeout > 0 and finite; read_timeout >= 0 and finite (0: no
 * timeout); user is set only together with password; tls only with a host
 * and in a build with TLS; tls_cert and tls_key both set or neither; the
 * strings NULL when not set, never empty, never holding a NUL byte (but
 * user, password and the sentinels' credentials, which may); with cluster
 * set, a host and database 0; with sentinel set, a host (the first
 * sentinel's), a service, and no cluster; sentinel_user only with
 * sentinel_password; service and sentinel_* NULL without sentinel; without
 * tls, every tls_* at its default (NULL, tls_verify on). */
typedef struct rl_connection_spec {
	zend_string *host;
	zend_long port;
	zend_string *socket;
	zend_long database;
	zend_string *user;
	zend_string *password;
	double connect_timeout;
	double read_timeout;
	bool persistent;
	bool tls;
	zend_string *tls_ca_file;
	zend_string *tls_ca_path;
	zend_string *tls_cert;
	zend_string *tls_key;
	bool tls_verify;
	zend_string *tls_server_name;
	zend_string *cluster;  /* NULL, or the seeds of a Redis Cluster as
	                        * "host:port,..." (IPv6 hosts in brackets);
	                        * host and port are then the first seed's */
	zend_string *sentinel; /* NULL, or the sentinels watching the master as
	                        * "host:port,..."; host and port are then the
	                        * first sentinel's */
	zend_string *service;  /* the master's name for the sentinels */
	zend_string *sentinel_user;     /* the sentinels' own credentials (those */
	zend_string *sentinel_password; /* of the DSN are the data nodes') */
} rl_connection_spec;

/* What one object does with its connection. Invariants after
 * rl_spec_parse(): prefix never NULL (maybe empty); sync_timeout > 0;
 * renew_max >= 0. */
typedef struct rl_object_spec {
	zend_string *prefix;
	bool fencing;
	zend_long sync_replicas;  /* WAIT for this many replicas after a lock
	                           * write; RL_INTEGER_UNSET (not given): the
	                           * topology's default (rl_sync_replicas()) */
	double sync_timeout;      /* ... for at most this long (seconds, > 0) */
	bool release_at_shutdown; /* a lock object releases what it holds at its end */
	bool renew;               /* held locks are renewed in the background ... */
	double renew_max;         /* ... for at most this long after acquisition
	                           * (seconds, >= 0; 0: no cap) */
} rl_object_spec;

/* Everything an object's $param and the INI settings say. The connection
 * part comes first: an option's row finds its field by its offset in
 * rl_spec, and an offset inside conn is what makes an option part of the
 * connection's identity. */
typedef struct rl_spec {
	rl_connection_spec conn;
	rl_object_spec object;
} rl_spec;

#endif /* RL_SPEC_H */
