/*
 * The connections of a process, shared: every client object with the same
 * connection settings uses the same node, as the originals' RedisFactory
 * did. Persistent nodes live until the process ends (so PHP-FPM reuses
 * them across requests); the others until the request ends.
 */
#ifndef RL_POOL_H
#define RL_POOL_H

#include "php.h"
#include "rl_config.h"
#include "rl_node.h"

/* The shared node for spec, created (not connected) on first request. It
 * stays valid until the end of the request, or of the process when
 * spec->persistent is set. Never fails. */
rl_node *rl_pool_node(const rl_spec *spec);

/* Pool life cycle, from the module's GINIT/GSHUTDOWN and post-deactivate. */
void rl_pool_init_persistent(HashTable *pool);
void rl_pool_request_shutdown(void);

#endif /* RL_POOL_H */
