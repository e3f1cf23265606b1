-- semaphore_release: gives back the caller's permits (all of its weight).
--
-- The layout of lock_release: KEYS[1] the semaphore key; ARGV[1] the
-- waiters' set, ARGV[2] the alive set, ARGV[3] "" (no fencing), ARGV[4]
-- the holder's token.
--
-- Only if the token holds a permit that has not expired: its permits are
-- freed and the waiters, if any, are served (lib/permits_serve.lua).
-- Returns 1 when released; 0 when the token holds none (an expired one
-- is dropped; the token then leaves the waiters, if it is among them: an
-- acquire() that threw while it waited). A key of another type holds no
-- permit: 0.
local waiters_key, alive_key, token = ARGV[1], ARGV[2], ARGV[4]
-- #include "lib/clock_ms.lua"
local now = now_ms()
local expiry = redis.pcall('ZSCORE', KEYS[1], token)
local held = type(expiry) == 'string' and tonumber(expiry) > now
-- the token's permits leave: "<token>/2" and on while there is one
-- (lib/permits.lua), then the token itself, last, so that the key, which
-- may go with it, is never asked for once gone (while a Cluster slot
-- migrates, the old node answers a missing key with an error)
local function permits_remove()
  local i = 2
  while redis.call('ZREM', KEYS[1], token .. '/' .. i) == 1 do i = i + 1 end
  redis.call('ZREM', KEYS[1], token)
end
-- the common case first, before the pieces the others need are defined
-- (each run defines them anew): a permit released, no waiter (the
-- waiters' set is not declared: read with pcall, as every script reads it)
if held then
  permits_remove()
  if redis.pcall('EXISTS', waiters_key) == 0 then return 1 end
end
-- #include "lib/permits_serve.lua"
-- #include "lib/waiter_leave_token.lua"
if held then
  permits_serve(permits_held(now), now, nil)
  return 1
end
if type(expiry) == 'string' then permits_remove() end
waiter_leave_token(token)
return 0
