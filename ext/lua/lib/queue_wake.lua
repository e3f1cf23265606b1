-- #include "lib/queue_keys.lua"
-- Waking the waiters of a queue (see queue_take.lua). The waiters that no
-- token has been pushed for yet, registrations that ended dropped first;
-- 0 without waiters (nothing written then).
local function waiters_without_token(now)
  if redis.call('EXISTS', waiting_key) == 0 then return 0 end
  redis.call('ZREMRANGEBYSCORE', waiting_key, '-inf', string.format('%.17g', now * 1000))
  return redis.call('ZCARD', waiting_key) - redis.call('LLEN', wake_key)
end
-- Wakes n waiters, at most the waiters without a token: one token each,
-- so that one task wakes one waiter, not a herd.
local function wake(n, waiters)
  n = math.min(n, waiters)
  if n <= 0 then return end
  local tokens = {}
  for i = 1, n do tokens[i] = '1' end
  redis.call('RPUSH', wake_key, unpack(tokens))
  redis.call('PEXPIRE', wake_key, 2000)
end
