/*
 * The topology of a master watched by Redis Sentinel: one node at a time
 * takes every command, the one the sentinels name for the service. The
 * sentinels are asked in order (each within connect_timeout) and the
 * first whose master can be reached and says it is one (ROLE, in the
 * node's handshake) is believed. The answer is kept (per process when
 * persistent) while its connection lasts: a new connection is made only
 * where the sentinels say at that moment (an old master restarted empty
 * calls itself master until Sentinel demotes it), and a master that said
 * READONLY or UNBLOCKED (it was demoted) or NOREPLICAS (its replicas
 * left it) is doubted by the call layer, which closes its connection. Data nodes get the spec's AUTH, database,
 * TLS and timeouts; sentinels get sentinel_user/sentinel_password,
 * database 0, and the same TLS and timeouts.
 */
#ifndef RL_TOPO_SENTINEL_H
#define RL_TOPO_SENTINEL_H

#include "rl_spec.h"
#include "rl_topology.h"

/* The topology of spec's service (spec->service) as spec's sentinels
 * (spec->sentinel) know it, not connected yet: the master is asked for on
 * the first route. Never fails (the addresses were checked by
 * rl_spec_parse()). */
rl_topology *rl_topo_sentinel_create(const rl_connection_spec *spec);

#endif /* RL_TOPO_SENTINEL_H */
