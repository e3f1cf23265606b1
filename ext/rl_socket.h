/*
 * Bytes on a socket within a deadline: connecting, waiting for it to be
 * ready, sending. Every wait is a poll() with the time left until a
 * deadline on the monotonic clock, taken again after a signal, so a signal
 * neither cuts a wait short nor extends it. Knows nothing of Redis.
 */
#ifndef RL_SOCKET_H
#define RL_SOCKET_H

#include <signal.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/socket.h>

/* NULL, or a flag that a signal handler sets to end a wait at once: while
 * it is set, rl_socket_wait() fails with ECANCELED (before waiting, and
 * when a signal interrupts the wait), so the connection waiting is closed rather
 * than left owing a reply. Set only around a wait that may end early
 * (work()'s idle wait), never around a round trip. */
extern volatile sig_atomic_t *rl_socket_stop;

/* The deadline seconds from now (rl_monotonic_us() time), or 0 (none) for
 * seconds <= 0. */
int64_t rl_deadline_after(double seconds);

/* Waits until fd is ready for events, or until deadline_us passes (0: no
 * deadline); past the deadline it still looks once, without waiting.
 * Returns 1 when ready (an error or hang-up included: the next send or
 * recv reports it), 0 when the deadline passed, -1 with errno on failure. */
int rl_socket_wait(int fd, short events, int64_t deadline_us);

/* Connects a new non-blocking, close-on-exec socket to addr by deadline_us.
 * Returns the descriptor, or -1 with *error set to the errno (ETIMEDOUT
 * once the deadline passed). A peer that closes never raises SIGPIPE. */
int rl_socket_connect(const struct sockaddr *addr, socklen_t addr_len, int64_t deadline_us, int *error);

/* Writes len bytes of buf on fd by deadline_us, going on after partial
 * writes and signals. Returns 0, or the errno of the failure (ETIMEDOUT:
 * the deadline passed); part of buf may have been sent then. */
int rl_socket_send_all(int fd, const char *buf, size_t len, int64_t deadline_us);

#endif /* RL_SOCKET_H */
