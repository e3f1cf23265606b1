-- stock_take: takes a quantity of an item, for RedisStock::take().
--
-- KEYS: as lib/stock_keys.lua says; ARGV[1] the reservation id to make
-- (fresh and random), ARGV[2] the quantity (>= 1), ARGV[3] the buyer (""
-- for none), ARGV[4] the buyer's limit (0 for none), ARGV[5] the hold in
-- ms (0: the take is final at once), ARGV[6] the request key ("" for
-- none).
--
-- A take already made for the request key (within its day), or (without
-- one) with this reservation id, answers that reservation again and takes
-- nothing: a retry after a lost reply, a repeated request. Otherwise, when the
-- quantity is available (the holds expired by now count as given back)
-- and the buyer stays within their limit, the quantity leaves
-- "available", the reservation is recorded (and the request key, for a
-- day) and up to a few expired reservations are tidied away. Returns
-- {id, 1} for a new reservation, {id, 0} for one made before, 0 when
-- nothing was taken (sold out, or the buyer at the limit).
-- The answers most calls of a flash sale get come first, before the
-- rest of the script is defined: a take made before (for the request key
-- ARGV[6] in the requests KEYS[8], or without one with this id in the
-- reservations KEYS[2]) answers its reservation again, and a take that
-- could not be served even if every hold had expired answers 0 (sold
-- out: the crowd's common answer).
-- #include "lib/stock_counters.lua"
local id, quantity, request = ARGV[1], tonumber(ARGV[2]), ARGV[6]
local earlier
if request ~= '' then
  earlier = redis.call('HGET', KEYS[8], request)
else
  local made = redis.call('HGET', KEYS[2], id)
  if made then
    -- the record written again unchanged, as for a request key below
    redis.call('HSET', KEYS[2], id, made)
    return {id, 0}
  end
end
local counters = stock_counters()
if not earlier and counters.available + counters.held < quantity then return 0 end
-- #include "lib/stock_keys.lua"
local buyer, per_buyer, hold_ms = ARGV[3], tonumber(ARGV[4]), tonumber(ARGV[5])
local at_ms = stock_now_ms()
if earlier then
  -- a key past its day, not yet tidied away, is forgotten: taken again
  -- (one whose end of day is unknown is kept: never taken twice)
  local due = tonumber(redis.call('ZSCORE', request_due_key, request))
  if not (due and due <= at_ms) then
    -- written again unchanged: the WAIT after this run then waits for a
    -- replica to have the earlier take too (a server since 7.2 counts only
    -- the writes of the connection that asks)
    redis.call('HSET', requests_key, request, earlier)
    return {earlier, 0}
  end
  if counters.available + counters.held < quantity then return 0 end
end
if counters.available + stock_expired_held(counters, at_ms) < quantity then return 0 end
if buyer ~= '' and per_buyer > 0 and buyer_over_limit(buyer, quantity, per_buyer, at_ms) then
  return 0
end
local refusal = stock_keys_refusal()
if refusal then return refusal end
redis.call('HINCRBY', item_key, 'available', whole(-quantity))
reservation_add(id, quantity, buyer, hold_ms, at_ms)
if request ~= '' then
  redis.call('HSET', requests_key, request, id)
  redis.call('ZADD', request_due_key, whole(at_ms + DAY_MS), request)
end
stock_tidy(at_ms)
return {id, 1}
