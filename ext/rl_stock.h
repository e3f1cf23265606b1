/*
 * RedisStock: stock sold one atomic step per purchase, with holds that
 * come back by themselves, per-buyer limits and idempotency keys
 * (ext/lua/stock_*.lua).
 */
#ifndef RL_STOCK_H
#define RL_STOCK_H

#include "php.h"

extern zend_class_entry *rl_stock_ce;

/* Registers the class's object handlers (MINIT). */
void rl_stock_startup(zend_class_entry *ce);

#endif /* RL_STOCK_H */
