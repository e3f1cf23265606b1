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
-- #include "lib/stock_keys.lua"
local id, quantity, buyer = ARGV[1], tonumber(ARGV[2]), ARGV[3]
local per_buyer, hold_ms, request = tonumber(ARGV[4]), tonumber(ARGV[5]), ARGV[6]
local at_ms = stock_now_ms()
if request ~= '' then
  -- a key past its day, not yet tidied away, is forgotten: taken again
  -- (one whose end of day is unknown is kept: never taken twice)
  local earlier = redis.call('HGET', requests_key, request)
  local due = tonumber(redis.call('ZSCORE', request_due_key, request))
  if earlier and not (due and due <= at_ms) then return {earlier, 0} end
elseif redis.call('HEXISTS', reservations_key, id) == 1 then
  return {id, 0}
end
local counters = stock_counters()
-- sold out even if every hold had expired: the crowd's common answer
if counters.available + counters.held < quantity then return 0 end
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
