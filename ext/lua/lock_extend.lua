-- lock_extend: sets the lifetime of the lock if it holds the caller's
-- token.
--
-- KEYS[1] the lock key; ARGV[1] the waiters' set, ARGV[2] the alive set,
-- ARGV[3] the holder's token, ARGV[4] the lifetime in ms.
--
-- A shorter lifetime than the lock had is news to every waiter: each
-- blocks for at most the lifetime it saw when it last asked, which may be
-- long. So each waiter still alive is woken ("w") to ask again and learn
-- the new lifetime, and its alive time is cut to what joining now would
-- give it (the new lifetime plus 101 ms, lib/waiter_join.lua), so that one
-- that died while waiting is not handed the lock after that. Waiters found
-- dead leave. At most the first 1,000 are woken; those behind learn the
-- lifetime at their next attempt. Returns 1, or 0 when the lock does not
-- hold the token.
local waiters_key, alive_key, token, ttl = ARGV[1], ARGV[2], ARGV[3], tonumber(ARGV[4])
-- #include "lib/waiters.lua"
local function wake_all()
  local members = redis.pcall('ZRANGE', waiters_key, 0, 999)
  if type(members) ~= 'table' or not members[1] then return end
  local now = now_ms()
  local alive_until = now + ttl + 101
  for _, member in ipairs(members) do
    local alive = tonumber(redis.pcall('ZSCORE', alive_key, member))
    if not alive or alive < now then
      drop(member)
    else
      if alive > alive_until then redis.pcall('ZADD', alive_key, 'XX', alive_until, member) end
      local wake = waiters_key .. ':' .. member:sub(2, #token + 1)
      redis.pcall('DEL', wake)
      redis.pcall('RPUSH', wake, 'w')
      redis.pcall('PEXPIRE', wake, 1000)
    end
  end
end
if redis.pcall('GET', KEYS[1]) ~= token then return 0 end
local before = redis.call('PTTL', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ttl)
if before < 0 or ttl < before then wake_all() end
return 1
