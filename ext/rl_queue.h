/*
 * The RedisQueue class (rl_queue.c).
 */
#ifndef RL_QUEUE_H
#define RL_QUEUE_H

#include "php.h"

extern zend_class_entry *rl_queue_ce;

/* Class set-up, called once from MINIT with the generated class entry. */
void rl_queue_startup(zend_class_entry *ce);

#endif /* RL_QUEUE_H */
