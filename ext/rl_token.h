/*
 * Lock tokens and queue waiter ids.
 */
#ifndef RL_TOKEN_H
#define RL_TOKEN_H

#include "php.h"

/* Lock tokens and queue waiter ids: 128 random bits as 32 hex digits. */
#define RL_TOKEN_BYTES 16
#define RL_TOKEN_LEN (2 * RL_TOKEN_BYTES)

/* A fresh token from PHP's CSPRNG into out: the next unused 16 bytes of
 * a per-process pool, refilled when empty or when this process is a fork
 * child of the one that filled it (a child never repeats its parent's
 * tokens). Throws and returns FAILURE when the CSPRNG fails. */
zend_result rl_token_new(char out[RL_TOKEN_LEN + 1]);

#endif /* RL_TOKEN_H */
