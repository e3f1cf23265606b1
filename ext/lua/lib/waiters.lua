-- #include "lib/effects.lua"
-- What the scripts that keep a lock's waiters share (the locals waiters_key
-- and alive_key, bound before this): the server's clock in ms, the unit of
-- both sets' scores, and removing a member from both sets (with pcall: a
-- set of another kind holds no waiter; a set a migrating slot has moved
-- away answers with an error).
local function now_ms()
  local t = redis.call('TIME')
  return tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
end
local function drop(member)
  redis.pcall('ZREM', waiters_key, member)
  redis.pcall('ZREM', alive_key, member)
end
