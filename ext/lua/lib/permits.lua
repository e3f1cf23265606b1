-- #include "lib/clock_ms.lua"
-- A semaphore's permits: its key (KEYS[1]) is a sorted set with one
-- member per permit held, each scored with when it expires (ms of the
-- server's clock), and lives as long as its longest-lived permit. A
-- holder's first permit is its token; a holder of weight w (w permits
-- taken at once) also has "<token>/2" .. "<token>/<w>", with the same
-- expiry, so that its permits are counted, expire and go together. A
-- weight of w costs the server w entries: O(w) per acquisition, release
-- and extension.
--
-- Drops the permits that expired by now; returns how many are held, or
-- nil when the key holds another type (no permit is held there).
local function permits_held(now)
  local dropped = redis.pcall('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
  if type(dropped) ~= 'number' then return nil end
  return redis.call('ZCARD', KEYS[1])
end
-- How many permits token holds (its weight; 1 when it holds only its
-- first, or none): its members are "<token>/<i>" from 2 up, none missing.
local function permit_weight(token)
  local weight = 1
  while redis.call('ZSCORE', KEYS[1], token .. '/' .. (weight + 1)) do weight = weight + 1 end
  return weight
end
-- Gives token weight permits until now + ttl ms, or moves their expiry
-- there (ZADD of at most 1000 members a call). The key's lifetime is
-- written on every run (never shortened), even when neither it nor the
-- scores change (a run sent again within the ms of the one whose reply
-- was lost): a WAIT after the script then counts a write of this
-- connection, the only writes Redis 7.2 and later count for it.
local function permit_set(token, now, ttl, weight)
  local expiry = now + ttl
  local args = {expiry, token}
  for i = 2, weight do
    if #args >= 2000 then
      redis.call('ZADD', KEYS[1], unpack(args))
      args = {}
    end
    args[#args + 1] = expiry
    args[#args + 1] = token .. '/' .. i
  end
  redis.call('ZADD', KEYS[1], unpack(args))
  redis.call('PEXPIRE', KEYS[1], math.max(redis.call('PTTL', KEYS[1]), ttl))
end
-- The ms until the first permit expires; -1 when none is held.
local function permits_first_expiry(now)
  local first = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  if not first[2] then return -1 end
  return tonumber(first[2]) - now
end
