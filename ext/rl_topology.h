/*
 * A topology: the servers behind one set of connection settings, and
 * which of them serves a key. Three kinds exist: one server
 * (rl_topo_single), a Redis Cluster (rl_topo_cluster) and a master found
 * through Sentinel (rl_topo_sentinel). Each is a table of functions (ops) over its own struct, which starts with an
 * rl_topology. The call layer (rl_call.c) routes commands through it and
 * tells it what the servers answered; RedisLock and RedisQueue hold one
 * without ever learning which kind it is.
 *
 * A topology owns its nodes: they live as long as it does (the request,
 * or the process when persistent), so a node pointer taken from it stays
 * valid for the whole call.
 */
#ifndef RL_TOPOLOGY_H
#define RL_TOPOLOGY_H

#include "rl_error.h"
#include "rl_node.h"

typedef struct rl_topology rl_topology;

typedef struct rl_topology_ops {
	/* The node that serves slot (ignored by a topology of one node). A
	 * topology whose map is unknown or doubted asks its servers first,
	 * within deadline_us. Returns RL_OK with *node; RL_OK with *node NULL
	 * and err saying why when no node can serve slot right now (for a
	 * moment, during a failover or a resharding: the map is doubted, and
	 * the caller asks again after a pause); or code 1 or 2 (nothing of the
	 * call ran) with err set. */
	rl_err (*route)(rl_topology *topo, uint16_t slot, int64_t deadline_us, rl_node **node, rl_error *err);

	/* After "MOVED slot addr" from the node from: records that addr
	 * ("host:port"; an empty host is from's) now serves slot and returns
	 * its node, or NULL when addr cannot be used (the map is then asked
	 * for again before the next route). */
	rl_node *(*moved)(rl_topology *topo, const rl_node *from, uint16_t slot, const char *addr, size_t len);

	/* After "ASK slot addr": the node at addr for this one command, the map
	 * left as it is. NULL when addr cannot be used. */
	rl_node *(*asked)(rl_topology *topo, const rl_node *from, const char *addr, size_t len);

	/* The map may be wrong (a node could not be reached, the cluster said
	 * CLUSTERDOWN, a master said READONLY, UNBLOCKED or NOREPLICAS): it
	 * is asked for again before the next route. */
	void (*doubt)(rl_topology *topo);

	/* How many replicas a write that takes or extends a lock waits for
	 * when the sync_replicas option is not given: 1 when the servers know
	 * of a replica of the node that takes writes (whether that replica can
	 * be reached now or not: a master cut off from its replicas then
	 * refuses), else 0 (no failover can lose a write then). Called right
	 * before the call the write is in: a topology that has not asked its
	 * servers yet asks them first, as that call's route would (and does
	 * not ask again for it); what it cannot learn counts as a replica. */
	int (*default_sync_replicas)(rl_topology *topo);

	/* Closes every connection and frees the topology. */
	void (*free)(rl_topology *topo);
} rl_topology_ops;

struct rl_topology {
	const rl_topology_ops *ops;
	/* true: the call layer routes each command by the slot of its key and
	 * sends it again, within budget_us, when the answer says it did not
	 * run (a redirection, try later, READONLY, UNBLOCKED, NOREPLICAS, a
	 * node not reached); false: every command goes to the one node, once,
	 * as it is. */
	bool routed;
	/* true: each key lives on the node that serves its slot (a Redis
	 * Cluster), so the keys of one command must share a slot; false: one
	 * node holds every key (one server, the master Sentinel names). */
	bool sharded;
	/* The longest a call may spend on all its attempts, in microseconds
	 * (routed only): read_timeout, or connect_timeout where that is 0. */
	int64_t budget_us;
	/* false: a topology of the pools, used in PHP's thread only; the call
	 * layer tells PHP of the connections it opens (counted, warned about)
	 * and stops when PHP code threw meanwhile. true: the lock renewer's
	 * own (rl_renewer.c), used by its thread only: every layer below then
	 * keeps to plain C memory (persistent allocations, never the request
	 * heap) and touches no PHP state (no globals, errors or exceptions). */
	bool background;
};

/* Scratch memory for one call through topo, freed with
 * rl_topology_scratch_free() before the call returns: the request heap in
 * PHP's thread, plain C memory for a background topology. */
static inline void *rl_topology_scratch(const rl_topology *topo, size_t n, size_t size)
{
	return safe_pemalloc(n, size, 0, topo->background);
}

static inline void rl_topology_scratch_free(const rl_topology *topo, void *p)
{
	pefree(p, topo->background);
}

/* moved and asked for a topology whose servers send no redirection: one
 * that comes anyway (a cluster node given as a single server) is not
 * followed, and the answer is the command's reply. */
static inline rl_node *rl_topology_moved_ignored(rl_topology *topo, const rl_node *from, uint16_t slot,
	const char *addr, size_t len)
{
	(void) topo;
	(void) from;
	(void) slot;
	(void) addr;
	(void) len;
	return NULL;
}

static inline rl_node *rl_topology_asked_ignored(rl_topology *topo, const rl_node *from, const char *addr, size_t len)
{
	return rl_topology_moved_ignored(topo, from, 0, addr, len);
}

/* default_sync_replicas for a topology that waits for no replica unless
 * asked to (one server, a Redis Cluster: whether a server has replicas,
 * and whether a failover may lose a write, is the operator's to say). */
static inline int rl_topology_sync_replicas_none(rl_topology *topo)
{
	(void) topo;
	return 0;
}

/* Frees topo (NULL is ignored). */
static inline void rl_topology_free(rl_topology *topo)
{
	if (topo) {
		topo->ops->free(topo);
	}
}

#endif /* RL_TOPOLOGY_H */
