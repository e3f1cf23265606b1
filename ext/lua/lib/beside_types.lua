-- Refusing a script, before anything is written, when a key beside the
-- queue holds another type than the script expects (scripts do not roll
-- back: a failure after the first write would leave the call half done).
-- The type of key ("none" when it is absent), and, when it is of another
-- type than wanted, the refusal to return.
local function beside_type(key, wanted)
  local t = redis.call('TYPE', key).ok
  if t ~= 'none' and t ~= wanted then
    return t, redis.error_reply('WRONGTYPE ' .. key .. ' holds a ' .. t .. ', not a ' .. wanted)
  end
  return t, nil
end
-- The first refusal for pairs, a list of {key, type}; nil when every key
-- is of its type or absent.
local function beside_types_refusal(pairs)
  for _, kt in ipairs(pairs) do
    local _, refusal = beside_type(kt[1], kt[2])
    if refusal then return refusal end
  end
  return nil
end
