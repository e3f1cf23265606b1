-- stock_set: sets or changes what is for sale, for RedisStock::set() and
-- add().
--
-- KEYS: as lib/stock_keys.lua says; ARGV[1] "set" or "add", ARGV[2] the
-- quantity (set: >= 0) or the change (add: negative withdraws).
--
-- set: "available" becomes exactly the quantity; add: it changes by the
-- change, never below 0. Live holds and final takes are not part of it (a
-- hold that expires, a take cancelled later, adds its quantity back).
-- Returns the new "available"; refused when it would pass 2^53 - 1.
-- #include "lib/stock_keys.lua"
local action, value = ARGV[1], tonumber(ARGV[2])
local at_ms = stock_now_ms()
local counters = stock_counters()
local expired = stock_expired_held(counters, at_ms)
local available = value
if action == 'add' then
  available = math.max(0, counters.available + expired + value)
end
if available > QUANTITY_MAX then
  return redis.error_reply('ERR the quantity for sale would pass 2^53 - 1')
end
local refusal = stock_keys_refusal()
if refusal then return refusal end
redis.call('HSET', item_key, 'available', whole(available - expired))
stock_tidy(at_ms)
return available
