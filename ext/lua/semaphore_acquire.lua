-- semaphore_acquire: takes a permit of the semaphore if one is free for
-- the caller once the waiters before it are served; else, for a caller
-- that will wait, keeps it among the waiters.
--
-- The layout of lock_acquire, plus the limit: KEYS[1] the semaphore key
-- (then, declared and not read, the waiters' sets when the caller joins
-- them); ARGV[1] the waiters' set, ARGV[2] the alive set, ARGV[3] the
-- caller's wake list ("<waiters>:<token>"), ARGV[4] "" (no fencing),
-- ARGV[5] the token, ARGV[6] the permit's lifetime in ms, ARGV[7] how long
-- the caller will wait if no permit is free, in ms ("0": it will not, or
-- no longer), ARGV[8] its mode ("h" or "w"), ARGV[9] "1" if an earlier
-- attempt of the call may have joined the waiters or taken a permit (its
-- reply lost), else "0", ARGV[10] the caller's limit, ARGV[11] its weight
-- (the permits it takes at once, all or none; 1 to ARGV[10]).
--
-- The permits that the token already holds are this caller's (an earlier
-- attempt whose reply was lost, or ones a release handed over): taken,
-- their lifetime starts again. Only a call with ARGV[9] = "1" can have
-- them, so only such a call looks. Returns {1, 0} when taken (and the
-- caller no longer waits); otherwise {0, the ms until the first permit
-- expires, -1 for none}, after joining the waiters (ARGV[7] > 0;
-- lib/waiter_join.lua) or leaving them. A waiter at the head whose weight
-- is not free blocks those after it, lighter ones too (first come, first
-- served). A key of another type under the semaphore's name is refused
-- (WRONGTYPE), nothing written.
local waiters_key, alive_key, wake_key = ARGV[1], ARGV[2], ARGV[3]
local token, ttl, wait, mode, joined = ARGV[5], tonumber(ARGV[6]), tonumber(ARGV[7]), ARGV[8], ARGV[9]
local limit, weight = tonumber(ARGV[10]), tonumber(ARGV[11])
-- #include "lib/permits.lua"
local now = now_ms()
local held = permits_held(now)
if not held then
  return redis.error_reply('WRONGTYPE ' .. KEYS[1] .. ' holds no semaphore (a key of another type)')
end
-- The common case first, before the pieces the others need are defined
-- (each run defines them anew): a first attempt, no waiter, a permit
-- free. The waiters' set is not declared: read with pcall (during a slot
-- migration the old node answers an error for a key it does not have,
-- and the long way below copes).
if joined ~= '1' and held + weight <= limit and redis.pcall('EXISTS', waiters_key) == 0 then
  permit_set(token, now, ttl, weight)
  return {1, 0}
end
-- #include "lib/waiter_join.lua"
-- #include "lib/permits_serve.lua"
local member = mode .. token .. ARGV[6] .. '/' .. ARGV[10] .. '/' .. ARGV[11]
local function taken()
  permit_set(token, now, ttl, weight)
  waiter_leave(member, joined, wake_key)
  return {1, 0}
end
if joined == '1' and redis.call('ZSCORE', KEYS[1], token) then return taken() end
local served, blocked = permits_serve(held, now, member)
if not blocked and served + weight <= limit then return taken() end
local lifetime = permits_first_expiry(now)
if wait <= 0 then
  waiter_leave(member, joined, wake_key)
  return {0, lifetime}
end
redis.pcall('DEL', wake_key)
waiter_join(member, now, wait, lifetime)
return {0, lifetime}
