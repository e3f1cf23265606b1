/*
 * What RedisLock and RedisQueue objects have in common: the connection they
 * talk on, and the key prefix and options taken from their $param. (The
 * rules for their arguments: rl_args.h; tokens: rl_token.h; waits:
 * rl_wait.h; sync_replicas' WAIT: rl_sync.h.)
 */
#ifndef RL_CLIENT_H
#define RL_CLIENT_H

#include "php.h"
#include "rl_topology.h"

struct rl_renewer_link;
struct rl_key_cache;

typedef struct rl_client {
	rl_topology *topo;    /* shared, owned by the pool; NULL until constructed */
	zend_string *prefix;  /* prepended to every key; maybe empty */
	bool fencing;         /* the "fencing" option */
	zend_long sync_replicas; /* the "sync_replicas" option: 0 for none,
	                          * RL_INTEGER_UNSET for the topology's default
	                          * (what it means: rl_sync_replicas()) */
	double sync_timeout;     /* the "sync_timeout" option, in seconds */
	bool release_at_shutdown; /* the "release_at_shutdown" option */
	int64_t renew_max_ms;    /* the "renew_max" option, in ms; 0: no cap */
	struct rl_renewer_link *renewer; /* with renew: the renewer's connection
	                          * for the same servers; else NULL */
	struct rl_renewer_link *task_renewer; /* the renewer's connection for the
	                          * same servers, for the tasks of work() (made
	                          * whatever renew says; connected on first use) */
	struct rl_key_cache *keys; /* the last name's keys (rl_client_key(),
	                          * rl_client_keys_beside()); NULL until constructed */
} rl_client;

/* Both object structs start with their rl_client (an invariant of
 * rl_lock.c and rl_queue.c), so it is found from the zend_object through
 * the handlers' offset alone. */
static inline rl_client *rl_client_from_obj(zend_object *obj)
{
	return (rl_client *) ((char *) obj - obj->handlers->offset);
}

/* A class's veto on (re)constructing obj: returns false after throwing. */
typedef bool (*rl_client_guard)(zend_object *obj);

/* The body of RedisLock::__construct() and RedisQueue::__construct():
 * checks the argument's type, asks guard (if any), then parses $param into
 * the object's client. Returns FAILURE after throwing. */
zend_result rl_client_construct(INTERNAL_FUNCTION_PARAMETERS, rl_client_guard guard);

/* Handlers for an object struct that embeds std at offset: the standard
 * ones with free_obj, and no cloning (a clone would share held tokens). */
void rl_client_handlers_init(zend_object_handlers *handlers, size_t offset, zend_object_free_obj_t free_obj);

/* (Re)initialises cl from a constructor's $param (array, string or neither).
 * Throws ValueError and returns FAILURE, leaving cl as it was, when $param
 * is invalid. Nothing is sent to Redis. */
zend_result rl_client_init(rl_client *cl, HashTable *param_array, zend_string *param_string);

/* Releases what rl_client_init() took. */
void rl_client_free(rl_client *cl);

/* True when the constructor ran; otherwise throws Error (a subclass that
 * forgot parent::__construct()) and returns false. */
bool rl_client_ready(const rl_client *cl);

/* The Redis key for a name: prefix + kind + name, binary-safe (kind:
 * static text). The last one made is kept with cl (which is why cl's
 * cache, not its settings, may change through this const pointer), so
 * that the calls on one name in a row (a lock() and its unlock(), a
 * worker's reserve() and dequeue()) name it once: the string returned
 * may be shared, and is read only. */
zend_string *rl_client_key(const rl_client *cl, const char *kind, size_t kind_len, const zend_string *name);

/* rl_slot_keys_beside() for key, n names (suffixes: a static array),
 * into out: strings the caller releases one by one. Kept with cl when
 * key is the last key rl_client_key() made for cl (the very string), and
 * taken from there when they were kept for the same suffixes. cl may be
 * NULL (nothing kept). */
void rl_client_keys_beside(const rl_client *cl, const zend_string *key, size_t n, const char *const *suffixes,
	zend_string **out);

#endif /* RL_CLIENT_H */
