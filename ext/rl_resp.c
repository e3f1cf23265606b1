/*
 * RESP formatting of commands.
 */
#include "php.h"

#include "rl_resp.h"

/* The number of decimal digits of n. */
static size_t decimal_digits(size_t n)
{
	size_t digits = 1;

	while (n >= 10) {
		n /= 10;
		digits++;
	}
	return digits;
}

/* Writes n in decimal followed by CRLF at p; returns the byte after.
 * Counts and lengths below 100 (nearly all of them) take no division. */
static zend_always_inline char *put_decimal_crlf(char *p, size_t n)
{
	if (n < 10) {
		p[0] = (char) ('0' + n);
		p[1] = '\r';
		p[2] = '\n';
		return p + 3;
	}
	if (n < 100) {
		p[0] = (char) ('0' + n / 10);
		p[1] = (char) ('0' + n % 10);
		p[2] = '\r';
		p[3] = '\n';
		return p + 4;
	}
	char *end = p + decimal_digits(n);

	for (char *d = end; d > p; n /= 10) {
		*--d = (char) ('0' + n % 10);
	}
	end[0] = '\r';
	end[1] = '\n';
	return end + 2;
}

/* The most bytes a RESP header line takes: its type byte, a size_t in
 * decimal, CRLF. */
#define RL_RESP_HEADER_MAX (1 + MAX_LENGTH_OF_LONG + 2)

void rl_resp_append(smart_str *out, bool persistent, const rl_cmd *cmd)
{
	size_t most = RL_RESP_HEADER_MAX;

	for (int i = 0; i < cmd->argc; i++) {
		most += RL_RESP_HEADER_MAX + cmd->lens[i] + 2;
	}
	size_t start = out->s ? ZSTR_LEN(out->s) : 0;

	smart_str_alloc(out, most, persistent); /* may allocate out->s */

	char *p = ZSTR_VAL(out->s) + start;

	*p++ = '*';
	p = put_decimal_crlf(p, (size_t) cmd->argc);
	for (int i = 0; i < cmd->argc; i++) {
		*p++ = '$';
		p = put_decimal_crlf(p, cmd->lens[i]);
		memcpy(p, cmd->argv[i], cmd->lens[i]);
		p += cmd->lens[i];
		*p++ = '\r';
		*p++ = '\n';
	}
	ZSTR_LEN(out->s) = (size_t) (p - ZSTR_VAL(out->s));
}

int64_t rl_cmds_hold_us(size_t n, const rl_cmd *cmds)
{
	int64_t longest = 0;

	for (size_t i = 0; i < n; i++) {
		longest = MAX(longest, cmds[i].hold_us);
	}
	return longest;
}
