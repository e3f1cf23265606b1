/*
 * Addresses as options and DSNs write them ("host:port", "[ipv6]:port")
 * and lists of them (a cluster's seeds, the sentinels: "host:port,..."),
 * split and checked. Also what a cluster's redirections name.
 */
#ifndef RL_ADDRESS_H
#define RL_ADDRESS_H

#include "php.h"

/* The port of an address that names none. */
#define RL_DEFAULT_PORT 6379

/* The port of a sentinel address that names none. */
#define RL_SENTINEL_DEFAULT_PORT 26379

/* The most addresses a list may hold. */
#define RL_MAX_SEEDS 100

/* Splits the address of len bytes at addr, "host:port", "[ipv6]:port" or
 * (as a cluster writes it in a redirection) "ipv6:port" split at the last
 * ':', into host (not copied; maybe empty) and port. Without a port,
 * *port is default_port, and the address is refused if that is 0.
 * Returns false for anything else (a port outside 1..65535 included). */
bool rl_address_split(const char *addr, size_t len, const char **host, size_t *host_len, zend_long *port,
	zend_long default_port);

/* Reads the next address of a list as rl_address_list_normalise() writes
 * one from *list, which ends at end, into host (not copied) and port, and
 * moves *list past it. False when the list is used up. */
bool rl_address_list_next(const char **list, const char *end, const char **host, size_t *host_len, zend_long *port);

/* A list of addresses (an array of "host:port" strings, or one string of
 * them separated by commas), each checked, at most RL_MAX_SEEDS, written
 * as "host:port,..." ("[host]:port" for IPv6; default_port where an
 * address names none). NULL when the value is not such a list; the empty
 * string for an empty string. */
zend_string *rl_address_list_normalise(const zval *zv, zend_long default_port);

#endif /* RL_ADDRESS_H */
