-- semaphore_extend: sets the lifetime of the caller's permits (all of its
-- weight).
--
-- The layout of lock_extend: KEYS[1] the semaphore key; ARGV[1] the
-- waiters' set, ARGV[2] the alive set (not read), ARGV[3] the holder's
-- token, ARGV[4] the lifetime in ms. Returns 1, or 0 when the token holds
-- no permit that has not expired.
local token, ttl = ARGV[3], tonumber(ARGV[4])
-- #include "lib/permits.lua"
local now = now_ms()
local held = permits_held(now)
if not held or not redis.call('ZSCORE', KEYS[1], token) then return 0 end
permit_set(token, now, ttl, permit_weight(token))
return 1
