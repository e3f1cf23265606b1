-- lock_extend: sets the lifetime of the lock if it holds the caller's
-- token.
--
-- KEYS[1] the lock key; ARGV[1] the waiters' set, ARGV[2] the alive set,
-- ARGV[3] the holder's token, ARGV[4] the lifetime in ms.
--
-- A shorter lifetime than the lock had wakes the first waiter still alive
-- ("w"; those found dead before it leave, as at a release), which waits
-- again for the new one. Returns 1, or 0 when the lock does not hold the
-- token.
local waiters_key, alive_key, token, ttl = ARGV[1], ARGV[2], ARGV[3], ARGV[4]
-- #include "lib/first_alive.lua"
if redis.pcall('GET', KEYS[1]) ~= token then return 0 end
local before = redis.call('PTTL', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ttl)
if tonumber(ttl) < before then
  local member = first_alive()
  if member then
    local wake = waiters_key .. ':' .. member:sub(2, #token + 1)
    redis.pcall('DEL', wake)
    redis.pcall('RPUSH', wake, 'w')
    redis.pcall('PEXPIRE', wake, 1000)
  end
end
return 1
