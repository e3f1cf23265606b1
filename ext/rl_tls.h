/*
 * TLS on a connected socket, driven with OpenSSL: one client context per
 * set of TLS settings per process (made again after a fork), the handshake
 * within the connect's deadline with the certificate chain and the host
 * name (or IP address) verified, and reading and writing within deadlines.
 *
 * Built only where configure found hiredis_ssl (hiredis 1.0 or later) and
 * OpenSSL (HAVE_REDISLOCK_TLS); elsewhere rl_tls_available() is false and
 * no other function may be called. Touches no PHP state: plain C memory,
 * and a mutex around the contexts.
 */
#ifndef RL_TLS_H
#define RL_TLS_H

#include <stdbool.h>
#include <stdint.h>
#include <sys/types.h>

#include "rl_error.h"

/* What a connection's TLS is made of (NUL-terminated strings, NULL when not
 * set). verify: check the chain and the name; server_name: the name sent
 * as SNI and checked, else the host. */
typedef struct rl_tls_settings {
	const char *ca_file;
	const char *ca_path;
	const char *cert;
	const char *key;
	const char *server_name;
	bool verify;
} rl_tls_settings;

/* One connection's TLS session (an OpenSSL SSL). */
typedef struct rl_tls rl_tls;

/* Whether this build has TLS. */
bool rl_tls_available(void);

/* The TLS library this build uses, for phpinfo() ("OpenSSL 3.5.7 ..."). */
const char *rl_tls_library(void);

/* Starts TLS on the connected socket fd to host by deadline_us, as client:
 * the handshake, and unless !s->verify the check of the chain (against
 * s->ca_file/ca_path, else the system's trust store) and of the name
 * (s->server_name or host; an IP address against the certificate's IP
 * entries, and not sent as SNI). name is the server's, for messages.
 * Returns the session, or NULL with err set (code 1). */
rl_tls *rl_tls_connect(int fd, const char *host, const rl_tls_settings *s, const char *name, int64_t deadline_us,
	rl_error *err);

/* Ends a session and frees it. own: this process opened it, so a
 * close_notify is sent (never from a forked child, whose socket is its
 * parent's). */
void rl_tls_free(rl_tls *tls, bool own);

/* Writes len bytes of buf by deadline_us. Returns 0, or an errno
 * (ETIMEDOUT: the deadline passed; EPROTO: TLS failed, see
 * rl_tls_last_error()). SIGPIPE is never raised. */
int rl_tls_send_all(rl_tls *tls, int fd, const char *buf, size_t len, int64_t deadline_us);

/* Reads up to cap bytes into buf by deadline_us. Returns the count; 0 when
 * the server closed the session; -2 when the deadline passed; -1 with errno
 * set (EPROTO: TLS failed, see rl_tls_last_error()). */
ssize_t rl_tls_recv(rl_tls *tls, int fd, char *buf, size_t cap, int64_t deadline_us);

/* Whether the session holds received data not read yet (poll() cannot see
 * it): on an idle connection, bytes nobody asked for. */
bool rl_tls_buffered(rl_tls *tls);

/* For an idle connection whose socket is readable: whether that was only
 * TLS's own traffic (a TLS 1.3 session ticket), leaving it usable, rather
 * than a close or bytes nobody asked for. */
bool rl_tls_idle_usable(rl_tls *tls);

/* The text of the last TLS failure of this thread ("" if none). */
const char *rl_tls_last_error(void);

/* Initialises the TLS library; from MINIT. */
void rl_tls_startup(void);

/* Frees the contexts; from MSHUTDOWN. */
void rl_tls_shutdown(void);

#endif /* RL_TLS_H */
