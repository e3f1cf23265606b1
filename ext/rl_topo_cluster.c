/*
 * Redis Cluster: the slot map and the nodes.
 *
 * Invariants: every node in slots[] is in nodes, which owns them all and
 * only grows (a node that left the cluster is kept, unused, until the
 * topology is freed; at most RL_CLUSTER_MAX_NODES); model is nodes' first
 * entry, the first seed, and gives every other node its settings.
 */
#include "php.h"

#include "rl_address.h"
#include "rl_os.h"
#include "rl_slot.h"
#include "rl_socket.h"
#include "rl_topo_cluster.h"

/* The most nodes a topology keeps: redirections name nodes, and a hostile
 * server must not make it open connections without end. */
#define RL_CLUSTER_MAX_NODES 1000

/* The least time between two questions for the map that a doubt asks
 * (a MOVED storm during resharding asks once, not once per command). */
#define RL_CLUSTER_REFRESH_GAP_US 100000

/* The most bytes a node's answer about the map may hold. */
#define RL_CLUSTER_MAP_REPLY_LIMIT (32 * 1024 * 1024)

typedef struct rl_topo_cluster {
	rl_topology base;      /* first: the struct is used through it */
	HashTable nodes;       /* node name ("host:port") -> rl_node */
	rl_node *model;
	uint32_t next_source;  /* where the next question for the map starts */
	bool known;            /* the map was learnt once */
	bool stale;            /* ask for the map before the next route */
	int64_t asked_at_us;   /* when the map was last asked for */
	rl_node *slots[RL_SLOTS];
} rl_topo_cluster;

/* ---- nodes ------------------------------------------------------------------- */

/* The node at host:port, made like the model on first use. NULL when the
 * topology holds RL_CLUSTER_MAX_NODES already. */
static rl_node *node_at(rl_topo_cluster *c, const char *host, size_t host_len, zend_long port)
{
	return rl_node_table_at(&c->nodes, c->model, host, host_len, port, RL_CLUSTER_MAX_NODES);
}

/* The node at host:port as a node's answer names it: an empty or unknown
 * ("?") host is the host of from, the node that answered (a cluster whose
 * nodes do not know their own address writes it so). NULL when it cannot
 * be used. */
static rl_node *node_answered(rl_topo_cluster *c, const rl_node *from, const char *host, size_t host_len,
	zend_long port)
{
	if (host_len == 0 || (host_len == 1 && host[0] == '?')) {
		if (!from->spec.host) {
			return NULL;
		}
		host = ZSTR_VAL(from->spec.host);
		host_len = ZSTR_LEN(from->spec.host);
	}
	return node_at(c, host, host_len, port);
}

/* The node an address names ("host:port" as a redirection writes it).
 * NULL when it cannot be used. */
static rl_node *node_named(rl_topo_cluster *c, const rl_node *from, const char *addr, size_t len)
{
	const char *host;
	size_t host_len;
	zend_long port;

	if (!rl_address_split(addr, len, &host, &host_len, &port, 0)) {
		return NULL;
	}
	return node_answered(c, from, host, host_len, port);
}

/* ---- reading the map ---------------------------------------------------------- */

/* The value of field in a reply that is a list of field, value pairs (how
 * RESP2 writes a map), or NULL. */
static const redisReply *field_of(const redisReply *map, const char *field)
{
	size_t len = strlen(field);

	if (map->type != REDIS_REPLY_ARRAY) {
		return NULL;
	}
	for (size_t i = 0; i + 1 < map->elements; i += 2) {
		const redisReply *key = map->element[i];

		if (key->type == REDIS_REPLY_STRING && (size_t) key->len == len && memcmp(key->str, field, len) == 0) {
			return map->element[i + 1];
		}
	}
	return NULL;
}

static bool text_is(const redisReply *r, const char *text)
{
	return r && (r->type == REDIS_REPLY_STRING || r->type == REDIS_REPLY_STATUS) && (size_t) r->len == strlen(text)
		&& memcmp(r->str, text, r->len) == 0;
}

/* Marks slots first..last (checked) as served by node. False when the
 * range is not one of slots. */
static bool map_range(rl_node **map, long long first, long long last, rl_node *node)
{
	if (first < 0 || last >= RL_SLOTS || first > last) {
		return false;
	}
	for (long long s = first; s <= last; s++) {
		map[s] = node;
	}
	return true;
}

/* The node of one entry of CLUSTER SHARDS' "nodes": its endpoint (else its
 * ip; an unknown one is from's host) and its port (the TLS one with TLS). */
static rl_node *shard_node(rl_topo_cluster *c, const rl_node *from, const redisReply *desc)
{
	const redisReply *endpoint = field_of(desc, "endpoint");
	const redisReply *ip = field_of(desc, "ip");
	const redisReply *port = c->model->spec.tls && field_of(desc, "tls-port") ? field_of(desc, "tls-port")
		: field_of(desc, "port");
	const redisReply *host = endpoint && endpoint->type == REDIS_REPLY_STRING && endpoint->len > 0
		&& !text_is(endpoint, "?") ? endpoint : ip;

	if (!port || port->type != REDIS_REPLY_INTEGER || port->integer < 1 || port->integer > 65535
			|| !host || host->type != REDIS_REPLY_STRING) {
		return NULL;
	}
	return node_answered(c, from, host->str, host->len, (zend_long) port->integer);
}

/* Fills map from a CLUSTER SHARDS reply: each shard's slot ranges to its
 * master (an online one first). False when the reply is not of that form. */
static bool map_from_shards(rl_topo_cluster *c, const rl_node *from, const redisReply *reply, rl_node **map)
{
	if (reply->type != REDIS_REPLY_ARRAY) {
		return false;
	}
	for (size_t i = 0; i < reply->elements; i++) {
		const redisReply *slots = field_of(reply->element[i], "slots");
		const redisReply *nodes = field_of(reply->element[i], "nodes");
		const redisReply *master = NULL;

		if (!slots || !nodes || slots->type != REDIS_REPLY_ARRAY || nodes->type != REDIS_REPLY_ARRAY
				|| slots->elements % 2 != 0) {
			return false;
		}
		for (size_t k = 0; k < nodes->elements; k++) {
			const redisReply *desc = nodes->element[k];

			if (text_is(field_of(desc, "role"), "master")
					&& (!master || text_is(field_of(desc, "health"), "online"))) {
				master = desc;
			}
		}
		if (slots->elements == 0) {
			continue;
		}
		rl_node *node = master ? shard_node(c, from, master) : NULL;
		if (!node) {
			return false;
		}
		for (size_t k = 0; k < slots->elements; k += 2) {
			if (slots->element[k]->type != REDIS_REPLY_INTEGER || slots->element[k + 1]->type != REDIS_REPLY_INTEGER
					|| !map_range(map, slots->element[k]->integer, slots->element[k + 1]->integer, node)) {
				return false;
			}
		}
	}
	return true;
}

/* Fills map from a CLUSTER SLOTS reply: [first, last, [host, port, ...],
 * replicas...] per range. False when the reply is not of that form. */
static bool map_from_slots(rl_topo_cluster *c, const rl_node *from, const redisReply *reply, rl_node **map)
{
	if (reply->type != REDIS_REPLY_ARRAY) {
		return false;
	}
	for (size_t i = 0; i < reply->elements; i++) {
		const redisReply *range = reply->element[i];

		if (range->type != REDIS_REPLY_ARRAY || range->elements < 3
				|| range->element[0]->type != REDIS_REPLY_INTEGER || range->element[1]->type != REDIS_REPLY_INTEGER) {
			return false;
		}
		const redisReply *master = range->element[2];
		if (master->type != REDIS_REPLY_ARRAY || master->elements < 2 || master->element[0]->type != REDIS_REPLY_STRING
				|| master->element[1]->type != REDIS_REPLY_INTEGER
				|| master->element[1]->integer < 1 || master->element[1]->integer > 65535) {
			return false;
		}
		rl_node *node = node_answered(c, from, master->element[0]->str, master->element[0]->len,
			(zend_long) master->element[1]->integer);

		if (!node || !map_range(map, range->element[0]->integer, range->element[1]->integer, node)) {
			return false;
		}
	}
	return true;
}

/* Asks node for the map (CLUSTER SHARDS, else CLUSTER SLOTS) within its
 * connect_timeout (a new connection's connect and handshake included) and
 * fills map. Returns RL_OK; or code 1 or 2 with err set (a node that is not
 * part of a cluster says so). */
static rl_err map_ask(rl_topo_cluster *c, rl_node *node, rl_node **map, rl_error *err)
{
	int64_t deadline_us = rl_deadline_after(node->spec.connect_timeout);
	static const char *const shards_argv[2] = {"CLUSTER", "SHARDS"};
	static const char *const slots_argv[2] = {"CLUSTER", "SLOTS"};
	static const size_t shards_lens[2] = {7, 6};
	static const size_t slots_lens[2] = {7, 5};
	rl_cmd ask = {2, (const char **) shards_argv, shards_lens, 0, 0};
	redisReply *reply;
	bool shards = true;
	bool ok;

	rl_node_limit_replies(node, RL_CLUSTER_MAP_REPLY_LIMIT);
	if (rl_node_ready_by(node, deadline_us, err) != RL_OK
			|| rl_node_pipeline_until(node, 1, &ask, &reply, deadline_us, err) != RL_OK) {
		return err->code == RL_ERR_AUTH ? RL_ERR_AUTH : RL_ERR_CONNECT;
	}
	if (reply->type == REDIS_REPLY_ERROR && !rl_reply_error_starts(reply, "ERR This instance has cluster support disabled")) {
		/* a server older than 7.0 knows CLUSTER SLOTS only */
		freeReplyObject(reply);
		shards = false;
		ask = (rl_cmd) {2, (const char **) slots_argv, slots_lens, 0, 0};
		if (rl_node_pipeline_until(node, 1, &ask, &reply, deadline_us, err) != RL_OK) {
			return err->code == RL_ERR_AUTH ? RL_ERR_AUTH : RL_ERR_CONNECT;
		}
	}
	if (reply->type == REDIS_REPLY_ERROR) {
		rl_node_refused(node, reply, err, "%s did not give the cluster's slot map (is it a cluster node?)",
			ZSTR_VAL(node->name));
		err->code = RL_ERR_CONNECT;
		freeReplyObject(reply);
		return RL_ERR_CONNECT;
	}
	memset(map, 0, RL_SLOTS * sizeof(*map));
	ok = shards ? map_from_shards(c, node, reply, map) : map_from_slots(c, node, reply, map);
	freeReplyObject(reply);
	if (!ok) {
		return rl_error_set(err, RL_ERR_CONNECT, "%s answered CLUSTER %s with something that is not a slot map",
			ZSTR_VAL(node->name), shards ? "SHARDS" : "SLOTS");
	}
	return RL_OK;
}

/* Learns the map from the first node that gives it, starting after the
 * one that gave it last (so a node that went away is not always asked
 * first), the seeds among them: each within its own connect_timeout,
 * whatever is left of the call's budget (a node that does not answer must
 * not keep the next from being asked). Returns RL_OK with slots[]
 * replaced, or the last node's error (code 1 or 2) with slots[] as it was. */
static rl_err map_learn(rl_topo_cluster *c, rl_error *err)
{
	uint32_t count = zend_hash_num_elements(&c->nodes);
	rl_node **candidates = rl_topology_scratch(&c->base, count, sizeof(*candidates));
	rl_node **map = rl_topology_scratch(&c->base, RL_SLOTS, sizeof(*map));
	rl_node *node;
	uint32_t k = 0;
	rl_err result = RL_ERR_CONNECT;

	ZEND_HASH_FOREACH_PTR(&c->nodes, node) {
		candidates[k++] = node;
	} ZEND_HASH_FOREACH_END();
	c->asked_at_us = rl_monotonic_us();
	for (uint32_t i = 0; i < count; i++) {
		uint32_t at = (c->next_source + i) % count;

		result = map_ask(c, candidates[at], map, err);
		if (result == RL_OK) {
			c->next_source = at;
			memcpy(c->slots, map, sizeof(c->slots));
			c->known = true;
			c->stale = false;
			break;
		}
		if (result == RL_ERR_AUTH) {
			break; /* every node has the same credentials */
		}
	}
	if (result != RL_OK) {
		c->next_source++;
		rl_error_prefix(err, result, "cannot learn the cluster's slot map: ");
	}
	rl_topology_scratch_free(&c->base, candidates);
	rl_topology_scratch_free(&c->base, map);
	return result;
}

/* ---- the operations ------------------------------------------------------------ */

static rl_err cluster_route(rl_topology *topo, uint16_t slot, int64_t deadline_us, rl_node **node, rl_error *err)
{
	rl_topo_cluster *c = (rl_topo_cluster *) topo;

	(void) deadline_us; /* each node asked for the map has connect_timeout */
	if (!c->known || (c->stale && rl_monotonic_us() - c->asked_at_us >= RL_CLUSTER_REFRESH_GAP_US)) {
		rl_err result = map_learn(c, err);

		if (result != RL_OK && (!c->known || result == RL_ERR_AUTH)) {
			return result;
		}
		/* a map that may be old is still the best guess */
	}
	*node = c->slots[slot];
	if (!*node) {
		c->stale = true;
		rl_error_set(err, RL_ERR_CONNECT, "no node of the cluster served hash slot %u within the call's time budget",
			(unsigned) slot);
	}
	return RL_OK;
}

static rl_node *cluster_moved(rl_topology *topo, const rl_node *from, uint16_t slot, const char *addr, size_t len)
{
	rl_topo_cluster *c = (rl_topo_cluster *) topo;
	rl_node *node = node_named(c, from, addr, len);

	if (node) {
		c->slots[slot] = node;
	}
	/* slots move together (resharding, failover): ask for the rest soon */
	c->stale = true;
	return node;
}

static rl_node *cluster_asked(rl_topology *topo, const rl_node *from, const char *addr, size_t len)
{
	return node_named((rl_topo_cluster *) topo, from, addr, len);
}

static void cluster_doubt(rl_topology *topo)
{
	((rl_topo_cluster *) topo)->stale = true;
}

static void cluster_free(rl_topology *topo)
{
	rl_topo_cluster *c = (rl_topo_cluster *) topo;
	bool persistent = c->model->spec.persistent; /* the topology's own, as every node's */

	zend_hash_destroy(&c->nodes);
	pefree(c, persistent);
}

static const rl_topology_ops cluster_ops = {
	.route = cluster_route,
	.moved = cluster_moved,
	.asked = cluster_asked,
	.doubt = cluster_doubt,
	.default_sync_replicas = rl_topology_sync_replicas_none,
	.free = cluster_free,
};

rl_topology *rl_topo_cluster_create(const rl_connection_spec *spec)
{
	rl_topo_cluster *c = pecalloc(1, sizeof(*c), spec->persistent);
	const char *seeds = ZSTR_VAL(spec->cluster);
	const char *end = seeds + ZSTR_LEN(spec->cluster);
	const char *host;
	size_t host_len;
	zend_long port;

	c->base.ops = &cluster_ops;
	c->base.routed = true;
	c->base.sharded = true;
	rl_node_table_init(&c->nodes, spec->persistent);

	/* the first seed is spec's own host and port */
	c->model = rl_node_create(spec);
	c->base.budget_us = (int64_t) (rl_node_own_timeout(c->model) * 1000000.0);
	zend_hash_str_add_new_ptr(&c->nodes, ZSTR_VAL(c->model->name), ZSTR_LEN(c->model->name), c->model);
	while (rl_address_list_next(&seeds, end, &host, &host_len, &port)) {
		node_at(c, host, host_len, port);
	}
	return &c->base;
}
