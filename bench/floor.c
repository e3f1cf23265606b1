/*
 * The floor for one uncontended RedisLock::lock() + unlock() cycle: the
 * same two commands the extension sends (SET key token NX PX ms, then
 * EVALSHA of the release script with the lock key, declared, then its
 * waiters' two sets and its fencing counter as arguments), issued from C
 * on bare hiredis with nothing else in between.
 * bench/run builds it and reads the script's SHA-1 off the wire (MONITOR)
 * so that both send byte for byte the same. Both commands are formatted
 * once; a cycle only writes its token into them, so that the client does
 * the least work hiredis allows: append, write, read and free the reply.
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

/* A command in the Redis protocol, and where its token argument starts. */
typedef struct command {
	char *text;
	int len;
	char *token;
} command;

/* Formats argv once; token_arg is the index of the token argument, whose
 * value is then overwritten in place by each cycle. */
static command command_format(int argc, const char **argv, const size_t *lens, int token_arg)
{
	command cmd;

	cmd.len = redisFormatCommandArgv(&cmd.text, argc, argv, lens);
	/* the token is the only argument of its length holding this text */
	cmd.token = cmd.len > 0 ? strstr(cmd.text, argv[token_arg]) : NULL;
	if (!cmd.token) {
		fprintf(stderr, "floor: cannot format %s\n", argv[0]);
		exit(1);
	}
	return cmd;
}

/* Sends one formatted command and checks its reply's type; exits on
 * anything else. */
static void call(redisContext *ctx, int type, const command *cmd)
{
	redisReply *reply = NULL;

	if (redisAppendFormattedCommand(ctx, cmd->text, (size_t) cmd->len) != REDIS_OK
			|| redisGetReply(ctx, (void **) &reply) != REDIS_OK || !reply || reply->type != type) {
		fprintf(stderr, "floor: unexpected reply: %s\n",
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
	char waiters[512], alive[512], fence[512], token[33];
	snprintf(waiters, sizeof(waiters), "{%s}:waiters", key);
	snprintf(alive, sizeof(alive), "{%s}:alive", key);
	snprintf(fence, sizeof(fence), "{%s}:fence", key);

	redisContext *ctx = redisConnect(argv[1], atoi(argv[2]));
	if (!ctx || ctx->err) {
		fprintf(stderr, "floor: cannot connect: %s\n", ctx ? ctx->errstr : "out of memory");
		return 1;
	}
	/* a placeholder token, distinct from every other argument */
	memset(token, 'T', 32);
	token[32] = '\0';
	const char *set[6] = {"SET", key, token, "NX", "PX", "15000"};
	size_t set_lens[6] = {3, strlen(key), 32, 2, 2, 5};
	const char *release[8] = {"EVALSHA", argv[4], "1", key, waiters, alive, fence, token};
	size_t release_lens[8] = {7, strlen(argv[4]), 1, strlen(key), strlen(waiters), strlen(alive), strlen(fence), 32};
	command set_cmd = command_format(6, set, set_lens, 2);
	command release_cmd = command_format(8, release, release_lens, 7);

	double start = now();
	for (long i = 0; i < cycles; i++) {
		snprintf(token, sizeof(token), "%032lx", (unsigned long) i); /* distinct, like a random token */
		memcpy(set_cmd.token, token, 32);
		memcpy(release_cmd.token, token, 32);
		call(ctx, REDIS_REPLY_STATUS, &set_cmd);
		call(ctx, REDIS_REPLY_INTEGER, &release_cmd);
	}
	printf("%.6f\n", now() - start);
	redisFreeCommand(set_cmd.text);
	redisFreeCommand(release_cmd.text);
	redisFree(ctx);
	return 0;
}
