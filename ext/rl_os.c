/*
 * The monotonic clock and the fork generation.
 */
#include <pthread.h>
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
