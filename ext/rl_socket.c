/*
 * Connecting, waiting and sending within deadlines.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#ifndef MSG_NOSIGNAL
# define MSG_NOSIGNAL 0 /* then SO_NOSIGPIPE, where it exists, does the job */
#endif

#include "php.h"

#include "rl_os.h"
#include "rl_socket.h"

int64_t rl_deadline_after(double seconds)
{
	return seconds > 0 ? rl_monotonic_us() + (int64_t) (seconds * 1e6) : 0;
}

volatile sig_atomic_t *rl_socket_stop;

int rl_socket_wait(int fd, short events, int64_t deadline_us)
{
	for (;;) {
		int timeout_ms = -1;

		if (rl_socket_stop && *rl_socket_stop) {
			errno = ECANCELED; /* not EINTR, which a reader takes again */
			return -1;
		}

		if (deadline_us) {
			int64_t left = deadline_us - rl_monotonic_us();
			/* past the deadline, one look without waiting: a reply that
			 * arrived while this process was not running (a loaded
			 * machine) is taken, not thrown away as a timeout */
			timeout_ms = left <= 0 ? 0 : (int) MIN((left + 999) / 1000, INT_MAX); /* never early */
		}
		struct pollfd pfd = {.fd = fd, .events = events};
		int ready = poll(&pfd, 1, timeout_ms);

		if (ready > 0) {
			return 1;
		}
		if (ready < 0 && errno != EINTR) {
			return -1;
		}
		if (ready == 0 && timeout_ms == 0) {
			return 0;
		}
	}
}

int rl_socket_connect(const struct sockaddr *addr, socklen_t addr_len, int64_t deadline_us, int *error)
{
	int fd = socket(addr->sa_family, SOCK_STREAM, 0);

	if (fd < 0) {
		*error = errno;
		return -1;
	}
	if (fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) < 0 || fcntl(fd, F_SETFD, FD_CLOEXEC) < 0) {
		*error = errno;
		close(fd);
		return -1;
	}
#ifdef SO_NOSIGPIPE
	/* where send() has no MSG_NOSIGNAL: a peer that closed must not raise
	 * SIGPIPE, which would end the PHP process */
	int on = 1;
	setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &on, sizeof(on));
#endif
	while (connect(fd, addr, addr_len) != 0) {
		if (errno == EINPROGRESS || errno == EINTR) {
			/* the connect goes on by itself (after EINTR too): wait for it */
			int ready = rl_socket_wait(fd, POLLOUT, deadline_us);
			int so_error = 0;
			socklen_t len = sizeof(so_error);

			if (ready <= 0) {
				*error = ready == 0 ? ETIMEDOUT : errno;
			} else if (getsockopt(fd, SOL_SOCKET, SO_ERROR, &so_error, &len) < 0) {
				*error = errno;
			} else if (so_error != 0) {
				*error = so_error;
			} else {
				return fd;
			}
			close(fd);
			return -1;
		}
		if (errno == EAGAIN && addr->sa_family == AF_UNIX && rl_monotonic_us() < deadline_us) {
			rl_sleep_us(1000); /* a Unix socket's backlog is full: try again soon */
			continue;
		}
		*error = errno == EAGAIN ? ETIMEDOUT : errno;
		close(fd);
		return -1;
	}
	return fd;
}

int rl_socket_send_all(int fd, const char *buf, size_t len, int64_t deadline_us)
{
	while (len > 0) {
		/* a peer that closed fails with EPIPE instead of raising SIGPIPE */
		ssize_t sent = send(fd, buf, len, MSG_NOSIGNAL | MSG_DONTWAIT);

		if (sent > 0) {
			buf += sent;
			len -= (size_t) sent;
		} else if (sent < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
			int ready = rl_socket_wait(fd, POLLOUT, deadline_us);
			if (ready <= 0) {
				return ready == 0 ? ETIMEDOUT : errno;
			}
		} else if (sent < 0 && errno != EINTR) {
			return errno;
		}
	}
	return 0;
}
