-- #include "lib/permits.lua"
-- #include "lib/waiters.lua"
-- Serves a semaphore's waiters in arrival order (members: mode, token,
-- then "<lifetime ms>/<limit>/<weight>") while the first of them finds its
-- weight free, count permits being held; each waiter is held to its own
-- limit, and none passes one before it (a heavy waiter at the head blocks
-- lighter ones behind it until its whole weight is free). One in mode "h"
-- is given its permits (it leaves the waiters; its wake list gets "h0");
-- one in mode "w" (sync_replicas: it writes its permits itself, so that
-- its WAIT follows the write) is woken and keeps its place, its weight
-- counted for it until it asks. Waiters found dead leave. Stops before
-- until_member (nil: at the end), the caller asking for itself, and after
-- looking at 100 waiters. Returns the permits held or counted for woken
-- waiters, and whether a waiter before until_member is still to be served
-- (no permit is free for anyone after it).
local function permits_serve(count, now, until_member)
  local at = 0
  for _ = 1, 100 do
    local head = redis.pcall('ZRANGE', waiters_key, at, at)
    if type(head) ~= 'table' or not head[1] or head[1] == until_member then return count, false end
    local member = head[1]
    local alive = tonumber(redis.pcall('ZSCORE', alive_key, member))
    local ttl, limit, weight = member:sub(34):match('^(%d+)/(%d+)/(%d+)$')
    weight = tonumber(weight)
    if not alive or alive < now or not limit then
      drop(member)
    elseif count + weight > tonumber(limit) then
      return count, true
    else
      local token = member:sub(2, 33)
      local wake = waiters_key .. ':' .. token
      redis.pcall('DEL', wake)
      if member:sub(1, 1) == 'h' then
        permit_set(token, now, tonumber(ttl), weight)
        drop(member)
        redis.pcall('RPUSH', wake, 'h0')
        redis.pcall('PEXPIRE', wake, alive - now + 1000)
      else
        redis.pcall('RPUSH', wake, 'w')
        redis.pcall('PEXPIRE', wake, 1000)
        at = at + 1
      end
      count = count + weight
    end
  end
  return count, true
end
