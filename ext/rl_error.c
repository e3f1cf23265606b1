/*
 * Call errors and how server text enters their messages.
 */
#include <stdarg.h>

#include "php.h"
#include "zend_exceptions.h"

#include "rl_error.h"

/* Messages are formatted with the C library's vsnprintf(), not PHP's
 * (php.h maps it to ap_php_vsnprintf()): they are also worded in the lock
 * renewer's thread (rl_renewer.c), and PHP's %g goes through zend_dtoa(),
 * whose free list of big numbers is shared with PHP's thread and unguarded
 * in a non-thread-safe PHP. (The snprintf() calls below format strings
 * only, which PHP's does on the stack.) */
#undef vsnprintf

zend_class_entry *rl_exception_ce;

static void message_vformat(rl_error *err, const char *format, va_list args)
{
	vsnprintf(err->message, sizeof(err->message), format, args);
}

rl_err rl_error_set(rl_error *err, rl_err code, const char *format, ...)
{
	va_list args;

	err->code = code;
	err->try_later = false;
	err->slot_migrating = false;
	va_start(args, format);
	message_vformat(err, format, args);
	va_end(args);
	return code;
}

void rl_error_prefix(rl_error *err, rl_err code, const char *format, ...)
{
	char kept[RL_ERROR_MESSAGE_SIZE];
	va_list args;
	size_t used;

	memcpy(kept, err->message, sizeof(kept));
	va_start(args, format);
	message_vformat(err, format, args);
	va_end(args);
	used = strlen(err->message);
	snprintf(err->message + used, sizeof(err->message) - used, "%s", kept);
	err->code = code;
	err->try_later = false;
	err->slot_migrating = false;
}

bool rl_reply_error_starts(const redisReply *reply, const char *prefix)
{
	size_t len = strlen(prefix);

	return reply->type == REDIS_REPLY_ERROR && (size_t) reply->len >= len && memcmp(reply->str, prefix, len) == 0;
}

bool rl_reply_error_word(const redisReply *reply, const char *word)
{
	size_t len = strlen(word);

	return rl_reply_error_starts(reply, word) && ((size_t) reply->len == len || reply->str[len] == ' ');
}

void rl_reply_script_error_unwrap(redisReply *reply)
{
	static const char marker[] = "@user_script:";
	const char *end, *inner = NULL;

	if (!rl_reply_error_starts(reply, "ERR Error running script")) {
		return;
	}
	end = reply->str + reply->len;
	/* the command's error follows the last "@user_script:<line>: " (or
	 * "@user_script: <line>: ") */
	for (const char *p = reply->str; (p = zend_memnstr(p, marker, sizeof(marker) - 1, end)) != NULL;) {
		const char *digits;

		p += sizeof(marker) - 1;
		while (p < end && *p == ' ') {
			p++;
		}
		for (digits = p; p < end && *p >= '0' && *p <= '9'; p++) {
		}
		if (p > digits && end - p > 2 && p[0] == ':' && p[1] == ' ') {
			inner = p + 2;
		}
	}
	if (inner && *inner == '-') {
		inner++;
	}
	if (!inner || inner >= end) {
		return;
	}
	reply->len = (size_t) (end - inner);
	memmove(reply->str, inner, reply->len);
	reply->str[reply->len] = '\0';
}

/* The words that start an error answer meaning "not run, try later". */
static const char *const try_later_words[] = {"LOADING", "BUSY", "TRYAGAIN", "CLUSTERDOWN", "MASTERDOWN"};

bool rl_reply_is_try_later(const redisReply *reply)
{
	for (size_t i = 0; i < sizeof(try_later_words) / sizeof(try_later_words[0]); i++) {
		if (rl_reply_error_word(reply, try_later_words[i])) {
			return true;
		}
	}
	return false;
}

rl_err rl_error_vrefused(rl_error *err, const redisReply *reply, const zend_string *secret, const char *format,
	va_list args)
{
	char text[RL_SERVER_TEXT_MAX + 64];
	size_t used;

	message_vformat(err, format, args);
	rl_server_text(text, sizeof(text), reply->str, reply->len, secret);
	used = strlen(err->message);
	snprintf(err->message + used, sizeof(err->message) - used, ": %s", text);
	err->code = RL_ERR_REPLY;
	err->try_later = rl_reply_is_try_later(reply);
	err->slot_migrating = rl_reply_error_word(reply, "TRYAGAIN");
	return RL_ERR_REPLY;
}

void rl_error_after_retry(rl_error *err, const rl_error *first)
{
	char retry_message[RL_ERROR_MESSAGE_SIZE];

	ZEND_ASSERT(first->code == RL_ERR_IO || first->code == RL_ERR_TIMEOUT);
	memcpy(retry_message, err->message, sizeof(retry_message));
	snprintf(err->message, sizeof(err->message), "%s; asking again failed, so the outcome is unknown: %s",
		first->message, retry_message);
	if (!rl_err_may_have_run(err->code)) {
		err->code = first->code; /* the retry did not run: the first may have */
	}
	err->try_later = false;
	err->slot_migrating = false;
}

void rl_error_throw(const rl_error *err)
{
	ZEND_ASSERT(err->code != RL_OK);
	if (EG(exception)) {
		return;
	}
	zend_throw_exception_ex(rl_exception_ce, err->code, "redislock: %s", err->message);
}

/* Control characters compare as spaces: Redis turns the CR and LF of an
 * error's text into spaces, so an echoed secret may have them changed. */
static unsigned char fold(unsigned char c)
{
	return c < 0x20 || c == 0x7f ? ' ' : c;
}

/* Whether text holds w = min(4, secret's length) consecutive bytes of
 * secret anywhere: a secret echoed whole or cut short shows that way. */
static bool repeats_secret(const char *text, size_t len, const zend_string *secret)
{
	size_t secret_len = ZSTR_LEN(secret);
	size_t w = MIN(secret_len, 4);
	const unsigned char *s = (const unsigned char *) ZSTR_VAL(secret);
	const unsigned char *t = (const unsigned char *) text;

	if (w == 0) {
		return false;
	}
	for (size_t from = 0; from + w <= secret_len; from++) {
		for (size_t i = 0; i + w <= len; i++) {
			size_t k = 0;
			while (k < w && fold(t[i + k]) == fold(s[from + k])) {
				k++;
			}
			if (k == w) {
				return true;
			}
		}
	}
	return false;
}

static bool is_hex_digit(unsigned char c)
{
	return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

/* Whether a run of len hex digits at run, of which letters are letters,
 * may be (part of) a token or a SHA-1: see rl_server_text(). */
static bool hex_run_hidden(size_t len, size_t letters, bool cut)
{
	return len >= 16 || (len >= 8 && letters > 0) || (cut && len > 0);
}

void rl_server_text(char *out, size_t size, const char *text, size_t len, const zend_string *secret)
{
	static const char hidden[] = "[hidden]";
	bool cut = len > RL_SERVER_TEXT_MAX;
	size_t o = 0;

	ZEND_ASSERT(size > 32);
	len = MIN(len, RL_SERVER_TEXT_MAX);
	if (secret && repeats_secret(text, len, secret)) {
		snprintf(out, size, "(the server's text is not shown: it repeats part of the password)");
		return;
	}
	for (size_t i = 0; i < len && o + sizeof(hidden) + 4 < size;) {
		size_t run = 0, letters = 0;

		while (i + run < len && is_hex_digit((unsigned char) text[i + run])) {
			letters += !(text[i + run] >= '0' && text[i + run] <= '9');
			run++;
		}
		if (hex_run_hidden(run, letters, cut && i + run == len)) {
			memcpy(out + o, hidden, sizeof(hidden) - 1);
			o += sizeof(hidden) - 1;
			i += run;
			continue;
		}
		for (size_t k = 0; k < MAX(run, 1) && o + sizeof(hidden) + 4 < size; k++, i++) {
			out[o++] = (char) fold((unsigned char) text[i]);
		}
	}
	if (cut) {
		memcpy(out + o, "...", 3);
		o += 3;
	}
	out[o] = '\0';
}

void rl_reply_describe(char *out, size_t size, const redisReply *reply, const zend_string *secret)
{
	char text[RL_SERVER_TEXT_MAX + 64];

	switch (reply->type) {
		case REDIS_REPLY_STRING:
			snprintf(out, size, "a string of %zu bytes", (size_t) reply->len);
			return;
		case REDIS_REPLY_ARRAY:
			snprintf(out, size, "an array of %zu elements", (size_t) reply->elements);
			return;
		case REDIS_REPLY_INTEGER:
			snprintf(out, size, "the integer %lld", (long long) reply->integer);
			return;
		case REDIS_REPLY_NIL:
			snprintf(out, size, "nil");
			return;
		case REDIS_REPLY_STATUS:
		case REDIS_REPLY_ERROR:
			rl_server_text(text, sizeof(text), reply->str, reply->len, secret);
			snprintf(out, size, "the %s \"%s\"", reply->type == REDIS_REPLY_STATUS ? "status" : "error", text);
			return;
		default:
			snprintf(out, size, "a reply of type %d", reply->type);
			return;
	}
}
