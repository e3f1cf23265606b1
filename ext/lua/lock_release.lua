-- lock_release: releases the lock if it holds the caller's token.
--
-- KEYS[1] the lock key (with fencing, KEYS[2] the counter: declared, not
-- read); ARGV[1] the waiters' set, ARGV[2] the alive set, ARGV[3] the
-- fencing counter, ARGV[4] the holder's token.
--
-- Only if the lock holds the token: gives it to the first waiter still
-- alive (dropping those found dead before it; a waiter of mode "w" is
-- woken to take it itself, and one of mode "m", a lockMany(), is woken
-- and passed over), or deletes it when there is none (or after 100 "m"
-- waiters: those behind find it free at their next look). Returns 1 when released, 0 when the lock is gone or someone
-- else's (the token then leaves the waiters, if it is among them: a lock()
-- that threw while it waited).
local waiters_key, alive_key, fence_key, token = ARGV[1], ARGV[2], ARGV[3], ARGV[4]
-- #include "lib/next_fence.lua"
-- #include "lib/first_alive.lua"
-- #include "lib/waiter_leave_token.lua"
local n = #token
-- the lock key is read with pcall: a key that someone overwrote with
-- another type holds no token of ours ("not held", not an error that
-- would come back on every later call)
if redis.pcall('GET', KEYS[1]) ~= token then
  -- the token of a lock() that threw while it waited (recorded for
  -- unlock() to settle) may still be among the waiters: it leaves, or a
  -- later release would hand the lock to a token nobody holds
  waiter_leave_token(token)
  return 0
end
local function hand_over()
  local member, alive, now = first_alive()
  if not member then return false end
  local mode, next_token = member:sub(1, 1), member:sub(2, n + 1)
  -- a lockMany() call ("m") is woken to ask for all its names again, and
  -- leaves; the lock goes on to the next waiter (at most 100 such a call)
  local woken = 0
  while mode == 'm' and woken < 100 do
    drop(member)
    local wake = waiters_key .. ':' .. next_token
    redis.pcall('RPUSH', wake, 'w')
    redis.pcall('PEXPIRE', wake, alive - now + 1000)
    woken = woken + 1
    member, alive, now = first_alive()
    if not member then return false end
    mode, next_token = member:sub(1, 1), member:sub(2, n + 1)
  end
  if mode == 'm' then return false end
  -- the fencing token first: if its counter fails (a key of another kind),
  -- the script stops before it has written the lock
  local fence = 0
  if mode == 'f' then fence = next_fence(fence_key) end
  drop(member)
  if mode ~= 'w' then
    redis.call('SET', KEYS[1], next_token, 'PX', member:sub(n + 2))
  end
  -- during a slot migration Redis may refuse the waiter's list: the waiter
  -- then finds the lock at its next attempt instead
  local wake = waiters_key .. ':' .. next_token
  redis.pcall('RPUSH', wake, mode == 'w' and 'w' or 'h' .. string.format('%.0f', fence))
  redis.pcall('PEXPIRE', wake, alive - now + 1000)
  return mode ~= 'w'
end
if not hand_over() then redis.call('DEL', KEYS[1]) end
return 1
