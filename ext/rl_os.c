/*
 * The monotonic clock and the fork generation.
 */
#ifndef _GNU_SOURCE
# define _GNU_SOURCE 1 /* strerror_r() returning char * on glibc */
#endif
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "rl_os.h"

/* Changed by the fork handler in every child; see rl_fork_generation(). */
static uint32_t fork_generation;

static void fork_child_handler(void)
{
	fork_generation++;
}

void rl_os_startup(void)
{
	/* glibc removes the handler itself when this library is unloaded */
	pthread_atfork(NULL, NULL, fork_child_handler);
}

uint32_t rl_fork_generation(void)
{
	return fork_generation;
}

void rl_sleep_us(int64_t us)
{
	if (us > 0) {
		struct timespec ts = {.tv_sec = (time_t) (us / 1000000), .tv_nsec = (long) (us % 1000000) * 1000};
		nanosleep(&ts, NULL);
	}
}

int64_t rl_monotonic_us(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t) ts.tv_sec * 1000000 + ts.tv_nsec / 1000;
}

const char *rl_os_strerror(int error, char *buf, size_t size)
{
#if defined(__GLIBC__)
	const char *text = strerror_r(error, buf, size);

	if (text != buf) {
		snprintf(buf, size, "%s", text);
	}
#else
	if (strerror_r(error, buf, size) != 0) {
		snprintf(buf, size, "error %d", error);
	}
#endif
	return buf;
}
