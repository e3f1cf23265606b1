/*
 * RedisQueue::work(): the worker loop (rl_queue_work.c). Reserves batches
 * of due tasks, hands each to the handler, and settles their outcomes in
 * the round trip that reserves the next batch; the renewer extends the
 * visibility of the tasks of a batch not yet settled.
 */
#ifndef RL_QUEUE_WORK_H
#define RL_QUEUE_WORK_H

#include "php.h"

/* The most tasks work() reserves at a time. */
#define RL_QUEUE_WORK_MAX_BATCH 1000

#endif /* RL_QUEUE_WORK_H */
