-- #include "lib/effects.lua"
-- The server's clock in ms: the unit of the scores of a lock's or a
-- semaphore's waiters and of a semaphore's permits.
local function now_ms()
  local t = redis.call('TIME')
  return tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
end
