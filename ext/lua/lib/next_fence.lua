-- #include "lib/effects.lua"
-- The next fencing token of counter key: the counter plus one, but never
-- less than the server's clock in microseconds, so that tokens never go
-- back, even after the counter key was lost (evicted, a restart without
-- persistence, a failover).
local function next_fence(key)
  local t = redis.call('TIME')
  local floor = tonumber(t[1]) * 1000000 + tonumber(t[2])
  local token = redis.call('INCR', key)
  if token < floor then
    redis.call('SET', key, string.format('%.0f', floor))
    token = floor
  end
  return token
end
