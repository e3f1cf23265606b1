-- lock_adopt: tells whether the lock holds a token, for adopt() (a lock
-- handed over from another process).
--
-- KEYS[1] the lock key, KEYS[2] its fencing counter (declared, used only
-- with ARGV[2] = "1"); ARGV[1] the token, ARGV[2] "1" for the fencing
-- token, ARGV[3] the shortest lifetime in ms the lock is to have left (its
-- lifetime is raised to it if shorter; "0": none).
--
-- Returns {the lock's remaining lifetime in ms (PTTL: -1 for none), the
-- fencing token or 0} if it holds the token, else {-3, 0}. While a lock
-- taken with fencing holds its token no acquisition moves the counter, so
-- the counter is that lock's fencing token. A counter that was lost
-- (evicted, a restart without persistence, a failover) is issued anew as
-- an acquisition would (lib/next_fence.lua: at least the server's clock in
-- microseconds, so above every token before it), and that is the lock's
-- token from then on; a counter of another kind stops the script before
-- it writes anything. A second run answers as the first: it may be run
-- again after a lost reply.
-- #include "lib/next_fence.lua"
if redis.pcall('GET', KEYS[1]) ~= ARGV[1] then return {-3, 0} end
local fence = 0
if ARGV[2] == '1' then
  fence = tonumber(redis.pcall('GET', KEYS[2])) or next_fence(KEYS[2])
end
local ttl, least = redis.call('PTTL', KEYS[1]), tonumber(ARGV[3])
if ttl >= 0 and ttl < least then
  redis.call('PEXPIRE', KEYS[1], least)
  ttl = least
end
return {ttl, fence}
