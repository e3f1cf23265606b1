/*
 * The RedisLock class (rl_lock.c).
 */
#ifndef RL_LOCK_H
#define RL_LOCK_H

#include "php.h"

extern zend_class_entry *rl_lock_ce;

/* Class set-up, called once from MINIT with the generated class entry. */
void rl_lock_startup(zend_class_entry *ce);


#endif /* RL_LOCK_H */
