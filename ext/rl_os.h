/*
 * What redislock needs from the operating system besides sockets: a clock
 * that never jumps, and a way for state made before a fork() to know that
 * it now lives in another process.
 */
#ifndef RL_OS_H
#define RL_OS_H

#include <stddef.h>
#include <stdint.h>

/* Microseconds on a clock that never jumps (deadlines are measured on it,
 * never on the wall clock). */
int64_t rl_monotonic_us(void);

/* Sleeps us microseconds (nothing for us <= 0); a signal may end it early,
 * so callers that need the whole pause check the clock again. */
void rl_sleep_us(int64_t us);

/* The text of errno value error, in buf of size bytes, which it returns
 * (thread-safe, unlike strerror()). */
const char *rl_os_strerror(int error, char *buf, size_t size);

/* Registers the fork handler behind rl_fork_generation(); from MINIT. */
void rl_os_startup(void);

/* A number that changes in a child process after every fork() and never
 * otherwise: state made before a fork (a connection, buffered random
 * bytes) compares it to know it belongs to another process. Costs no
 * system call, unlike getpid(). */
uint32_t rl_fork_generation(void);

#endif /* RL_OS_H */
