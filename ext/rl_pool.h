/*
 * The connections of a process, shared: every client object with the same
 * connection settings uses the same topology (and so the same nodes), as
 * the originals' RedisFactory shared connections. Persistent topologies
 * live until the process ends (so PHP-FPM reuses their connections and
 * cluster maps across requests); the others until the request ends. The
 * pool is where a topology of the right kind is made for a spec.
 */
#ifndef RL_POOL_H
#define RL_POOL_H

#include "php.h"
#include "rl_spec.h"
#include "rl_topology.h"

/* The shared topology for spec, created (not connected) on first
 * request. It stays valid until the end of the request, or of the process
 * when spec->persistent is set. Never fails. */
rl_topology *rl_pool_topology(const rl_connection_spec *spec);

/* A topology of the right kind for spec, owned by the caller (not
 * pooled, not connected): the lock renewer makes its own this way. Never
 * fails. */
rl_topology *rl_pool_topology_create(const rl_connection_spec *spec);

/* Pool life cycle, from the module's GINIT/GSHUTDOWN and post-deactivate. */
void rl_pool_init_persistent(HashTable *pool);
void rl_pool_request_shutdown(void);

#endif /* RL_POOL_H */
