-- The item's counters as stored in its hash (KEYS[1]): "available" leaves
-- out the expired holds not yet tidied away (stock_expired_held() adds
-- them), "held" and "taken" include them and the forgotten final takes
-- not yet tidied away.
local function stock_counters()
  local v = redis.call('HMGET', KEYS[1], 'available', 'held', 'taken')
  return {available = tonumber(v[1]) or 0, held = tonumber(v[2]) or 0, taken = tonumber(v[3]) or 0}
end
