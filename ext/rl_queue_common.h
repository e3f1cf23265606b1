/*
 * What the RedisQueue methods share (rl_queue.c: adding, taking and
 * acknowledging tasks; rl_queue_failed.c: the failure path): the object, a
 * queue's keys, ids and scores as they travel, and script runs over
 * chunks of ids.
 */
#ifndef RL_QUEUE_COMMON_H
#define RL_QUEUE_COMMON_H

#include <hiredis/hiredis.h>

#include "php.h"
#include "zend_smart_str.h"

#include "rl_client.h"
#include "rl_error.h"
#include "rl_script.h"

/* Ids (or tasks) per script run: bounds how long one run blocks Redis, and
 * keeps unpack() in the scripts within Lua's stack. */
#define RL_QUEUE_CHUNK 1000

typedef struct rl_queue_object {
	rl_client client; /* first: see rl_client_from_obj() */
	zend_object std;
} rl_queue_object;

static inline rl_queue_object *rl_queue_from_obj(zend_object *obj)
{
	return (rl_queue_object *) ((char *) obj - XtOffsetOf(rl_queue_object, std));
}

#define Z_RL_QUEUE_P(zv) rl_queue_from_obj(Z_OBJ_P(zv))

/* The keys every queue script but queue_size and queue_touch takes, in the
 * order ext/lua/lib/queue_keys.lua says, all in the queue's slot
 * (rl_slot_keys_beside()). */
#define RL_QUEUE_NKEYS 9
typedef struct rl_queue_keys {
	zend_string *queue;    /* the sorted set: prefix + "Queue:" + name */
	zend_string *waiting;  /* waiters of pop()/reserve() with $wait */
	zend_string *wake;     /* the list that wakes them */
	zend_string *attempts; /* reserve()'s deliveries per id */
	zend_string *rerun;    /* runs asked for while an id was reserved */
	zend_string *failed;   /* the failed set */
	zend_string *failinfo; /* what each failure was */
	zend_string *payloads; /* the payloads of queued tasks put() queued */
	zend_string *failpayloads; /* the payloads of failed tasks */
} rl_queue_keys;

/* The queue's sorted set alone. */
zend_string *rl_queue_key(const rl_queue_object *obj, const zend_string *name);

void rl_queue_keys_init(rl_queue_keys *keys, const rl_queue_object *obj, const zend_string *name);
void rl_queue_keys_free(rl_queue_keys *keys);

/* Writes the keys, in their order, to the first RL_QUEUE_NKEYS slots of
 * argv and lens. */
void rl_queue_keys_args(const rl_queue_keys *keys, const char **argv, size_t *lens);

/* A double as text that reads back as the same double. */
size_t rl_queue_format_double(char *buf, size_t size, double d);

/* An id as the original class handed it back, through a PHP array key: a
 * canonical decimal integer in range becomes int, anything else string. */
void rl_queue_id_to_zval(zval *out, const char *str, size_t len);

/* A score as a script answers it (%.17g text, or "inf"/"-inf"). */
double rl_queue_score_from_reply(const redisReply *r);

/* The score argument of dequeue() and ack() as a double; false (not an
 * error) for the originals' "empty score" and for text that is not a
 * number, which can equal no score. */
bool rl_queue_score_arg(const zval *score, double *out);

/* Where an element of an array argument is, for a message: 'key "x"'
 * (escaped, cut after 40 bytes) for a string key, "index 9" for an int
 * key, appended to out and terminated (the caller frees it). */
void rl_queue_element_where(smart_str *out, zend_string *key, zend_ulong index);

/* The ids of the $id (argument 2) of enqueue(), retryFailed() and purgeFailed() as strings (ints converted; the caller
 * releases each). Returns the count, 0 for "no id" (null, "" or []), or
 * -1 after an error for an array element: ValueError for null or "" (an
 * empty id that dequeue() could never remove would block a top() worker),
 * TypeError for any other type than string and int. */
ssize_t rl_queue_ids_collect(zval *id, zend_string ***out);

/* What a chunked call is, for its messages: "enqueue() ran in part: Redis
 * handled 1000 of the 2000 ids (1000 newly queued, the others queued
 * already) and refused 1000". */
typedef struct rl_queue_chunked {
	const char *method; /* "enqueue()" */
	const char *unit;   /* "ids" */
	const char *done;   /* "newly queued, the others queued already" */
	const rl_script *script;
	size_t nlead;       /* arguments before the items (at most 2) ... */
	const char *lead[2];
	size_t lead_len[2]; /* ... and their lengths */
	size_t stride;      /* arguments per item */
} rl_queue_chunked;

/* Runs what->script once per chunk of at most RL_QUEUE_CHUNK items (n
 * items, each what->stride arguments of args/lens), each run with the
 * queue's keys and what->lead, all in one round trip, never again after a
 * lost reply (a second run would answer for what the first left). Each
 * run answers an integer; their sum goes to *total. Returns false, err
 * set, on failure: code 6 when some chunks ran and others were refused
 * (the message says how many items ran and the sum they gave), the first
 * refusal's code 5 when none ran. */
bool rl_queue_chunks_run(const rl_client *cl, const rl_queue_keys *keys, const rl_queue_chunked *what,
	const char *const *args, const size_t *lens, size_t n, zend_long *total, rl_error *err);

/* The most arguments after the keys that rl_queue_run() takes. */
#define RL_QUEUE_RUN_MAX_ARGS 8

/* Runs script with keys (in their order) followed by the n (at most
 * RL_QUEUE_RUN_MAX_ARGS) arguments args/lens, not retried after a lost
 * reply unless idempotent, and checks its reply with well_formed (what
 * says what that wants, for the message of a reply it refuses: code 3).
 * Returns the reply for the caller to free, or NULL with err set (a
 * refusal included). */
redisReply *rl_queue_run(const rl_client *cl, const rl_queue_keys *keys, const rl_script *script, const char *const *args,
	const size_t *lens, int n, bool idempotent, bool (*well_formed)(const redisReply *reply), const char *what,
	rl_error *err);

/* rl_queue_run() with the keys of the queue name (obj's prefix): the
 * reply for the caller to free, or NULL after throwing. */
redisReply *rl_queue_run_named(const rl_queue_object *obj, const zend_string *name, const rl_script *script,
	const char *const *args, const size_t *lens, int n, bool idempotent, bool (*well_formed)(const redisReply *reply),
	const char *what);

/* Runs script (queue_ack or queue_fail) for one task of the queue name:
 * the queue's keys, id, score (as %.17g text), then extra (len bytes;
 * NULL: none). Not retried after a lost reply: a second run would answer
 * 0 for the task the first run removed or moved, so the caller learns
 * "unknown" instead. Returns the script's 1 or 0, or -1 after throwing. */
int rl_queue_task_run(const rl_queue_object *obj, const zend_string *name, const rl_script *script,
	const zend_string *id, double score, const char *extra, size_t extra_len);

/* The parts of each task in rl_queue_take_script's list (ext/lua/
 * queue_take.lua): id, score, the attempts for a reserve() (reserved),
 * then the payload (nil for a task put() did not queue). */
static inline size_t rl_queue_task_parts(bool reserved)
{
	return reserved ? 4 : 3;
}

/* Whether reply is rl_queue_take_script's list of tasks, each part of
 * its type. */
bool rl_queue_tasks_well_formed(const redisReply *reply, bool reserved);

/* One task of a list rl_queue_tasks_well_formed() accepted, from its
 * rl_queue_task_parts() parts at part, as pop(), top() and reserve()
 * (reserved) return it: ['id' =>, 'score' =>] (reserved: 'attempts' =>),
 * and 'payload' => only for a task that has one. */
void rl_queue_task_to_zval(zval *task, redisReply *const *part, bool reserved);

/* How many bytes of a failure's reason (len bytes) are kept: at most
 * 1,000, cut before a UTF-8 character the cut would split
 * (rl_queue_failed.c). */
size_t rl_queue_reason_kept(const char *reason, size_t len);

/* $visibility as reserve() takes it (finite, at least a microsecond):
 * false after a ValueError naming argument arg_num. */
bool rl_queue_visibility_arg(const zval *visibility, uint32_t arg_num, double *out);

/* One run of rl_queue_take_script: its arguments and the call that sends
 * them (call.argv points into argv: never copied by value once built). */
typedef struct rl_queue_take_args {
	const char *argv[RL_QUEUE_NKEYS + 6];
	size_t lens[RL_QUEUE_NKEYS + 6];
	char count_text[MAX_LENGTH_OF_LONG + 1];
	char visibility_text[32];
	char register_text[MAX_LENGTH_OF_LONG + 1];
	char max_text[MAX_LENGTH_OF_LONG + 1];
	rl_script_call call;
} rl_queue_take_args;

/* reserve()'s run (rl_queue.c) of at most count tasks (0: none, only
 * leaving the waiters) for visibility seconds with max_attempts, waiter
 * (a waiting call's id, else "") registered for register_ms ms when
 * nothing is due. */
void rl_queue_reserve_args(rl_queue_take_args *args, const rl_queue_keys *keys, zend_long count, double visibility,
	zend_long max_attempts, const char *waiter, int64_t register_ms);

/* Reads the reply (from by) of rl_queue_reserve_args()'s run as reserve()
 * does: the tasks as a list in *tasks (as reserve() returns them); or,
 * leaving *tasks unset, *head_ms (ms until the head is due, -1: empty
 * queue) when nothing was due and the waiter registered, or *more when
 * the run failed used-up tasks and delivered none (run again). Returns
 * false, err set, for a reply of another shape. */
bool rl_queue_reserve_reply(rl_node *by, const redisReply *reply, const char *waiter, int64_t register_ms,
	zval *tasks, int64_t *head_ms, bool *more, rl_error *err);

/* rl_queue_run()'s well_formed for a script answering a number. */
bool rl_queue_reply_is_integer(const redisReply *reply);

#endif /* RL_QUEUE_COMMON_H */
