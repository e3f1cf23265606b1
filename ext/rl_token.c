/*
 * Lock tokens and queue waiter ids (rl_token.h).
 */
#include "php.h"

#if PHP_VERSION_ID >= 80200
# include "ext/random/php_random.h"
#else
# include "ext/standard/php_random.h"
#endif
#include "ext/standard/md5.h"

#include "rl_globals.h"
#include "rl_os.h"
#include "rl_token.h"

zend_result rl_token_new(char out[RL_TOKEN_LEN + 1])
{
	unsigned char *pool = RL_G(token_pool);

	if (RL_G(token_pool_left) < RL_TOKEN_BYTES || RL_G(token_pool_generation) != rl_fork_generation()) {
		if (php_random_bytes_throw(pool, sizeof(RL_G(token_pool))) == FAILURE) {
			RL_G(token_pool_left) = 0;
			return FAILURE;
		}
		RL_G(token_pool_left) = sizeof(RL_G(token_pool));
		RL_G(token_pool_generation) = rl_fork_generation();
	}
	RL_G(token_pool_left) -= RL_TOKEN_BYTES;
	unsigned char *raw = pool + RL_G(token_pool_left);
	make_digest_ex(out, raw, RL_TOKEN_BYTES);
	ZEND_SECURE_ZERO(raw, RL_TOKEN_BYTES); /* handed out once */
	return SUCCESS;
}
