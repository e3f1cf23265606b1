-- stock_set: sets or changes what is for sale, for RedisStock::set() and
-- add().
--
-- KEYS: as lib/stock_keys.lua says; ARGV[1] "set" or "add", ARGV[2] the
-- quantity (set: >= 0) or the change (add: negative withdraws), ARGV[3]
-- (set) the call's token, fresh and random.
--
-- set: "available" becomes exactly the quantity, and the token is kept as
-- the latest set's ("set"): the same call sent again after its reply was
-- lost finds it, and changes nothing (the takes made since the first run
-- stay taken out of the quantity it set; it writes the token again, so
-- that the WAIT that follows counts the first run's write); add: it changes by the change,
-- never below 0. Live holds and final takes are not part of it (a
-- hold that expires, a take cancelled later, adds its quantity back).
-- Returns the new "available"; refused when it, with the live holds and
-- final takes that may still come back to it, could pass 2^53 - 1 (every
-- count then stays exact in the scripts' doubles).
-- #include "lib/stock_keys.lua"
local action, value, token = ARGV[1], tonumber(ARGV[2]), ARGV[3]
local at_ms = stock_now_ms()
local counters = stock_counters()
local expired = stock_expired_held(counters, at_ms)
if action == 'set' and redis.call('HGET', item_key, 'set') == token then
  -- written again unchanged: the WAIT after this run then waits for a
  -- replica to have the first run's write too (a server since 7.2 counts
  -- only this connection's writes, and this one is new)
  redis.call('HSET', item_key, 'set', token)
  return counters.available + expired
end
local available = value
if action == 'add' then
  available = math.max(0, counters.available + expired + value)
end
local out = counters.held - expired + counters.taken - stock_forgotten_taken(counters, at_ms)
if available + out > QUANTITY_MAX then
  return redis.error_reply('ERR the quantity for sale, with the live holds and final takes that may come back to it, '
    .. 'would pass 2^53 - 1')
end
local refusal = stock_keys_refusal()
if refusal then return refusal end
if action == 'set' then
  redis.call('HSET', item_key, 'available', whole(available - expired), 'set', token)
else
  redis.call('HSET', item_key, 'available', whole(available - expired))
end
stock_tidy(at_ms)
return available
