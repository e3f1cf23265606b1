/*
 * Connection settings: turning a constructor's $param (null, DSN string or
 * array) and the redislock.* INI settings into one validated rl_spec.
 */
#ifndef RL_CONFIG_H
#define RL_CONFIG_H

#include "php.h"

#include "rl_options.h"
#include "rl_spec.h"

/* Fills spec from the INI settings, then overrides them with $param
 * (arg_num names it in messages); the invariants of rl_spec.h then hold.
 * On failure throws ValueError, leaves spec empty and returns FAILURE.
 * The spec's strings are released by rl_spec_free(). */
zend_result rl_spec_parse(rl_spec *spec, zval *param, uint32_t arg_num);

/* Drops the parsed copy of the INI settings that rl_spec_parse() keeps:
 * called when a redislock.* setting changes and at request end. */
void rl_config_ini_forget(void);

#endif /* RL_CONFIG_H */
