/*
 * The topology of a Redis Cluster: which master serves each of the 16384
 * hash slots, learnt from the cluster itself (CLUSTER SHARDS, or CLUSTER
 * SLOTS on servers older than 7.0) through any node it knows, the seeds
 * first. The map is never trusted past an error: a MOVED answer updates
 * its slot at once, and MOVED, CLUSTERDOWN or a node that cannot be
 * reached make it ask again before the next route. Every node gets the
 * seeds' settings: AUTH, TLS, timeouts and persistence.
 */
#ifndef RL_TOPO_CLUSTER_H
#define RL_TOPO_CLUSTER_H

#include "rl_spec.h"
#include "rl_topology.h"

/* The topology of the cluster that spec's seeds (spec->cluster) belong
 * to, not connected yet: its map is learnt on the first route. Never
 * fails (the seeds were checked by rl_spec_parse()). */
rl_topology *rl_topo_cluster_create(const rl_connection_spec *spec);

#endif /* RL_TOPO_CLUSTER_H */
