-- The refusal of a script, before anything is written, when a key beside
-- the queue holds another type than the script expects (scripts do not
-- roll back: a failure after the first write would leave the call half
-- done); nil when every key is of its type or absent. pairs is a list of
-- {key, type}.
local function beside_types_refusal(pairs)
  for _, kt in ipairs(pairs) do
    local t = redis.call('TYPE', kt[1]).ok
    if t ~= 'none' and t ~= kt[2] then
      return redis.error_reply('WRONGTYPE ' .. kt[1] .. ' holds a ' .. t .. ', not a ' .. kt[2])
    end
  end
  return nil
end
