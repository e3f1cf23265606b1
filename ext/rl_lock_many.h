/*
 * lockMany(): several names taken for one holder, all or none. It never
 * keeps some names while it blocks waiting for others, so that two calls
 * can never block each other. A layer above rl_holder.h, whose record
 * and release it uses; rl_holder.h knows nothing of it.
 */
#ifndef RL_LOCK_MANY_H
#define RL_LOCK_MANY_H

#include "rl_holder.h"

/* Takes the n names (distinct) for obj, all or none (lockMany()), each
 * with req's lifetime, waiting up to req's timeout: names that share a
 * slot (all of them, on a topology without slots) in one script, the
 * groups in a fixed order, those taken given back when a later one is
 * held by another; the call then waits to be woken by the release of the
 * name that stopped it. Once taken, each is held as rl_holder_take()
 * holds one. Returns whether they were taken; false also after throwing. */
bool rl_lock_many_take(rl_holder *obj, zend_string **names, size_t n, const rl_take_request *req);

#endif /* RL_LOCK_MANY_H */
