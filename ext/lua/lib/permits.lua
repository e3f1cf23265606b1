-- #include "lib/clock_ms.lua"
-- A semaphore's permits: its key (KEYS[1]) is a sorted set of its
-- holders' tokens, each scored with when its permit expires (ms of the
-- server's clock), and lives as long as its longest-lived permit.
--
-- Drops the permits that expired by now; returns how many are held, or
-- nil when the key holds another type (no permit is held there).
local function permits_held(now)
  local dropped = redis.pcall('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
  if type(dropped) ~= 'number' then return nil end
  return redis.call('ZCARD', KEYS[1])
end
-- Gives token a permit until now + ttl ms, or moves its expiry there;
-- held is how many permits were held before (0: the key is new).
local function permit_set(token, now, ttl, held)
  redis.call('ZADD', KEYS[1], now + ttl, token)
  if held == 0 or redis.call('PTTL', KEYS[1]) < ttl then redis.call('PEXPIRE', KEYS[1], ttl) end
end
-- The ms until the first permit expires; -1 when none is held.
local function permits_first_expiry(now)
  local first = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  if not first[2] then return -1 end
  return tonumber(first[2]) - now
end
