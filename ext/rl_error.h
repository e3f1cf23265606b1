/*
 * Errors of a call: a code that says whether the call's commands may have
 * run on the server, and a message that names the server and the cause.
 * Each call carries its own rl_error; nothing is kept on a connection.
 *
 * Text that comes from a server goes into a message only through
 * rl_server_text(), which keeps passwords and lock tokens out, whatever
 * the server answered.
 */
#ifndef RL_ERROR_H
#define RL_ERROR_H

#include <stdarg.h>

#include <hiredis/hiredis.h>

#include "php.h"

/* RedisLockException's codes (public API: they never change meaning). */
typedef enum rl_err {
	RL_OK = 0,
	RL_ERR_CONNECT = 1, /* could not connect, or the peer is not Redis: nothing ran */
	RL_ERR_AUTH = 2,    /* AUTH or SELECT refused, or a password is needed: nothing ran */
	RL_ERR_IO = 3,      /* the connection broke after sending: it may have run, its reply is lost */
	RL_ERR_TIMEOUT = 4, /* no whole reply within read_timeout: it may have run */
	RL_ERR_REPLY = 5,   /* Redis answered with an error: nothing of the call ran */
	RL_ERR_PARTIAL = 6, /* Redis ran part of the call and refused the rest */
	RL_ERR_NOT_REPLICATED = 7 /* a lock was taken or extended, fewer replicas than
	                           * sync_replicas acknowledged it, and it was released */
} rl_err;

#define RL_ERROR_MESSAGE_SIZE 512

typedef struct rl_error {
	rl_err code;
	/* an error answer meaning "not run, try again later": LOADING, BUSY,
	 * TRYAGAIN, CLUSTERDOWN, MASTERDOWN */
	bool try_later;
	/* the answer was TRYAGAIN: keys of a Cluster slot being migrated are
	 * partly on the node */
	bool slot_migrating;
	char message[RL_ERROR_MESSAGE_SIZE];
} rl_error;

extern zend_class_entry *rl_exception_ce;

/* Whether the commands of a call that failed with code may have run
 * (wholly or in part). */
static inline bool rl_err_may_have_run(rl_err code)
{
	return code == RL_ERR_IO || code == RL_ERR_TIMEOUT || code == RL_ERR_PARTIAL;
}

/* Sets err to code with a printf-style message; returns code. */
rl_err rl_error_set(rl_error *err, rl_err code, const char *format, ...) ZEND_ATTRIBUTE_FORMAT(printf, 3, 4);

/* Sets err's code and puts a printf-style text before its message (which
 * is kept: "<text><message>"). */
void rl_error_prefix(rl_error *err, rl_err code, const char *format, ...) ZEND_ATTRIBUTE_FORMAT(printf, 3, 4);

/* Sets err for an error answer from the server (RL_ERR_REPLY, try_later
 * from its first word): the formatted message, ": ", then the answer's
 * text as rl_server_text() shows it. Returns RL_ERR_REPLY. */
rl_err rl_error_vrefused(rl_error *err, const redisReply *reply, const zend_string *secret, const char *format,
	va_list args);

/* err holds the failure of a retry; first the failure of the attempt it
 * repeated, whose reply was lost. err gets both messages, and keeps its
 * code only if the retry may have run too: a retry that did not run (a
 * refused connect, an error answer) leaves the first attempt's outcome
 * unknown, so err gets first's code. */
void rl_error_after_retry(rl_error *err, const rl_error *first);

/* Throws RedisLockException with err's code and message, unless an
 * exception is already on its way (a warning that an error handler made an
 * exception stopped the call): that one is what the caller gets. */
void rl_error_throw(const rl_error *err);

/* Whether reply is an error answer whose text starts with prefix. */
bool rl_reply_error_starts(const redisReply *reply, const char *prefix);

/* Whether reply is an error answer whose first word is word. */
bool rl_reply_error_word(const redisReply *reply, const char *word);

/* Whether an error answer's first word says "not run, try again later". */
bool rl_reply_is_try_later(const redisReply *reply);

/* Redis before 7.0 answers for an error that a command raised inside a
 * script with an error of its own around it: "ERR Error running script
 * (call to f_<sha>): @user_script:35: @user_script: 35: -OOM command not
 * allowed ...". Rewrites such an answer, in place, to the command's own
 * error ("OOM command not allowed ..."), as Redis 7.0 and later answer, so
 * that its first word (OOM, READONLY, NOREPLICAS, ...) says what happened
 * whatever the server's version. Any other reply is left as it is. */
void rl_reply_script_error_unwrap(redisReply *reply);

/* Writes into out (of size > 32) at most RL_SERVER_TEXT_MAX bytes of a
 * server's text, fit for a message: control characters become spaces; a
 * run of hex digits that may be (part of) a lock token or a script's SHA-1
 * becomes "[hidden]": 8 or more with a letter among them, 16 or more of any
 * kind, or any run cut by the length limit; and when the text repeats any 4
 * consecutive bytes of secret (the password, which Redis may echo, cut
 * short, in an error) the whole text is replaced by a note saying so.
 * secret may be NULL. */
void rl_server_text(char *out, size_t size, const char *text, size_t len, const zend_string *secret);

/* Describes a reply for a message ("the integer 5", "nil", "an array of 3
 * elements", "the error \"...\""), its text shown as rl_server_text()
 * does. */
void rl_reply_describe(char *out, size_t size, const redisReply *reply, const zend_string *secret);

#define RL_SERVER_TEXT_MAX 200

#endif /* RL_ERROR_H */
