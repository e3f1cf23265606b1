/*
 * TLS sessions with OpenSSL.
 */
#ifdef HAVE_CONFIG_H
# include "config.h"
#endif

#include <errno.h>
#include <limits.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <time.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rl_os.h"
#include "rl_socket.h"
#include "rl_tls.h"

#ifndef HAVE_REDISLOCK_TLS

bool rl_tls_available(void)
{
	return false;
}

const char *rl_tls_library(void)
{
	return "none (built without hiredis_ssl)";
}

const char *rl_tls_last_error(void)
{
	return "";
}

/* Never called in this build (the settings refuse every TLS option); they
 * exist so that the module has no undefined symbol. */
rl_tls *rl_tls_connect(int fd, const char *host, const rl_tls_settings *s, const char *name, int64_t deadline_us,
	rl_error *err)
{
	(void) fd; (void) host; (void) s; (void) deadline_us;
	rl_error_set(err, RL_ERR_CONNECT, "cannot connect to %s with TLS: this build has none", name);
	return NULL;
}

void rl_tls_free(rl_tls *tls, bool own)
{
	(void) tls; (void) own;
}

int rl_tls_send_all(rl_tls *tls, int fd, const char *buf, size_t len, int64_t deadline_us)
{
	(void) tls; (void) fd; (void) buf; (void) len; (void) deadline_us;
	return EPROTO;
}

ssize_t rl_tls_recv(rl_tls *tls, int fd, char *buf, size_t cap, int64_t deadline_us)
{
	(void) tls; (void) fd; (void) buf; (void) cap; (void) deadline_us;
	errno = EPROTO;
	return -1;
}

bool rl_tls_idle_usable(rl_tls *tls)
{
	(void) tls;
	return false;
}

bool rl_tls_buffered(rl_tls *tls)
{
	(void) tls;
	return false;
}

void rl_tls_startup(void)
{
}

void rl_tls_shutdown(void)
{
}

#else

#include <arpa/inet.h>
#include <openssl/err.h>
#include <openssl/ssl.h>
#include <openssl/x509v3.h>
#include <hiredis/hiredis.h>
#include <hiredis/hiredis_ssl.h>

struct rl_tls {
	SSL *ssl;
	bool broken; /* a fatal TLS or socket error: no close_notify may follow */
};

/* The last failure's text, per thread (the connection's own thread). */
static __thread char last_error[256];

bool rl_tls_available(void)
{
	return true;
}

const char *rl_tls_library(void)
{
	return OpenSSL_version(OPENSSL_VERSION);
}

const char *rl_tls_last_error(void)
{
	return last_error;
}

static pthread_mutex_t contexts_lock = PTHREAD_MUTEX_INITIALIZER;

/* A fork while another thread (ZTS) holds the lock must not leave the
 * child's copy locked: it is held across the fork and released on both
 * sides. */
static void fork_prepare(void)
{
	pthread_mutex_lock(&contexts_lock);
}

static void fork_release(void)
{
	pthread_mutex_unlock(&contexts_lock);
}

void rl_tls_startup(void)
{
	redisInitOpenSSL(); /* as hiredis's own TLS initialises OpenSSL */
	pthread_atfork(fork_prepare, fork_release, fork_release);
}

/* OpenSSL writes to the socket with write(), which raises SIGPIPE when the
 * server has closed it; SAPIs usually ignore SIGPIPE, but a pcntl handler
 * or an embedding program may not. The calls that may write run with
 * SIGPIPE blocked, and a SIGPIPE they caused is taken back before it is
 * unblocked. */
typedef struct sigpipe_guard {
	sigset_t old;
} sigpipe_guard;

static void sigpipe_block(sigpipe_guard *guard)
{
	sigset_t block;

	sigemptyset(&block);
	sigaddset(&block, SIGPIPE);
	pthread_sigmask(SIG_BLOCK, &block, &guard->old);
}

/* Unblocks SIGPIPE again; with epipe (a write failed with EPIPE), a
 * SIGPIPE pending for this thread is taken back first. */
static void sigpipe_restore(sigpipe_guard *guard, bool epipe)
{
	if (epipe && !sigismember(&guard->old, SIGPIPE)) {
		sigset_t pipe;
		struct timespec none = {0, 0};

		sigemptyset(&pipe);
		sigaddset(&pipe, SIGPIPE);
		while (sigtimedwait(&pipe, NULL, &none) == -1 && errno == EINTR) {
		}
	}
	pthread_sigmask(SIG_SETMASK, &guard->old, NULL);
}

/* At most INT_MAX: what one OpenSSL read or write takes. */
static int io_size(size_t n)
{
	return n > (size_t) INT_MAX ? INT_MAX : (int) n;
}

/* Records why TLS failed, with the first error OpenSSL queued (the
 * cause), and empties the queue, which other OpenSSL users of the thread
 * (PHP's openssl, curl) read too. */
static void record_ssl_error(const char *what)
{
	char reason[200] = "";
	unsigned long code = ERR_get_error();

	if (code) {
		ERR_error_string_n(code, reason, sizeof(reason));
	}
	ERR_clear_error();
	snprintf(last_error, sizeof(last_error), "%s%s%s", what, reason[0] ? ": " : "", reason);
}

/* ---- contexts: one per set of settings per process ---------------------- */

typedef struct tls_context {
	struct tls_context *next;
	char *key;            /* the settings that make the context */
	uint32_t generation;  /* rl_fork_generation() when it was made */
	SSL_CTX *ctx;
} tls_context;

static tls_context *contexts;

/* The settings a context depends on, as one string (the server name is
 * per session, not per context). */
static char *context_key(const rl_tls_settings *s)
{
	const char *parts[4] = {s->ca_file, s->ca_path, s->cert, s->key};
	size_t len = 2;
	char *key, *p;

	for (int i = 0; i < 4; i++) {
		len += (parts[i] ? strlen(parts[i]) : 0) + 2;
	}
	key = p = malloc(len);
	if (!key) {
		return NULL;
	}
	*p++ = s->verify ? 'v' : '-';
	for (int i = 0; i < 4; i++) {
		/* a NUL cannot be part of a path: it separates, "\1" marks unset */
		size_t n = parts[i] ? strlen(parts[i]) : 0;
		memcpy(p, parts[i] ? parts[i] : "\1", parts[i] ? n : 1);
		p += parts[i] ? n : 1;
		*p++ = '\0';
	}
	*p = '\0';
	return key;
}

static bool keys_equal(const char *a, const char *b)
{
	/* 1 verify byte, then 4 NUL-terminated fields */
	if (*a++ != *b++) {
		return false;
	}
	for (int i = 0; i < 4; i++) {
		if (strcmp(a, b) != 0) {
			return false;
		}
		a += strlen(a) + 1;
		b += strlen(b) + 1;
	}
	return true;
}

static int no_passphrase(char *buf, int size, int rwflag, void *userdata)
{
	(void) buf; (void) size; (void) rwflag; (void) userdata;
	return 0;
}

/* A new client context for s, or NULL with last_error set. */
static SSL_CTX *context_new(const rl_tls_settings *s)
{
	SSL_CTX *ctx = SSL_CTX_new(TLS_client_method());

	if (!ctx) {
		record_ssl_error("cannot create a TLS context");
		return NULL;
	}
	SSL_CTX_set_min_proto_version(ctx, TLS1_2_VERSION);
	/* an encrypted key would make OpenSSL ask for its passphrase on the
	 * terminal, with no deadline: such a key simply fails to load */
	SSL_CTX_set_default_passwd_cb(ctx, no_passphrase);
#ifdef SSL_OP_IGNORE_UNEXPECTED_EOF
	/* a server that closes without close_notify: an end, not an error */
	SSL_CTX_set_options(ctx, SSL_OP_IGNORE_UNEXPECTED_EOF);
#endif
	if (s->verify) {
		SSL_CTX_set_verify(ctx, SSL_VERIFY_PEER, NULL);
		if (s->ca_file || s->ca_path) {
			if (SSL_CTX_load_verify_locations(ctx, s->ca_file, s->ca_path) != 1) {
				record_ssl_error(s->ca_file ? "cannot load tls_ca_file" : "cannot load tls_ca_path");
				SSL_CTX_free(ctx);
				return NULL;
			}
		} else if (SSL_CTX_set_default_verify_paths(ctx) != 1) {
			record_ssl_error("cannot load the system's trust store");
			SSL_CTX_free(ctx);
			return NULL;
		}
	} else {
		SSL_CTX_set_verify(ctx, SSL_VERIFY_NONE, NULL);
	}
	if (s->cert) {
		if (SSL_CTX_use_certificate_chain_file(ctx, s->cert) != 1) {
			record_ssl_error("cannot load tls_cert");
			SSL_CTX_free(ctx);
			return NULL;
		}
		if (SSL_CTX_use_PrivateKey_file(ctx, s->key, SSL_FILETYPE_PEM) != 1 || SSL_CTX_check_private_key(ctx) != 1) {
			record_ssl_error("cannot load tls_key, or it does not match tls_cert");
			SSL_CTX_free(ctx);
			return NULL;
		}
	}
	return ctx;
}

/* The context for s, shared by every session with the same settings in this
 * process; one made before a fork is made again. Returns a reference the
 * caller frees with SSL_CTX_free(), or NULL with last_error set. */
static SSL_CTX *context_get(const rl_tls_settings *s)
{
	char *key = context_key(s);
	SSL_CTX *ctx = NULL;
	tls_context *c;

	if (!key) {
		snprintf(last_error, sizeof(last_error), "out of memory");
		return NULL;
	}
	pthread_mutex_lock(&contexts_lock);
	for (c = contexts; c && !keys_equal(c->key, key); c = c->next) {
	}
	if (c && c->generation != rl_fork_generation()) {
		SSL_CTX_free(c->ctx); /* sessions still using it hold references */
		c->ctx = NULL;
	}
	if (!c || !c->ctx) {
		ctx = context_new(s);
		if (ctx) {
			if (!c) {
				c = calloc(1, sizeof(*c));
				if (c) {
					c->key = key;
					key = NULL;
					c->next = contexts;
					contexts = c;
				}
			}
			if (c) {
				c->ctx = ctx;
				c->generation = rl_fork_generation();
			}
		}
	}
	if (c && c->ctx) {
		ctx = c->ctx;
		SSL_CTX_up_ref(ctx);
	}
	pthread_mutex_unlock(&contexts_lock);
	free(key);
	return ctx;
}

void rl_tls_shutdown(void)
{
	pthread_mutex_lock(&contexts_lock);
	while (contexts) {
		tls_context *c = contexts;
		contexts = c->next;
		if (c->ctx) {
			SSL_CTX_free(c->ctx);
		}
		free(c->key);
		free(c);
	}
	pthread_mutex_unlock(&contexts_lock);
}

/* ---- sessions ---------------------------------------------------------------- */

static bool is_ip_address(const char *name)
{
	unsigned char buf[sizeof(struct in6_addr)];

	return inet_pton(AF_INET, name, buf) == 1 || inet_pton(AF_INET6, name, buf) == 1;
}

/* Waits for what OpenSSL asked for (ssl_error: WANT_READ or WANT_WRITE) by
 * deadline_us. Returns 1 ready, 0 deadline, -1 failure (errno). */
static int wait_for(int fd, int ssl_error, int64_t deadline_us)
{
	return rl_socket_wait(fd, ssl_error == SSL_ERROR_WANT_WRITE ? POLLOUT : POLLIN, deadline_us);
}

rl_tls *rl_tls_connect(int fd, const char *host, const rl_tls_settings *s, const char *name, int64_t deadline_us,
	rl_error *err)
{
	const char *peer = s->server_name ? s->server_name : host;
	SSL_CTX *ctx = context_get(s);
	rl_tls *tls;

	if (!ctx) {
		rl_error_set(err, RL_ERR_CONNECT, "cannot connect to %s with TLS: %s", name, last_error);
		return NULL;
	}
	tls = calloc(1, sizeof(*tls));
	if (tls) {
		tls->ssl = SSL_new(ctx);
	}
	SSL_CTX_free(ctx); /* the session holds its own reference */
	if (!tls || !tls->ssl) {
		ERR_clear_error();
		free(tls);
		rl_error_set(err, RL_ERR_CONNECT, "cannot connect to %s with TLS: out of memory", name);
		return NULL;
	}
	bool ip = is_ip_address(peer);
	bool set_up = SSL_set_fd(tls->ssl, fd) == 1 && (ip || SSL_set_tlsext_host_name(tls->ssl, peer) == 1);
	if (set_up && s->verify) {
		/* a name check that cannot be set up fails the connect: without it
		 * any certificate of a trusted authority would do */
		SSL_set_hostflags(tls->ssl, X509_CHECK_FLAG_NO_PARTIAL_WILDCARDS);
		set_up = ip ? X509_VERIFY_PARAM_set1_ip_asc(SSL_get0_param(tls->ssl), peer) == 1
			: SSL_set1_host(tls->ssl, peer) == 1;
	}
	if (!set_up) {
		record_ssl_error("cannot set up the TLS session");
		rl_error_set(err, RL_ERR_CONNECT, "cannot connect to %s: %s (the name \"%s\")", name, last_error, peer);
		SSL_free(tls->ssl);
		free(tls);
		return NULL;
	}
	sigpipe_guard guard;
	sigpipe_block(&guard);
	for (;;) {
		ERR_clear_error();
		errno = 0;
		int done = SSL_connect(tls->ssl);
		if (done == 1) {
			sigpipe_restore(&guard, false);
			return tls;
		}
		int ssl_error = SSL_get_error(tls->ssl, done);
		if (ssl_error == SSL_ERROR_WANT_READ || ssl_error == SSL_ERROR_WANT_WRITE) {
			int ready = wait_for(fd, ssl_error, deadline_us);
			if (ready > 0) {
				continue;
			}
			if (ready == 0) {
				rl_error_set(err, RL_ERR_CONNECT, "cannot connect to %s: no TLS handshake within the connect_timeout", name);
			} else {
				rl_error_set(err, RL_ERR_CONNECT, "cannot connect to %s: TLS handshake: %s", name, strerror(errno));
			}
			break;
		}
		long verified = s->verify ? SSL_get_verify_result(tls->ssl) : X509_V_OK;
		if (verified != X509_V_OK) {
			ERR_clear_error();
			rl_error_set(err, RL_ERR_CONNECT, "cannot connect to %s with TLS: the server's certificate was refused: %s "
				"(tls_verify=0 turns the check off)", name, X509_verify_cert_error_string(verified));
		} else {
			record_ssl_error(ssl_error == SSL_ERROR_SYSCALL ? "the connection closed during the TLS handshake"
				: "TLS handshake failed");
			rl_error_set(err, RL_ERR_CONNECT, "cannot connect to %s: %s", name, last_error);
		}
		break;
	}
	sigpipe_restore(&guard, true); /* a SIGPIPE this failed handshake raised is taken back */
	SSL_free(tls->ssl);
	free(tls);
	return NULL;
}

void rl_tls_free(rl_tls *tls, bool own)
{
	if (own && !tls->broken) {
		/* best effort, never waited for: the socket is non-blocking */
		sigpipe_guard guard;
		sigpipe_block(&guard);
		errno = 0;
		SSL_shutdown(tls->ssl);
		sigpipe_restore(&guard, errno == EPIPE);
	}
	ERR_clear_error();
	SSL_free(tls->ssl);
	free(tls);
}

int rl_tls_send_all(rl_tls *tls, int fd, const char *buf, size_t len, int64_t deadline_us)
{
	sigpipe_guard guard;
	int failed = 0;

	sigpipe_block(&guard);
	while (len > 0 && !failed) {
		ERR_clear_error();
		errno = 0;
		/* after a WANT_* the same buffer and length are written again, as
		 * OpenSSL requires */
		int sent = SSL_write(tls->ssl, buf, io_size(len));
		if (sent > 0) {
			buf += sent;
			len -= (size_t) sent;
			continue;
		}
		int ssl_error = SSL_get_error(tls->ssl, sent);
		if (ssl_error == SSL_ERROR_WANT_READ || ssl_error == SSL_ERROR_WANT_WRITE
				|| (ssl_error == SSL_ERROR_SYSCALL && (errno == EINTR || errno == EAGAIN))) {
			int ready = wait_for(fd, ssl_error, deadline_us);
			failed = ready > 0 ? 0 : ready == 0 ? ETIMEDOUT : errno;
		} else if (ssl_error == SSL_ERROR_SYSCALL && errno != 0) {
			failed = errno;
			tls->broken = true;
			ERR_clear_error();
		} else {
			record_ssl_error("TLS write failed");
			tls->broken = true;
			failed = EPROTO;
		}
	}
	sigpipe_restore(&guard, failed == EPIPE);
	return failed;
}

ssize_t rl_tls_recv(rl_tls *tls, int fd, char *buf, size_t cap, int64_t deadline_us)
{
	for (;;) {
		ERR_clear_error();
		errno = 0;
		int got = SSL_read(tls->ssl, buf, io_size(cap));
		if (got > 0) {
			return got;
		}
		int ssl_error = SSL_get_error(tls->ssl, got);
		if (ssl_error == SSL_ERROR_ZERO_RETURN) {
			return 0;
		}
		if (ssl_error == SSL_ERROR_WANT_READ || ssl_error == SSL_ERROR_WANT_WRITE
				|| (ssl_error == SSL_ERROR_SYSCALL && (errno == EINTR || errno == EAGAIN))) {
			int ready = wait_for(fd, ssl_error, deadline_us);
			if (ready == 0) {
				return -2;
			}
			if (ready < 0) {
				tls->broken = true;
				return -1;
			}
			continue;
		}
		tls->broken = true;
		if (ssl_error == SSL_ERROR_SYSCALL) {
			ERR_clear_error();
			return errno == 0 ? 0 : -1; /* 0: closed without close_notify */
		}
		record_ssl_error("TLS read failed");
		errno = EPROTO;
		return -1;
	}
}

bool rl_tls_buffered(rl_tls *tls)
{
	return SSL_has_pending(tls->ssl) == 1;
}

bool rl_tls_idle_usable(rl_tls *tls)
{
	char byte;

	ERR_clear_error();
	int got = SSL_read(tls->ssl, &byte, 1);
	int ssl_error = got > 0 ? SSL_ERROR_NONE : SSL_get_error(tls->ssl, got);
	ERR_clear_error();
	/* only TLS records that carry no data (a session ticket) were there */
	return got <= 0 && ssl_error == SSL_ERROR_WANT_READ;
}

#endif /* HAVE_REDISLOCK_TLS */
