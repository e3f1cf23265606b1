-- #include "lib/clock_ms.lua"
-- #include "lib/beside_types.lua"
-- #include "lib/sum_tree.lua"
-- The keys every stock script takes, in this order, all in the item's
-- slot: the item's hash (the counters "available", "held" and "taken",
-- "clock" the latest ms a writing call counted from and "offset" what the
-- item's clock adds to the server's (stock_now_ms()), "set" the token of
-- the latest set() (lost replies: stock_set.lua), and the fields of two
-- sum trees: "h<ms>" the quantity of the holds that expire at that ms,
-- "f<minute>" the quantity of the final takes forgotten at that minute),
-- the reservations (id -> "<h|f>|quantity|ms|buyer": a hold and its
-- expiry, or a final take and when it is forgotten), the
-- holds (id -> expiry ms), the final takes (id -> ms they are forgotten),
-- the buyers (buyer -> the last ms one of their reservations counts), the
-- reservations by buyer (members "<len>:<buyer>|<ms, 15 digits>|<id>",
-- score 0, in order of buyer then time), each buyer's quantity in
-- reservations not yet tidied away, the requests (idempotency key ->
-- reservation id) and when each is forgotten.
local item_key, reservations_key, holds_key, finals_key = KEYS[1], KEYS[2], KEYS[3], KEYS[4]
local buyers_key, by_buyer_key, buyer_quantity_key = KEYS[5], KEYS[6], KEYS[7]
local requests_key, request_due_key = KEYS[8], KEYS[9]
-- A final take (and a request key) is kept for a day, then forgotten.
local DAY_MS = 86400000
-- Positions of the sum trees: ms (holds) and minutes (final takes) since
-- 1970, up to 2^43 ms and 2^27 minutes (both past the year 2200).
local HOLD_TREE_SIZE = 8796093022208
local FINAL_TREE_SIZE = 134217728
-- An expired hold stays recorded this long before it is tidied away, so
-- that a take retried after a lost reply still finds the reservation it
-- made (its quantity is counted as returned from its expiry on).
local TIDY_GRACE_MS = 60000
-- Reservations (and request keys) tidied away per writing call, at most:
-- more than one call adds, so the backlog shrinks while the item is used.
local TIDY_PER_CALL = 16
-- Quantities are whole numbers below 2^53, where doubles are exact.
local QUANTITY_MAX = 9007199254740991

-- A whole number as Redis reads it (Lua's own text turns to exponents).
local function whole(n)
  return string.format('%.0f', n)
end

-- The refusal when a key of the item holds another type; nil otherwise.
local function stock_keys_refusal()
  return beside_types_refusal({{item_key, 'hash'}, {reservations_key, 'hash'}, {holds_key, 'zset'},
    {finals_key, 'zset'}, {buyers_key, 'zset'}, {by_buyer_key, 'zset'}, {buyer_quantity_key, 'hash'},
    {requests_key, 'hash'}, {request_due_key, 'zset'}})
end

-- The item's clock in ms, which never goes back and runs at the server
-- clock's pace: the server's clock (TIME) plus the item's offset, or, when
-- that is behind the latest ms a writing call on the item counted from (a
-- failover to a replica whose clock is behind, a clock stepped back),
-- that ms, the offset growing by the difference (kept by the next writing
-- call, stock_tidy()). So a hold once counted as expired, its quantity
-- maybe sold again, never comes back to life to be confirmed, nor a
-- forgotten final take to be cancelled; and holds still last their length.
local clock_offset = 0
local function stock_now_ms()
  local v = redis.call('HMGET', item_key, 'clock', 'offset')
  local latest = tonumber(v[1]) or 0
  clock_offset = tonumber(v[2]) or 0
  local now = now_ms() + clock_offset
  if now < latest then
    clock_offset = clock_offset + latest - now
    now = latest
  end
  return now
end

-- The item's counters as stored: "available" leaves out the expired holds
-- not yet tidied away (stock_expired_held() adds them), "held" and
-- "taken" include them and the forgotten final takes not yet tidied away.
local function stock_counters()
  local v = redis.call('HMGET', item_key, 'available', 'held', 'taken')
  return {available = tonumber(v[1]) or 0, held = tonumber(v[2]) or 0, taken = tonumber(v[3]) or 0}
end

-- The quantity of the holds expired by now_ms and not yet tidied away.
local function stock_expired_held(counters, now_ms)
  if counters.held == 0 then return 0 end
  return sum_tree_prefix(item_key, 'h', now_ms)
end

-- The minute a final take made at now_ms is forgotten (a day later, at the
-- start of the next minute), and that minute in ms.
local function final_forget_minute(now_ms)
  return math.ceil((now_ms + DAY_MS) / 60000)
end

-- The quantity of final takes forgotten by now_ms and not yet tidied away.
local function stock_forgotten_taken(counters, now_ms)
  if counters.taken == 0 then return 0 end
  return sum_tree_prefix(item_key, 'f', math.floor(now_ms / 60000))
end

-- A reservation's record, and its parts: kind ("h" a hold, "f" final),
-- quantity, ms (a hold's expiry, a final take's forgetting), buyer ("").
local function reservation_record(kind, quantity, ms, buyer)
  return kind .. '|' .. whole(quantity) .. '|' .. whole(ms) .. '|' .. buyer
end
local function reservation_parts(record)
  local kind, quantity, ms, buyer = string.match(record, '^([hf])|(%d+)|(%d+)|(.*)$')
  return kind, tonumber(quantity), tonumber(ms), buyer
end

-- The members of a buyer's reservations in by_buyer_key start with
-- this, whatever bytes the buyer holds; then the ms (15 digits, so that
-- text order is time order), "|" and the reservation id.
local function buyer_prefix(buyer)
  return #buyer .. ':' .. buyer .. '|'
end
local function buyer_member(buyer, ms, id)
  return buyer_prefix(buyer) .. string.format('%015.0f', ms) .. '|' .. id
end

-- Sets the buyer's last counted ms to that of their latest reservation
-- (removes the buyer when none is left).
local function buyer_refresh(buyer)
  local prefix = buyer_prefix(buyer)
  local latest = redis.call('ZREVRANGEBYLEX', by_buyer_key, '(' .. prefix .. '\255', '[' .. prefix, 'LIMIT', 0, 1)[1]
  if latest then
    redis.call('ZADD', buyers_key, string.sub(latest, #prefix + 1, #prefix + 15), buyer)
  else
    redis.call('ZREM', buyers_key, buyer)
  end
end

local function buyer_add(buyer, quantity, ms, id)
  redis.call('HINCRBY', buyer_quantity_key, buyer, whole(quantity))
  redis.call('ZADD', by_buyer_key, 0, buyer_member(buyer, ms, id))
  local last = tonumber(redis.call('ZSCORE', buyers_key, buyer))
  if not last or last < ms then redis.call('ZADD', buyers_key, whole(ms), buyer) end
end

local function buyer_remove(buyer, quantity, ms, id)
  if redis.call('HINCRBY', buyer_quantity_key, buyer, whole(-quantity)) <= 0 then
    redis.call('HDEL', buyer_quantity_key, buyer)
  end
  redis.call('ZREM', by_buyer_key, buyer_member(buyer, ms, id))
  buyer_refresh(buyer)
end

-- Whether the buyer's quantity in live holds and final takes at now_ms,
-- plus quantity, passes limit. Walks the buyer's reservations still live
-- (their expired ones, however many, are left out by the range) and stops
-- once past the limit: each counts 1 at least, so at most
-- limit - quantity + 1 of them are read.
local function buyer_over_limit(buyer, quantity, limit, now_ms)
  if quantity > limit then return true end
  if not redis.call('HGET', buyer_quantity_key, buyer) then return false end
  local prefix = buyer_prefix(buyer)
  local live = redis.call('ZRANGEBYLEX', by_buyer_key, '[' .. prefix .. string.format('%015.0f', now_ms + 1),
    '(' .. prefix .. '\255', 'LIMIT', 0, whole(limit - quantity + 1))
  local total = quantity
  for _, member in ipairs(live) do
    local record = redis.call('HGET', reservations_key, string.sub(member, #prefix + 17))
    if record then
      local _, held = reservation_parts(record)
      total = total + held
      if total > limit then return true end
    end
  end
  return false
end

-- Records a reservation: a hold until expiry_ms when hold_ms > 0, else a
-- final take. The quantity has left "available" already.
local function reservation_add(id, quantity, buyer, hold_ms, now_ms)
  local kind, ms
  if hold_ms > 0 then
    kind, ms = 'h', now_ms + hold_ms
    redis.call('ZADD', holds_key, whole(ms), id)
    sum_tree_add(item_key, 'h', ms, quantity, HOLD_TREE_SIZE)
    redis.call('HINCRBY', item_key, 'held', whole(quantity))
  else
    local minute = final_forget_minute(now_ms)
    kind, ms = 'f', minute * 60000
    redis.call('ZADD', finals_key, whole(ms), id)
    sum_tree_add(item_key, 'f', minute, quantity, FINAL_TREE_SIZE)
    redis.call('HINCRBY', item_key, 'taken', whole(quantity))
  end
  redis.call('HSET', reservations_key, id, reservation_record(kind, quantity, ms, buyer))
  if buyer ~= '' then buyer_add(buyer, quantity, ms, id) end
end

-- Removes a reservation (its record already read): its quantity leaves
-- "held" or "taken"; given_back adds it to "available" (a cancelled take,
-- a hold that expired or was cancelled; not a final take forgotten).
local function reservation_remove(id, record, given_back)
  local kind, quantity, ms, buyer = reservation_parts(record)
  if kind == 'h' then
    redis.call('ZREM', holds_key, id)
    sum_tree_add(item_key, 'h', ms, -quantity, HOLD_TREE_SIZE)
    redis.call('HINCRBY', item_key, 'held', whole(-quantity))
  else
    redis.call('ZREM', finals_key, id)
    sum_tree_add(item_key, 'f', ms / 60000, -quantity, FINAL_TREE_SIZE)
    redis.call('HINCRBY', item_key, 'taken', whole(-quantity))
  end
  if given_back then redis.call('HINCRBY', item_key, 'available', whole(quantity)) end
  redis.call('HDEL', reservations_key, id)
  if buyer ~= '' then buyer_remove(buyer, quantity, ms, id) end
end

-- Records now_ms (from stock_now_ms()) as the latest ms the item counted
-- from, with the item's clock offset, and tidies away at most
-- TIDY_PER_CALL each of the holds expired for TIDY_GRACE_MS, the final
-- takes and the request keys forgotten by now_ms. The counts the item
-- answers do not change: they already left these out. Every writing call
-- but the undoing of a take ends with it.
local function stock_tidy(now_ms)
  redis.call('HSET', item_key, 'clock', whole(now_ms))
  if clock_offset ~= 0 then redis.call('HSET', item_key, 'offset', whole(clock_offset)) end
  for _, id in ipairs(redis.call('ZRANGEBYSCORE', holds_key, '-inf', whole(now_ms - TIDY_GRACE_MS), 'LIMIT', 0, TIDY_PER_CALL)) do
    local record = redis.call('HGET', reservations_key, id)
    if record then reservation_remove(id, record, true) else redis.call('ZREM', holds_key, id) end
  end
  for _, id in ipairs(redis.call('ZRANGEBYSCORE', finals_key, '-inf', whole(now_ms), 'LIMIT', 0, TIDY_PER_CALL)) do
    local record = redis.call('HGET', reservations_key, id)
    if record then reservation_remove(id, record, false) else redis.call('ZREM', finals_key, id) end
  end
  local requests = redis.call('ZRANGEBYSCORE', request_due_key, '-inf', whole(now_ms), 'LIMIT', 0, TIDY_PER_CALL)
  if #requests > 0 then
    redis.call('HDEL', requests_key, unpack(requests))
    redis.call('ZREM', request_due_key, unpack(requests))
  end
end
