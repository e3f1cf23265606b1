/*
 * The RedisSemaphore class (rl_semaphore.c).
 */
#ifndef RL_SEMAPHORE_H
#define RL_SEMAPHORE_H

#include "php.h"

extern zend_class_entry *rl_semaphore_ce;

/* Class set-up, called once from MINIT with the generated class entry. */
void rl_semaphore_startup(zend_class_entry *ce);

#endif /* RL_SEMAPHORE_H */
