-- lock_acquire: takes the lock if it is free; else, for a caller that will
-- wait, keeps it among the waiters.
--
-- KEYS[1] the lock key (then, declared and not read, the waiters' sets
-- when the caller joins them and the counter with fencing); ARGV[1] the
-- waiters' set, ARGV[2] the alive set, ARGV[3] the caller's wake list
-- ("<waiters>:<token>"), ARGV[4] the fencing counter ("" without fencing),
-- ARGV[5] the token, ARGV[6] the lifetime in ms, ARGV[7] how long the
-- caller will wait if the lock is taken, in ms ("0": it will not, or no
-- longer), ARGV[8] its mode ("h", "f" or "w"), ARGV[9] "1" if an earlier
-- attempt of the call may have joined the waiters or taken the lock (its
-- reply lost), else "0" (there is nothing to leave).
--
-- A lock that already holds the token is this caller's: an earlier attempt
-- whose reply was lost, or a hand-over; it counts as taken, and its
-- lifetime starts again. A key of another type under the lock's name is
-- taken (as SET NX would find it). Returns {1, fencing token or 0} when
-- taken (and the caller no longer waits); otherwise {0, the lock's
-- remaining lifetime in ms, -1 for none}, after clearing the caller's wake
-- list and, if ARGV[7] > 0, keeping it among the waiters (at its place,
-- alive for ARGV[7] more ms, or the lock's remaining lifetime plus 101 ms
-- when that is shorter), else removing it. A key of another type under the
-- name of a waiters' set is replaced, as the SET of the waiting marker of
-- earlier versions did; a set the node cannot write (a slot migration) is
-- not joined: the caller polls.
local waiters_key, alive_key, wake_key, fence_key = ARGV[1], ARGV[2], ARGV[3], ARGV[4]
local token, ttl, wait, mode, joined = ARGV[5], ARGV[6], tonumber(ARGV[7]), ARGV[8], ARGV[9]
-- #include "lib/next_fence.lua"
-- #include "lib/waiter_join.lua"
local member = mode .. token .. ttl
local function taken()
  local fence = 0
  -- the token first: if its counter fails (a key of another kind), the
  -- script stops before it has written the lock
  if fence_key ~= '' then fence = next_fence(fence_key) end
  redis.call('SET', KEYS[1], token, 'PX', ttl)
  waiter_leave(member, joined, wake_key)
  return {1, fence}
end
local current = redis.pcall('GET', KEYS[1])
if current == token or not current then return taken() end
if wait <= 0 then
  waiter_leave(member, joined, wake_key)
  return {0, redis.call('PTTL', KEYS[1])}
end
local now = now_ms()
redis.pcall('DEL', wake_key)
local lifetime = redis.call('PTTL', KEYS[1])
-- the caller blocks no longer than the lock lives (it wakes 1 ms after it
-- expires, then asks again)
waiter_join(member, now, wait, lifetime)
return {0, lifetime}
