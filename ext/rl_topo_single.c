/*
 * One server.
 */
#include "php.h"

#include "rl_topo_single.h"

typedef struct rl_topo_single {
	rl_topology base; /* first: the struct is used through it */
	rl_node *node;     /* its persistence is the topology's */
} rl_topo_single;

static rl_err single_route(rl_topology *topo, uint16_t slot, int64_t deadline_us, rl_node **node, rl_error *err)
{
	(void) slot;
	(void) deadline_us;
	(void) err;
	*node = ((rl_topo_single *) topo)->node;
	return RL_OK;
}

static void single_doubt(rl_topology *topo)
{
	(void) topo;
}

static void single_free(rl_topology *topo)
{
	rl_topo_single *single = (rl_topo_single *) topo;
	bool persistent = single->node->spec.persistent;

	rl_node_free(single->node);
	pefree(single, persistent);
}

static const rl_topology_ops single_ops = {
	.route = single_route,
	/* one server sends no redirection */
	.moved = rl_topology_moved_ignored,
	.asked = rl_topology_asked_ignored,
	.doubt = single_doubt,
	.default_sync_replicas = rl_topology_sync_replicas_none,
	.free = single_free,
};

rl_topology *rl_topo_single_create(const rl_connection_spec *spec)
{
	rl_topo_single *single = pecalloc(1, sizeof(*single), spec->persistent);

	single->base.ops = &single_ops;
	single->base.routed = false;
	single->base.sharded = false;
	single->node = rl_node_create(spec);
	return &single->base;
}
