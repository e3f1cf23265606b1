/*
 * The RedisLock class (rl_lock.c).
 */
#ifndef RL_LOCK_H
#define RL_LOCK_H

#include "php.h"

extern zend_class_entry *rl_lock_ce;

/* Class set-up, called once from MINIT with the generated class entry. */
void rl_lock_startup(zend_class_entry *ce);

/* At the end of a request, after the engine's shutdown and before the
 * request's connections are closed: releases, one round trip per node,
 * the locks of release_at_shutdown objects freed during the shutdown, and
 * stops every renewal of the request. */
void rl_lock_request_end(void);

#endif /* RL_LOCK_H */
