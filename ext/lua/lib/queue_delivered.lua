-- #include "lib/queue_keys.lua"
-- How many of the ids (a list) have deliveries: reserve() delivered them
-- and no acknowledgement has ended that. HMGET of 1,000 ids at a time
-- keeps unpack() within Lua's stack.
local function delivered_among(ids)
  local count = 0
  for from = 1, #ids, 1000 do
    local to = math.min(#ids, from + 999)
    for _, deliveries in ipairs(redis.call('HMGET', attempts_key, unpack(ids, from, to))) do
      if deliveries then count = count + 1 end
    end
  end
  return count
end
