/*
 * A DSN string ($param as "redis://...", "rediss+cluster://...", a Unix
 * socket's path, ...) applied to a spec as the options it gives.
 */
#ifndef RL_DSN_H
#define RL_DSN_H

#include "php.h"

#include "rl_options.h"

/* Applies dsn to param's spec, each option it gives marked in param->set
 * (given twice, it is refused). The scheme's TLS (rediss...) is set but
 * not marked: tls=1 in the query says it again, tls=0 is refused. On
 * failure throws ValueError and returns FAILURE; the spec is then partly
 * set. */
zend_result rl_dsn_apply(rl_param *param, const zend_string *dsn);

#endif /* RL_DSN_H */
