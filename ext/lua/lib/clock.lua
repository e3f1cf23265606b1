-- #include "lib/effects.lua"
-- The server's clock as Unix seconds with microseconds, the unit the
-- original class used for scores (microtime(true)).
local function server_now()
  local t = redis.call('TIME')
  return tonumber(t[1]) + tonumber(t[2]) / 1000000
end
