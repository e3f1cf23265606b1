-- lock_acquire_many: takes several locks, all or none (lockMany()): the
-- names of one Cluster slot, or all of them where there are no slots.
--
-- KEYS: each lock key, then (declared, not read) with fencing each
-- fencing counter, and when the caller joins the waiters each lock's two
-- waiters' sets. ARGV[1] the number of locks n, then for lock i the four
-- ARGV[4i-2 .. 4i+1]: its waiters' set, its alive set, its fencing counter
-- ("" without fencing) and the caller's token for it; then ARGV[4n+2] the
-- lifetime in ms, ARGV[4n+3] how long the caller will wait if a lock is
-- taken, in ms ("0": it will not, or no longer), ARGV[4n+4] "1" if an
-- earlier attempt of the call may have joined some lock's waiters.
--
-- A lock that already holds the caller's token for it is the caller's (an
-- earlier attempt whose reply was lost). If every lock is free or the
-- caller's, all are set (each with its fencing token) and the caller
-- leaves every waiters' set: returns {1, fencing token or 0 for each}.
-- Otherwise nothing is taken: returns {0, i, the remaining lifetime in ms
-- of lock i (-1: none)} for the first lock i held by another, after the
-- caller joins the waiters of lock i (ARGV[4n+3] > 0) in mode "m" and
-- leaves the others'. A release wakes an "m" waiter (it asks for all its
-- names again) and hands the lock to the next waiter, if any
-- (lock_release.lua): a cart never keeps a lock from a lock() behind it.
local n = tonumber(ARGV[1])
local ttl, wait, joined = ARGV[4 * n + 2], tonumber(ARGV[4 * n + 3]), ARGV[4 * n + 4]
-- the sets of the lock being worked on: the functions of lib/waiters.lua
-- (drop()) and lib/waiter_join.lua read them
local waiters_key, alive_key
-- #include "lib/next_fence.lua"
-- #include "lib/waiter_join.lua"
local function lock_of(i)
  local at = 4 * i - 2
  waiters_key, alive_key = ARGV[at], ARGV[at + 1]
  local token = ARGV[at + 3]
  return KEYS[i], ARGV[at + 2], token, 'm' .. token .. ttl, waiters_key .. ':' .. token
end
local refused = nil
for i = 1, n do
  local current = redis.pcall('GET', KEYS[i])
  if current and current ~= ARGV[4 * i + 1] then
    refused = i
    break
  end
end
if not refused then
  -- the fencing tokens first: if a counter fails (a key of another
  -- kind), the script stops before it has written a lock
  local result = {1}
  for i = 1, n do
    local _, fence_key = lock_of(i)
    result[i + 1] = 0
    if fence_key ~= '' then result[i + 1] = next_fence(fence_key) end
  end
  for i = 1, n do
    local key, _, token, member, wake = lock_of(i)
    redis.call('SET', key, token, 'PX', ttl)
    waiter_leave(member, joined, wake)
  end
  return result
end
for i = 1, n do
  if i ~= refused then
    local _, _, _, member, wake = lock_of(i)
    waiter_leave(member, joined, wake)
  end
end
local key, _, _, member, wake = lock_of(refused)
local lifetime = redis.call('PTTL', key)
if wait <= 0 then
  waiter_leave(member, joined, wake)
else
  redis.pcall('DEL', wake)
  waiter_join(member, now_ms(), wait, lifetime)
end
return {0, refused, lifetime}
