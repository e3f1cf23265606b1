/*
 * Redis Cluster hash slots, and the names of the keys that must share one.
 *
 * A key's slot is CRC16(key) mod 16384, where only the key's hash tag is
 * hashed when it has one: the bytes between its first '{' and the first '}'
 * after that, if there is at least one. Every call of RedisLock and
 * RedisQueue touches one slot: the keys beside a main key (waiting marker,
 * wake list, fencing counter) are named here so that they hash like it,
 * whatever bytes it holds. Nothing here knows of connections.
 */
#ifndef RL_SLOT_H
#define RL_SLOT_H

#include "php.h"

#define RL_SLOTS 16384

/* The slot of a key of len bytes (binary-safe). */
uint16_t rl_slot_of(const char *key, size_t len);

/* The most names rl_slot_keys_beside() gives at once. */
#define RL_SLOT_BESIDE_MAX 8

/* The n keys beside key (n at most RL_SLOT_BESIDE_MAX), one per
 * suffixes[i] (":waiting", ":wake", ":fence": a ':' and a word, none the
 * end of another), in key's slot, into out[0..n-1]: each an ordinary
 * request string of its own, released by the caller. A key without '}'
 * gives "{" key "}" suffix, the names redislock always used; any other
 * gives "{" T "}" key suffix, where T is key's own hash tag or, for a key
 * hashed whole that holds a '}', four characters found to hash to the
 * same slot. Two different (key, suffix) pairs never give the same name. */
void rl_slot_keys_beside(const zend_string *key, size_t n, const char *const *suffixes, zend_string **out);

#endif /* RL_SLOT_H */
