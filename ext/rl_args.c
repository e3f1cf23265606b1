/*
 * The rules both classes apply to their arguments (rl_args.h).
 */
#include <math.h>

#include "php.h"

#include "rl_args.h"

bool rl_seconds_to_ms(const zval *seconds, int64_t *ms)
{
	if (Z_TYPE_P(seconds) == IS_LONG && Z_LVAL_P(seconds) >= -(zend_long) RL_MAX_SECONDS
			&& Z_LVAL_P(seconds) <= (zend_long) RL_MAX_SECONDS) {
		/* exactly what the rounding below gives: such an integer and a
		 * thousand times it (at most 1e14 < 2^53) are exact doubles */
		*ms = (int64_t) Z_LVAL_P(seconds) * 1000;
		return true;
	}
	double d = Z_TYPE_P(seconds) == IS_LONG ? (double) Z_LVAL_P(seconds) : Z_DVAL_P(seconds);

	if (!zend_finite(d) || fabs(d) > RL_MAX_SECONDS) {
		return false;
	}
	*ms = (int64_t) llround(d * 1000.0);
	return true;
}

size_t rl_format_ms(char *buf, size_t size, int64_t ms)
{
#if SIZEOF_ZEND_LONG >= 8
	/* not snprintf(): a tenth of the client's instructions per lock call */
	char digits[MAX_LENGTH_OF_LONG + 1];
	char *end = digits + sizeof(digits) - 1;
	char *start;
	size_t len;

	*end = '\0';
	start = zend_print_long_to_buf(end, (zend_long) ms);
	len = (size_t) (end - start);
	ZEND_ASSERT(size >= sizeof(digits));
	memcpy(buf, start, len + 1);
	return len;
#else
	return (size_t) snprintf(buf, size, "%" PRId64, ms);
#endif
}
