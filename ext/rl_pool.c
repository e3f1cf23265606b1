/*
 * The pools of topologies, keyed by rl_spec_pool_key().
 */
#include "php.h"

#include "rl_globals.h"
#include "rl_options.h"
#include "rl_pool.h"
#include "rl_topo_cluster.h"
#include "rl_topo_sentinel.h"
#include "rl_topo_single.h"

static void pool_entry_free(zval *zv)
{
	rl_topology_free(Z_PTR_P(zv));
}

void rl_pool_init_persistent(HashTable *pool)
{
	zend_hash_init(pool, 8, NULL, pool_entry_free, 1);
}

void rl_pool_request_shutdown(void)
{
	if (RL_G(request_pool_ready)) {
		zend_hash_destroy(&RL_G(request_pool));
		RL_G(request_pool_ready) = false;
	}
}

rl_topology *rl_pool_topology_create(const rl_connection_spec *spec)
{
	return spec->cluster ? rl_topo_cluster_create(spec)
		: spec->sentinel ? rl_topo_sentinel_create(spec) : rl_topo_single_create(spec);
}

rl_topology *rl_pool_topology(const rl_connection_spec *spec)
{
	zend_string *key = rl_spec_pool_key(spec);
	HashTable *pool;
	rl_topology *topo;

	if (spec->persistent) {
		pool = &RL_G(persistent_pool);
	} else {
		if (!RL_G(request_pool_ready)) {
			zend_hash_init(&RL_G(request_pool), 8, NULL, pool_entry_free, 0);
			RL_G(request_pool_ready) = true;
		}
		pool = &RL_G(request_pool);
	}
	topo = zend_hash_str_find_ptr(pool, ZSTR_VAL(key), ZSTR_LEN(key));
	if (!topo) {
		topo = rl_pool_topology_create(spec);
		/* the _str_ variant copies the key with the pool's persistence */
		zend_hash_str_add_new_ptr(pool, ZSTR_VAL(key), ZSTR_LEN(key), topo);
	}
	zend_string_release(key);
	return topo;
}
