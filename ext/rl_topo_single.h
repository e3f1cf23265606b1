/*
 * The topology of one server: every command goes to its one node, as it
 * is, and redirections are not followed (one server does not send them).
 */
#ifndef RL_TOPO_SINGLE_H
#define RL_TOPO_SINGLE_H

#include "rl_spec.h"
#include "rl_topology.h"

/* The topology of spec's one server, not connected yet. Never fails. */
rl_topology *rl_topo_single_create(const rl_connection_spec *spec);

#endif /* RL_TOPO_SINGLE_H */
