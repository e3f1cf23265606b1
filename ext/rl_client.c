/*
 * Shared client state and argument rules of RedisLock and RedisQueue.
 */
#include "php.h"
#include "zend_exceptions.h"

#include "rl_client.h"
#include "rl_config.h"
#include "rl_pool.h"
#include "rl_renewer.h"
#include "rl_slot.h"

/* The last key rl_client_key() made for a client and, once asked for,
 * the keys beside it, so that the calls on one name in a row (a lock()
 * and its unlock(), a worker's reserve() and dequeue()) name them once.
 * Invariants: while kind is not NULL, key is the client's prefix + kind +
 * name (compared binary-safe: a name may hold NULs), and the prefix has
 * not changed since (rl_client_init() frees the client, and so empties
 * this, before it sets a prefix); while suffixes is not NULL, beside[i]
 * is what rl_slot_keys_beside() gives for key and suffixes[i], i < n.
 * Holds one reference on each string it names; nothing in it belongs to
 * a process (a forked child keeps a valid copy). Request memory, freed
 * with the client. */
typedef struct rl_key_cache {
	const char *kind;            /* static text; NULL: nothing kept */
	size_t kind_len;
	zend_string *name;
	zend_string *key;
	const char *const *suffixes; /* static array, compared by address; NULL: none kept */
	size_t n;
	zend_string *beside[RL_SLOT_BESIDE_MAX];
} rl_key_cache;

/* Drops the keys beside c's key. */
static void key_cache_clear_beside(rl_key_cache *c)
{
	if (c->suffixes) {
		for (size_t i = 0; i < c->n; i++) {
			zend_string_release(c->beside[i]);
		}
		c->suffixes = NULL;
	}
}

/* Drops all c keeps. */
static void key_cache_clear(rl_key_cache *c)
{
	key_cache_clear_beside(c);
	if (c->kind) {
		zend_string_release(c->name);
		zend_string_release(c->key);
		c->kind = NULL;
	}
}

zend_result rl_client_init(rl_client *cl, HashTable *param_array, zend_string *param_string)
{
	rl_spec spec;
	zval param;

	if (param_array) {
		ZVAL_ARR(&param, param_array);
	} else if (param_string) {
		ZVAL_STR(&param, param_string);
	}
	if (rl_spec_parse(&spec, param_array || param_string ? &param : NULL, 1) == FAILURE) {
		return FAILURE;
	}
	rl_client_free(cl);
	cl->topo = rl_pool_topology(&spec.conn);
	cl->prefix = zend_string_copy(spec.object.prefix);
	cl->fencing = spec.object.fencing;
	cl->sync_replicas = spec.object.sync_replicas;
	cl->sync_timeout = spec.object.sync_timeout;
	cl->release_at_shutdown = spec.object.release_at_shutdown;
	cl->renew_max_ms = (int64_t) ceil(spec.object.renew_max * 1000.0);
	cl->renewer = spec.object.renew ? rl_renewer_link_for(&spec.conn) : NULL;
	cl->task_renewer = rl_renewer_link_for(&spec.conn);
	cl->keys = ecalloc(1, sizeof(*cl->keys));
	rl_spec_free(&spec);
	return SUCCESS;
}

zend_result rl_client_construct(INTERNAL_FUNCTION_PARAMETERS, rl_client_guard guard)
{
	HashTable *param_array = NULL;
	zend_string *param_string = NULL;

	ZEND_PARSE_PARAMETERS_START(0, 1)
		Z_PARAM_OPTIONAL
		Z_PARAM_ARRAY_HT_OR_STR_OR_NULL(param_array, param_string)
	ZEND_PARSE_PARAMETERS_END_EX(return FAILURE);

	(void) return_value;
	if (guard && !guard(Z_OBJ_P(ZEND_THIS))) {
		return FAILURE;
	}
	return rl_client_init(rl_client_from_obj(Z_OBJ_P(ZEND_THIS)), param_array, param_string);
}

void rl_client_handlers_init(zend_object_handlers *handlers, size_t offset, zend_object_free_obj_t free_obj)
{
	memcpy(handlers, zend_get_std_object_handlers(), sizeof(zend_object_handlers));
	handlers->offset = (int) offset;
	handlers->free_obj = free_obj;
	handlers->clone_obj = NULL;
}

void rl_client_free(rl_client *cl)
{
	if (cl->prefix) {
		zend_string_release(cl->prefix);
	}
	if (cl->renewer) {
		rl_renewer_link_release(cl->renewer);
	}
	if (cl->task_renewer) {
		rl_renewer_link_release(cl->task_renewer);
	}
	if (cl->keys) {
		key_cache_clear(cl->keys);
		efree(cl->keys);
	}
	memset(cl, 0, sizeof(*cl));
}

bool rl_client_ready(const rl_client *cl)
{
	if (cl->topo) {
		return true;
	}
	zend_throw_error(NULL, "The object is not initialized: its constructor was not called");
	return false;
}

zend_string *rl_client_key(const rl_client *cl, const char *kind, size_t kind_len, const zend_string *name)
{
	rl_key_cache *c = cl->keys;

	if (c && c->kind && c->kind_len == kind_len && memcmp(c->kind, kind, kind_len) == 0
			&& zend_string_equals(c->name, name)) {
		return zend_string_copy(c->key);
	}
	size_t prefix_len = ZSTR_LEN(cl->prefix);
	zend_string *key = zend_string_alloc(prefix_len + kind_len + ZSTR_LEN(name), 0);

	memcpy(ZSTR_VAL(key), ZSTR_VAL(cl->prefix), prefix_len);
	memcpy(ZSTR_VAL(key) + prefix_len, kind, kind_len);
	memcpy(ZSTR_VAL(key) + prefix_len + kind_len, ZSTR_VAL(name), ZSTR_LEN(name) + 1);
	if (c) {
		key_cache_clear(c);
		c->kind = kind;
		c->kind_len = kind_len;
		c->name = zend_string_copy((zend_string *) name);
		c->key = zend_string_copy(key);
	}
	return key;
}

void rl_client_keys_beside(const rl_client *cl, const zend_string *key, size_t n, const char *const *suffixes,
	zend_string **out)
{
	rl_key_cache *c = cl ? cl->keys : NULL;
	/* the cache holds a reference on its key: a string at the same
	 * address is that very string */
	bool cached_key = c && c->kind && c->key == key;

	if (cached_key && c->suffixes == suffixes && c->n == n) {
		for (size_t i = 0; i < n; i++) {
			out[i] = zend_string_copy(c->beside[i]);
		}
		return;
	}
	rl_slot_keys_beside(key, n, suffixes, out);
	if (cached_key) {
		key_cache_clear_beside(c);
		for (size_t i = 0; i < n; i++) {
			c->beside[i] = zend_string_copy(out[i]);
		}
		c->suffixes = suffixes;
		c->n = n;
	}
}
