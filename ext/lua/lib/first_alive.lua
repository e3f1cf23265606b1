-- #include "lib/waiters.lua"
-- The first waiter still alive: the member, its alive score and the
-- server's clock in ms; nil when there is none. Waiters found dead before
-- it leave both sets (at most 100 a call; others wait for their turn at
-- the head, or for the sets to expire).
local function first_alive()
  local now
  for i = 1, 100 do
    local head = redis.pcall('ZRANGE', waiters_key, 0, 0)
    if type(head) ~= 'table' or not head[1] then return nil end
    now = now or now_ms()
    local alive = tonumber(redis.pcall('ZSCORE', alive_key, head[1]))
    if alive and alive >= now then return head[1], alive, now end
    drop(head[1])
  end
  return nil
end
