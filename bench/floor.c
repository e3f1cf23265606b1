/*
 * The floor for one uncontended RedisLock::lock() + unlock() cycle: the
 * same two commands the extension sends (SET key token NX PX ms, then
 * EVALSHA of the release script with the lock key, waiting marker and wake
 * list), issued from C on bare hiredis with nothing else in between.
 * bench/run builds it and reads the script's SHA-1 off the wire (MONITOR)
 * so that both send byte for byte the same.
 *
 *   floor HOST PORT CYCLES SHA1 KEY
 *
 * Prints the seconds the cycles took. Exits 1 on any unexpected reply.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <hiredis/hiredis.h>

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* Sends one command and checks its reply's type; exits on anything else. */
static void call(redisContext *ctx, int type, int argc, const char **argv, const size_t *lens)
{
	redisReply *reply = redisCommandArgv(ctx, argc, argv, lens);

	if (!reply || reply->type != type) {
		fprintf(stderr, "floor: unexpected reply to %s: %s\n", argv[0],
			reply ? (reply->str ? reply->str : "(no text)") : ctx->errstr);
		exit(1);
	}
	freeReplyObject(reply);
}

int main(int argc, char **argv)
{
	if (argc != 6) {
		fprintf(stderr, "usage: floor HOST PORT CYCLES SHA1 KEY\n");
		return 2;
	}
	const char *key = argv[5];
	long cycles = atol(argv[3]);
	char waiting[512], wake[512], token[33];
	snprintf(waiting, sizeof(waiting), "{%s}:waiting", key);
	snprintf(wake, sizeof(wake), "{%s}:wake", key);

	redisContext *ctx = redisConnect(argv[1], atoi(argv[2]));
	if (!ctx || ctx->err) {
		fprintf(stderr, "floor: cannot connect: %s\n", ctx ? ctx->errstr : "out of memory");
		return 1;
	}
	const char *set[6] = {"SET", key, token, "NX", "PX", "15000"};
	size_t set_lens[6] = {3, strlen(key), 32, 2, 2, 5};
	const char *release[7] = {"EVALSHA", argv[4], "3", key, waiting, wake, token};
	size_t release_lens[7] = {7, strlen(argv[4]), 1, strlen(key), strlen(waiting), strlen(wake), 32};

	double start = now();
	for (long i = 0; i < cycles; i++) {
		snprintf(token, sizeof(token), "%032lx", (unsigned long) i); /* distinct, like a random token */
		call(ctx, REDIS_REPLY_STATUS, 6, set, set_lens);
		call(ctx, REDIS_REPLY_INTEGER, 7, release, release_lens);
	}
	printf("%.6f\n", now() - start);
	redisFree(ctx);
	return 0;
}
