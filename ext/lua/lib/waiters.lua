-- #include "lib/clock_ms.lua"
-- What the scripts that keep the waiters of a lock or a semaphore share
-- (the locals waiters_key and alive_key, bound before this): removing a
-- member from both sets (with pcall: a set of another kind holds no
-- waiter; a set a migrating slot has moved away answers with an error).
local function drop(member)
  redis.pcall('ZREM', waiters_key, member)
  redis.pcall('ZREM', alive_key, member)
end
