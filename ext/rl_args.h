/*
 * The rules both classes apply to their arguments: durations, names,
 * numbers as Redis arguments.
 */
#ifndef RL_ARGS_H
#define RL_ARGS_H

#include "php.h"

/* The longest duration accepted anywhere, in seconds (about 3,170 years):
 * its milliseconds are exact in a double and far from overflowing Redis's
 * absolute expiry times. */
#define RL_MAX_SECONDS 100000000000.0

/* How PHP's own type errors name a value of the wrong type: "bool" before
 * PHP 8.3, "true" or "false" since. */
static inline const char *rl_value_name(zval *value)
{
#if PHP_VERSION_ID >= 80300
	return zend_zval_value_name(value);
#else
	return zend_zval_type_name(value);
#endif
}

/* The originals' validity check on names, minus empty()'s rejection of
 * "0": null and "" are not names. */
static inline bool rl_name_given(const zend_string *name)
{
	return name && ZSTR_LEN(name) > 0;
}

/* Converts a number of seconds (an int or float zval) to milliseconds,
 * rounded to the nearest. Returns false for NaN, INF and magnitudes above
 * RL_MAX_SECONDS. */
bool rl_seconds_to_ms(const zval *seconds, int64_t *ms);

/* Formats ms (milliseconds, or any other integer: a count, a number of
 * replicas) as decimal text for a Redis argument into buf, of size at
 * least MAX_LENGTH_OF_LONG + 1, without snprintf(); returns its length. */
size_t rl_format_ms(char *buf, size_t size, int64_t ms);

#endif /* RL_ARGS_H */
