-- #include "lib/waiters.lua"
-- Joining the waiters of a lock or a semaphore (the locals waiters_key and
-- alive_key bound before this). member joins at its place (its arrival,
-- kept from an earlier attempt), alive until now + wait ms, or until
-- lifetime + 101 ms when the thing waited for expires sooner (lifetime:
-- ms, -1 for none), so that a caller that died meanwhile is not handed a
-- later one; each set then lives as long as its longest wait. A key of
-- another type under a set's name is replaced; a set the node cannot
-- write (a slot migration) is not joined, and member leaves: its caller
-- polls.
local function waiter_join(member, now, wait, lifetime)
  -- scores in ms: 13 digits, exact however redis.call() formats them
  local function join(k, flag, score)
    local added = redis.pcall('ZADD', k, flag, score, member)
    if type(added) == 'table' and added.err and added.err:find('WRONGTYPE', 1, true) then
      redis.call('DEL', k)
      redis.call('ZADD', k, flag, score, member)
    elseif type(added) == 'table' then
      return false
    end
    return true
  end
  local alive_for = wait
  if lifetime >= 0 and lifetime + 101 < alive_for then alive_for = lifetime + 101 end
  if join(waiters_key, 'NX', now) and join(alive_key, 'CH', now + alive_for) then
    for _, k in ipairs({waiters_key, alive_key}) do
      local ttl_left = redis.pcall('PTTL', k)
      if type(ttl_left) == 'number' and ttl_left < wait then redis.pcall('PEXPIRE', k, wait) end
    end
  else
    drop(member)
  end
end
-- member leaves the waiters, with its wake list, when an earlier attempt
-- of its call may have joined them (joined is "1"; else there is nothing
-- to leave).
local function waiter_leave(member, joined, wake_key)
  if joined ~= '1' then return end
  drop(member)
  redis.pcall('DEL', wake_key)
end
