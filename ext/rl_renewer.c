/*
 * The lock renewer's table and thread (see rl_renewer.h).
 *
 * Invariants:
 * - table_lock guards everything below marked "table"; io_lock is held
 *   by the thread for the whole of each round (taking the due renewals,
 *   the round trips, recording the answers), never together with
 *   table_lock held first. A fork() takes io_lock then table_lock
 *   (fork_prepare), so a child never inherits a round half done or the
 *   table half changed.
 * - The thread works on copies: a round copies the keys and tokens it
 *   sends, so PHP's thread may remove a renewal at any time; the answer
 *   is recorded only if its id is still in the table.
 * - Renewals are sorted by id (ids only grow), so an id is found by
 *   binary search.
 * - Only PHP's threads add and free links (under links_lock); the
 *   renewer reads the link of each renewal it sends. A link counts the
 *   objects that use it (users); one that no object uses and no renewal
 *   refers to is freed by PHP's thread while it holds io_lock (so no round
 *   is using it), or else at module shutdown, after the renewer has ended:
 *   the renewer's connections are bounded by the objects alive, not by
 *   every connection setting a long-lived process has seen.
 * - A renewal belongs to the PHP thread that made it (one, except in a
 *   ZTS build): a request's end drops that thread's renewals only.
 */
#ifndef _GNU_SOURCE
# define _GNU_SOURCE 1 /* pthread_setname_np() */
#endif
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "php.h"

#include "rl_lock_scripts.h"
#include "rl_os.h"
#include "rl_options.h"
#include "rl_pool.h"
#include "rl_renewer.h"
#include "rl_script.h"

/* The most renewals one round sends (the rest wait for the next round). */
#define RL_RENEW_BATCH 1000

/* The pause before trying again after a renewal failed, at most: shorter
 * for a short lifetime (a tenth of it), never under 10 ms. */
#define RL_RENEW_RETRY_MAX_US INT64_C(1000000)
#define RL_RENEW_RETRY_MIN_US INT64_C(10000)

/* The shortest time between two renewals of a lock: a lock whose third
 * of a lifetime is shorter (an $expire under 30 ms) is renewed this often,
 * and may expire between two renewals, rather than flood Redis. */
#define RL_RENEW_MIN_INTERVAL_US INT64_C(10000)

/* The thread's stack: its deepest use is a TLS handshake. */
#define RL_RENEW_STACK_SIZE (512 * 1024)

struct rl_renewer_link {
	char *spec_key;           /* rl_spec_pool_key() of the spec it serves */
	size_t spec_key_len;
	rl_topology *topo;        /* background: used by the thread only */
	uint32_t users;           /* objects that use it; under links_lock */
	rl_renewer_link *next;
};

typedef struct renewal {
	uint64_t id;
	pthread_t owner;          /* the PHP thread whose request made it */
	rl_renewer_link *link;
	const rl_script *script;  /* the extend script (static: shared with PHP's thread) */
	bool task;                /* a queue task of work(), not a lock: bytes is
	                           * the queue key, two empty keys, the id */
	char score[32];           /* a task's score as its last touch left it
	                           * (%.17g text: the thread formats no float) */
	char *bytes;              /* the three keys, then the token, in one block */
	size_t lens[4];
	int64_t ttl_ms;
	int64_t end_us;           /* no renewal past this (INT64_MAX: no cap) */
	int64_t alive_until_us;   /* the lock lives at least until this */
	int64_t next_us;          /* when to renew it next */
	uint64_t retimed;         /* how many times expire() retimed it */
	int64_t taken_us;         /* when a round last took it (0: never) */
	int64_t taken_ttl_ms;     /* the lifetime that round sent */
	bool in_flight;
	rl_renewal_state state;
	char why[RL_ERROR_MESSAGE_SIZE];
} renewal;

static pthread_mutex_t table_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t io_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t table_changed;      /* on CLOCK_MONOTONIC */
static pthread_cond_t thread_ready;       /* the thread has started */
static pthread_cond_t round_done;         /* a round recorded its answers */
static bool thread_started;               /* table */
static renewal *renewals;                 /* table */
static size_t renewal_count, renewal_size; /* table */
static uint64_t last_id;                  /* table */
static bool stopping;                     /* table */
static uint64_t renewals_started, renewals_done; /* table: counters */

static pthread_mutex_t links_lock = PTHREAD_MUTEX_INITIALIZER; /* for a ZTS
                                           * PHP, where several threads add */
static rl_renewer_link *links;            /* PHP's threads add; see above */
static pthread_t thread;
static bool thread_running;               /* in this process */

/* ---- the table ------------------------------------------------------------- */

/* The renewal with id, or NULL. Under table_lock. */
static renewal *renewal_find(uint64_t id)
{
	size_t lo = 0, hi = renewal_count;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (renewals[mid].id == id) {
			return &renewals[mid];
		}
		if (renewals[mid].id < id) {
			lo = mid + 1;
		} else {
			hi = mid;
		}
	}
	return NULL;
}

/* Removes r from the table and frees what it owns. Under table_lock, in
 * PHP's thread (the table's memory is allocated and freed there only). */
static void renewal_drop(renewal *r)
{
	size_t at = (size_t) (r - renewals);

	pefree(r->bytes, 1);
	memmove(r, r + 1, (renewal_count - at - 1) * sizeof(*r));
	renewal_count--;
}

/* Empties the table. Under table_lock (or in a fork child). */
static void table_clear(void)
{
	for (size_t i = 0; i < renewal_count; i++) {
		pefree(renewals[i].bytes, 1);
	}
	if (renewals) {
		pefree(renewals, 1);
	}
	renewals = NULL;
	renewal_count = renewal_size = 0;
}

/* ---- one round of the thread ------------------------------------------------ */

/* What a round sends for one renewal: copies, owned by the round. */
typedef struct round_item {
	uint64_t id;
	rl_renewer_link *link;
	char *bytes;
	rl_lock_args args;        /* lock_extend of the copies (a lock) */
	bool task;                /* a queue task: touch's arguments below */
	const char *touch_argv[4];
	size_t touch_lens[4];
	char score[32];           /* sent; then the score its touch answered */
	const rl_script_call *call; /* what is sent: args.call or touch */
	rl_script_call touch;
	char ttl[24];
	int64_t ttl_ms;
	int64_t sent_us;
	uint64_t retimed;         /* the renewal's retimed when it was taken */
	int answer;               /* 1 renewed, 0 token gone, -1 failed */
} round_item;

/* The time between two renewals of a lock whose lifetime is ttl_ms. */
static int64_t renew_interval_us(int64_t ttl_ms)
{
	return MAX(ttl_ms * 1000 / 3, RL_RENEW_MIN_INTERVAL_US);
}

/* The pause before renewal r is tried again after a failure. */
static int64_t retry_pause_us(const renewal *r)
{
	int64_t pause = r->ttl_ms * 100; /* a tenth of the lifetime */

	return MIN(MAX(pause, RL_RENEW_RETRY_MIN_US), RL_RENEW_RETRY_MAX_US);
}

/* Lays out item's touch of a queue task (queue_touch of id in the queue
 * key, if its score is still score, for ttl_ms more) over its copies.
 * Formats no float: PHP's snprintf() would (zend_dtoa(), not for threads). */
static void round_touch_args(round_item *it, rl_arg key, rl_arg id, const char *score, int64_t ttl_ms)
{
	it->task = true;
	it->touch_argv[0] = key.text;
	it->touch_lens[0] = key.len;
	it->touch_argv[1] = id.text;
	it->touch_lens[1] = id.len;
	it->touch_argv[2] = it->score;
	it->touch_lens[2] = strlen(score);
	memcpy(it->score, score, it->touch_lens[2] + 1);
	it->touch_argv[3] = it->ttl;
	it->touch_lens[3] = (size_t) snprintf(it->ttl, sizeof(it->ttl), "%lld.%03lld", (long long) (ttl_ms / 1000),
		(long long) (ttl_ms % 1000));
	it->touch = (rl_script_call) {&rl_queue_touch_script, 1, 4, it->touch_argv, it->touch_lens, NULL, NULL};
	it->call = &it->touch;
}

/* Takes the renewals due at now into items (at most RL_RENEW_BATCH) and
 * returns how many; ends those that reached their cap. *wake_us is set to
 * when the next one falls due (INT64_MAX: none). Under table_lock. */
static size_t round_take(round_item *items, int64_t now, int64_t *wake_us)
{
	size_t n = 0;

	*wake_us = INT64_MAX;
	for (size_t i = 0; i < renewal_count; i++) {
		renewal *r = &renewals[i];

		if (r->state != RL_RENEWAL_ACTIVE || r->in_flight) {
			continue;
		}
		if (r->next_us > now || n == RL_RENEW_BATCH) {
			*wake_us = MIN(*wake_us, r->next_us);
			continue;
		}
		/* never extended past its cap (the last renewals are shorter), and
		 * never shortened: a cap that comes before the lifetime already
		 * granted ends the renewals */
		int64_t until_us = r->end_us - now > r->ttl_ms * 1000 ? now + r->ttl_ms * 1000 : r->end_us;
		int64_t ttl_ms = (until_us - now) / 1000;
		if (until_us <= r->alive_until_us || ttl_ms < 1) {
			r->state = RL_RENEWAL_ENDED;
			continue;
		}
		size_t total = r->lens[0] + r->lens[1] + r->lens[2] + r->lens[3];
		round_item *it = &items[n];

		it->bytes = malloc(total);
		if (!it->bytes) {
			*wake_us = MIN(*wake_us, now + retry_pause_us(r));
			continue;
		}
		memcpy(it->bytes, r->bytes, total);
		it->id = r->id;
		it->link = r->link;
		it->ttl_ms = ttl_ms;
		it->sent_us = now;
		it->retimed = r->retimed;
		it->answer = -1;
		it->task = false;
		r->taken_us = now;
		r->taken_ttl_ms = ttl_ms;
		rl_arg copy[4]; /* lock key, waiters, alive, token */
		const char *p = it->bytes;
		for (int k = 0; k < 4; k++) {
			copy[k] = (rl_arg) {p, r->lens[k]};
			p += r->lens[k];
		}
		if (r->task) {
			round_touch_args(it, copy[0], copy[3], r->score, ttl_ms);
		} else {
			rl_arg ttl = {it->ttl, (size_t) snprintf(it->ttl, sizeof(it->ttl), "%lld", (long long) ttl_ms)};
			rl_lock_extend_args(&it->args, r->script, copy[0], copy[1], copy[2], copy[3], ttl);
			it->call = &it->args.call;
		}
		r->in_flight = true;
		n++;
	}
	return n;
}

/* Sends the renewals of items[0..n-1] that go over link, in one call
 * (one round trip per node), and records each answer in its item; on
 * failure, *failure says why. */
static void round_send_link(rl_renewer_link *link, round_item *items, size_t n, rl_error *failure)
{
	size_t count = 0;

	for (size_t i = 0; i < n; i++) {
		count += items[i].link == link;
	}
	rl_script_call *calls = calloc(count, sizeof(*calls));
	redisReply **replies = calloc(count, sizeof(*replies));
	rl_node **by = calloc(count, sizeof(*by));
	size_t *which = calloc(count, sizeof(*which));

	if (!calls || !replies || !by || !which) {
		rl_error_set(failure, RL_ERR_REPLY, "the renewer is out of memory");
		count = 0;
	}
	size_t k = 0;
	for (size_t i = 0; i < n && count > 0; i++) {
		if (items[i].link == link) {
			calls[k] = *items[i].call;
			which[k++] = i;
		}
	}
	rl_error err, lost;
	if (count > 0 && rl_script_run_many_idempotent(link->topo, count, calls, replies, by, &err, &lost) != RL_OK) {
		*failure = err;
	} else {
		for (k = 0; k < count; k++) {
			const redisReply *r = replies[k];

			if (items[which[k]].task && (r->type == REDIS_REPLY_STRING || r->type == REDIS_REPLY_NIL)) {
				/* touch: the new score, or nil when the task's score changed */
				items[which[k]].answer = r->type == REDIS_REPLY_STRING && r->len < sizeof(items[which[k]].score);
				if (items[which[k]].answer) {
					memcpy(items[which[k]].score, r->str, r->len);
					items[which[k]].score[r->len] = '\0';
				}
			} else if (!items[which[k]].task && r->type == REDIS_REPLY_INTEGER && (r->integer == 0 || r->integer == 1)) {
				items[which[k]].answer = (int) r->integer;
			} else if (r->type == REDIS_REPLY_ERROR) {
				rl_script_refused(by[k], &calls[k], r, &lost, failure);
			} else {
				rl_error_set(failure, RL_ERR_IO, "%s: script %s answered something other than %s", ZSTR_VAL(by[k]->name),
					calls[k].script->name, items[which[k]].task ? "a score or nil" : "0 or 1");
			}
			freeReplyObject(replies[k]);
		}
	}
	free(calls);
	free(replies);
	free(by);
	free(which);
}

/* Records the answers of items[0..n-1] in the renewals still in the table,
 * and frees the items. Under table_lock. */
static void round_record(round_item *items, size_t n, const rl_error *failure, int64_t now)
{
	for (size_t i = 0; i < n; i++) {
		round_item *it = &items[i];
		renewal *r = renewal_find(it->id);

		free(it->bytes);
		if (!r) {
			continue; /* removed meanwhile */
		}
		r->in_flight = false;
		if (r->state != RL_RENEWAL_ACTIVE) {
			continue;
		}
		if (it->retimed != r->retimed && it->answer != 0) {
			/* expire() set a new lifetime while this one, with the old
			 * lifetime, was on the wire over another connection: Redis may
			 * have run it last (the lock then has the old lifetime from
			 * then on); the new lifetime is sent again at once */
			r->alive_until_us = MIN(r->alive_until_us, it->sent_us + it->ttl_ms * 1000);
			r->next_us = now;
			if (it->answer == 1) {
				renewals_done++;
				continue;
			}
		}
		if (it->answer == 1 && r->task) {
			memcpy(r->score, it->score, sizeof(r->score));
		}
		if (it->answer == 1) {
			/* set no earlier than it was sent */
			r->alive_until_us = it->sent_us + it->ttl_ms * 1000;
			r->next_us = it->sent_us + renew_interval_us(r->ttl_ms);
			renewals_done++;
		} else if (it->answer == 0) {
			r->state = RL_RENEWAL_LOST;
			snprintf(r->why, sizeof(r->why), "its renewal found another token or none in its place (it had "
				"expired, or another holder took it)");
		} else if (now >= r->alive_until_us) {
			r->state = RL_RENEWAL_UNREACHABLE;
			snprintf(r->why, sizeof(r->why), "it could not be renewed within its lifetime and may have expired "
				"(the last attempt: %s)", failure->message);
		} else {
			r->next_us = now + retry_pause_us(r);
		}
	}
}

/* One round: renews what is due. Returns when the next renewal falls due
 * (INT64_MAX: none). Called with table_lock held; returns with it held. */
static int64_t round_run(round_item *items)
{
	int64_t wake_us;
	size_t n = round_take(items, rl_monotonic_us(), &wake_us);

	if (n == 0) {
		return wake_us;
	}
	pthread_mutex_unlock(&table_lock);

	rl_error failure = {.code = RL_OK};
	snprintf(failure.message, sizeof(failure.message), "no answer");
	pthread_mutex_lock(&io_lock);
	for (size_t i = 0; i < n; i++) {
		bool first = true;

		for (size_t j = 0; j < i; j++) {
			first &= items[j].link != items[i].link;
		}
		if (first) {
			round_send_link(items[i].link, items, n, &failure);
		}
	}
	pthread_mutex_unlock(&io_lock);

	pthread_mutex_lock(&table_lock);
	round_record(items, n, &failure, rl_monotonic_us());
	pthread_cond_broadcast(&round_done);
	return 0; /* look again at once: more may be due */
}

/* The thread: rounds until stopping, sleeping until the next renewal falls
 * due or the table changes. It allocates only while it holds table_lock or
 * io_lock, which a fork() takes first (fork_prepare), and thread_start()
 * returns only once its start-up (the C library's and a sanitizer's, which
 * allocate too) is over: a child never inherits an allocator that this
 * thread held locked mid-call (glibc's malloc guards itself at fork;
 * others, ASan's among them, do not, and the child would hang). */
static void *renewer_main(void *arg)
{
	round_item *items;

	(void) arg;
	pthread_mutex_lock(&table_lock);
	thread_started = true;
	pthread_cond_signal(&thread_ready);
	items = malloc(RL_RENEW_BATCH * sizeof(*items));
	while (!stopping) {
		int64_t wake_us = items ? round_run(items) : rl_monotonic_us() + RL_RENEW_RETRY_MAX_US;

		if (stopping || wake_us == 0) {
			continue;
		}
		if (wake_us == INT64_MAX) {
			pthread_cond_wait(&table_changed, &table_lock);
		} else {
			struct timespec at = {.tv_sec = (time_t) (wake_us / 1000000), .tv_nsec = (long) (wake_us % 1000000) * 1000};
			pthread_cond_timedwait(&table_changed, &table_lock, &at);
		}
		if (!items) {
			items = malloc(RL_RENEW_BATCH * sizeof(*items));
		}
	}
	free(items);
	pthread_mutex_unlock(&table_lock);
	return NULL;
}

/* Starts the thread with every signal blocked (it inherits the mask, so
 * no handler can ever run on it). Under table_lock. */
static bool thread_start(rl_error *err)
{
	sigset_t all, old;
	pthread_attr_t attr;
	int rc;

	sigfillset(&all);
	pthread_attr_init(&attr);
	pthread_attr_setstacksize(&attr, RL_RENEW_STACK_SIZE);
	pthread_sigmask(SIG_SETMASK, &all, &old);
	stopping = false;
	thread_started = false;
	rc = pthread_create(&thread, &attr, renewer_main, NULL);
	pthread_sigmask(SIG_SETMASK, &old, NULL);
	pthread_attr_destroy(&attr);
	if (rc != 0) {
		char reason[128];

		rl_error_set(err, RL_ERR_REPLY, "cannot start the lock renewer's thread: %s",
			rl_os_strerror(rc, reason, sizeof(reason)));
		return false;
	}
#if defined(__GLIBC__)
	pthread_setname_np(thread, "redislock-renew");
#endif
	/* until the thread runs its own code (it takes table_lock first) */
	while (!thread_started) {
		pthread_cond_wait(&thread_ready, &table_lock);
	}
	thread_running = true;
	return true;
}

/* ---- fork ------------------------------------------------------------------- */

static void cond_init(void)
{
	pthread_condattr_t attr;

	pthread_condattr_init(&attr);
	pthread_condattr_setclock(&attr, CLOCK_MONOTONIC);
	pthread_cond_init(&table_changed, &attr);
	pthread_cond_init(&thread_ready, NULL);
	pthread_cond_init(&round_done, NULL);
	pthread_condattr_destroy(&attr);
}

static void fork_prepare(void)
{
	pthread_mutex_lock(&links_lock);
	pthread_mutex_lock(&io_lock);
	pthread_mutex_lock(&table_lock);
}

static void fork_parent(void)
{
	pthread_mutex_unlock(&table_lock);
	pthread_mutex_unlock(&io_lock);
	pthread_mutex_unlock(&links_lock);
}

/* In the child: no thread, and none of the parent's renewals. */
static void fork_child(void)
{
	pthread_mutex_init(&links_lock, NULL);
	pthread_mutex_init(&table_lock, NULL);
	pthread_mutex_init(&io_lock, NULL);
	cond_init();
	table_clear();
	thread_running = false;
	stopping = false;
}

/* ---- PHP's side --------------------------------------------------------------- */

void rl_renewer_startup(void)
{
	cond_init();
	/* glibc removes the handlers itself when this library is unloaded */
	pthread_atfork(fork_prepare, fork_parent, fork_child);
}

/* Frees link (unlinked from links already). */
static void link_free(rl_renewer_link *link)
{
	rl_topology_free(link->topo);
	pefree(link->spec_key, 1);
	pefree(link, 1);
}

/* Frees the links that no object uses and no renewal refers to, unless a
 * round is under way (it may be using one: they are freed at a later
 * call). Under links_lock, in PHP's thread. */
static void links_reap(void)
{
	if (pthread_mutex_trylock(&io_lock) != 0) {
		return;
	}
	pthread_mutex_lock(&table_lock);
	for (rl_renewer_link **at = &links; *at;) {
		rl_renewer_link *link = *at;
		bool referred = link->users > 0;

		for (size_t i = 0; i < renewal_count && !referred; i++) {
			referred = renewals[i].link == link;
		}
		if (referred) {
			at = &link->next;
			continue;
		}
		*at = link->next;
		link_free(link);
	}
	pthread_mutex_unlock(&table_lock);
	pthread_mutex_unlock(&io_lock);
}

rl_renewer_link *rl_renewer_link_for(const rl_connection_spec *spec)
{
	zend_string *key = rl_spec_pool_key(spec);
	rl_renewer_link *link;

	pthread_mutex_lock(&links_lock);
	for (link = links; link; link = link->next) {
		if (link->spec_key_len == ZSTR_LEN(key) && memcmp(link->spec_key, ZSTR_VAL(key), ZSTR_LEN(key)) == 0) {
			link->users++;
			pthread_mutex_unlock(&links_lock);
			zend_string_release(key);
			return link;
		}
	}
	links_reap();
	/* persistent memory (the thread's), and bounded round trips */
	rl_connection_spec own = *spec;
	double io = spec->read_timeout > 0 ? spec->read_timeout : spec->connect_timeout;

	own.persistent = true;
	own.connect_timeout = MIN(spec->connect_timeout, RL_RENEW_IO_TIMEOUT);
	own.read_timeout = MIN(io, RL_RENEW_IO_TIMEOUT);
	link = pecalloc(1, sizeof(*link), 1);
	link->spec_key = pemalloc(ZSTR_LEN(key), 1);
	memcpy(link->spec_key, ZSTR_VAL(key), ZSTR_LEN(key));
	link->spec_key_len = ZSTR_LEN(key);
	link->topo = rl_pool_topology_create(&own);
	link->topo->background = true;
	link->users = 1;
	link->next = links;
	links = link;
	pthread_mutex_unlock(&links_lock);
	zend_string_release(key);
	return link;
}

void rl_renewer_link_release(rl_renewer_link *link)
{
	pthread_mutex_lock(&links_lock);
	ZEND_ASSERT(link->users > 0);
	if (--link->users == 0) {
		links_reap();
	}
	pthread_mutex_unlock(&links_lock);
}

/* rl_renewer_add(), and with task the renewal of a queue task whose
 * score is score (target: the queue key, two empty keys, the id). */
static uint64_t renewal_add(rl_renewer_link *link, const rl_renewal_target *target, int64_t ttl_ms, int64_t max_ms,
	int64_t set_us, int64_t held_us, bool task, const char *score, rl_error *err)
{
	size_t lens[4] = {target->key_lens[0], target->key_lens[1], target->key_lens[2], target->token_len};
	char *bytes = pemalloc(lens[0] + lens[1] + lens[2] + lens[3], 1);
	char *p = bytes;
	uint64_t id = 0;

	for (int k = 0; k < 3; k++) {
		memcpy(p, target->keys[k], lens[k]);
		p += lens[k];
	}
	memcpy(p, target->token, lens[3]);

	pthread_mutex_lock(&table_lock);
	if (!thread_running && !thread_start(err)) {
		pthread_mutex_unlock(&table_lock);
		pefree(bytes, 1);
		return 0;
	}
	if (renewal_count == renewal_size) {
		renewal_size = renewal_size ? renewal_size * 2 : 16;
		renewals = perealloc(renewals, renewal_size * sizeof(*renewals), 1);
	}
	renewal *r = &renewals[renewal_count++];

	memset(r, 0, sizeof(*r));
	r->id = id = ++last_id;
	r->link = link;
	r->script = target->script;
	r->task = task;
	snprintf(r->score, sizeof(r->score), "%s", score);
	r->bytes = bytes;
	memcpy(r->lens, lens, sizeof(lens));
	r->ttl_ms = ttl_ms;
	r->end_us = max_ms > 0 ? held_us + max_ms * 1000 : INT64_MAX;
	r->alive_until_us = set_us + ttl_ms * 1000;
	r->next_us = set_us + renew_interval_us(ttl_ms);
	r->owner = pthread_self();
	r->state = RL_RENEWAL_ACTIVE;
	renewals_started++;
	pthread_cond_signal(&table_changed);
	pthread_mutex_unlock(&table_lock);
	return id;
}

uint64_t rl_renewer_add(rl_renewer_link *link, const rl_renewal_target *target, int64_t ttl_ms, int64_t max_ms,
	int64_t set_us, int64_t held_us, rl_error *err)
{
	return renewal_add(link, target, ttl_ms, max_ms, set_us, held_us, false, "", err);
}

uint64_t rl_renewer_add_task(rl_renewer_link *link, const char *key, size_t key_len, const char *id, size_t id_len,
	double score, int64_t visibility_ms, int64_t set_us, rl_error *err)
{
	rl_renewal_target target = {&rl_queue_touch_script, {key, "", ""}, {key_len, 0, 0}, id, id_len};
	char text[32];

	/* in PHP's thread, where PHP's snprintf() may format a float */
	snprintf(text, sizeof(text), "%.17g", score);
	return renewal_add(link, &target, visibility_ms, 0, set_us, set_us, true, text, err);
}

bool rl_renewer_remove_task(uint64_t id, double *score)
{
	bool known = true;

	pthread_mutex_lock(&table_lock);
	renewal *r = renewal_find(id);
	/* a touch on the wire may move the score: its answer is awaited (a
	 * round is bounded by RL_RENEW_IO_TIMEOUT) */
	while (r && r->in_flight) {
		pthread_cond_wait(&round_done, &table_lock);
		r = renewal_find(id);
	}
	if (r) {
		*score = zend_strtod(r->score, NULL);
		/* a touch that failed may have run: the score is then unknown */
		known = r->state == RL_RENEWAL_ACTIVE || r->state == RL_RENEWAL_ENDED;
		renewal_drop(r);
	}
	pthread_mutex_unlock(&table_lock);
	return known;
}

void rl_renewer_retime(uint64_t id, int64_t ttl_ms, int64_t set_us)
{
	pthread_mutex_lock(&table_lock);
	renewal *r = renewal_find(id);
	if (r && r->state == RL_RENEWAL_ACTIVE) {
		r->ttl_ms = ttl_ms;
		r->alive_until_us = set_us + ttl_ms * 1000;
		r->next_us = set_us + renew_interval_us(ttl_ms);
		if (r->in_flight || (r->taken_us > 0 && r->taken_us >= set_us)) {
			/* a renewal with the old lifetime went out while expire() was
			 * on the wire: Redis may have run it last, so the lock may
			 * have the old lifetime; the new one is sent again at once
			 * (and again when an answer still on the wire comes) */
			r->alive_until_us = MIN(r->alive_until_us, r->taken_us + r->taken_ttl_ms * 1000);
			r->next_us = rl_monotonic_us();
		}
		r->retimed++;
		pthread_cond_signal(&table_changed);
	}
	pthread_mutex_unlock(&table_lock);
}

void rl_renewer_remove(uint64_t id)
{
	pthread_mutex_lock(&table_lock);
	renewal *r = renewal_find(id);
	if (r) {
		renewal_drop(r);
	}
	pthread_mutex_unlock(&table_lock);
}

rl_renewal_state rl_renewer_state(uint64_t id, char *why, size_t size)
{
	rl_renewal_state state = RL_RENEWAL_ENDED;

	pthread_mutex_lock(&table_lock);
	renewal *r = renewal_find(id);
	if (r) {
		state = r->state;
		snprintf(why, size, "%s", r->why);
	}
	pthread_mutex_unlock(&table_lock);
	return state;
}

void rl_renewer_request_end(void)
{
	pthread_t self = pthread_self();

	pthread_mutex_lock(&table_lock);
	for (size_t i = renewal_count; i > 0; i--) {
		if (pthread_equal(renewals[i - 1].owner, self)) {
			renewal_drop(&renewals[i - 1]);
		}
	}
	pthread_mutex_unlock(&table_lock);
}

bool rl_renewer_running(void)
{
	return thread_running;
}

void rl_renewer_counts(uint64_t *started, uint64_t *done)
{
	pthread_mutex_lock(&table_lock);
	*started = renewals_started;
	*done = renewals_done;
	pthread_mutex_unlock(&table_lock);
}

void rl_renewer_shutdown(void)
{
	if (thread_running) {
		pthread_mutex_lock(&table_lock);
		stopping = true;
		pthread_cond_signal(&table_changed);
		pthread_mutex_unlock(&table_lock);
		pthread_join(thread, NULL);
		thread_running = false;
	}
	table_clear();
	while (links) {
		rl_renewer_link *next = links->next;

		link_free(links);
		links = next;
	}
}
