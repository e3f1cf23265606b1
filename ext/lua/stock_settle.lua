-- stock_settle: settles a reservation, for RedisStock::confirm() and
-- cancel(), and to undo a take that reached too few replicas.
--
-- KEYS: as lib/stock_keys.lua says; ARGV[1] "confirm", "cancel" or
-- "undo", ARGV[2] the reservation id, ARGV[3] (undo) the take's request
-- key ("" for none).
--
-- confirm: a live hold becomes a final take (kept a day); a final take
-- not yet forgotten stays one (a confirm() retried after a lost reply
-- answers the same). cancel: a live hold or a final take not yet
-- forgotten is removed, its quantity given back to "available" and to
-- the buyer. undo: the reservation is removed whatever its state, its
-- quantity given back, and the request key forgotten if it names it.
-- Returns 1 when done, 0 when the reservation is unknown, expired, or
-- (a final take) forgotten.
-- #include "lib/stock_keys.lua"
local action, id = ARGV[1], ARGV[2]
local record = redis.call('HGET', reservations_key, id)
if action == 'undo' then
  if ARGV[3] ~= '' and redis.call('HGET', requests_key, ARGV[3]) == id then
    redis.call('HDEL', requests_key, ARGV[3])
    redis.call('ZREM', request_due_key, ARGV[3])
  end
  if not record then return 0 end
  reservation_remove(id, record, true)
  return 1
end
if not record then return 0 end
local at_ms = stock_now_ms()
local kind, quantity, ms, buyer = reservation_parts(record)
if ms <= at_ms then return 0 end
if action == 'confirm' and kind == 'f' then return 1 end
local refusal = stock_keys_refusal()
if refusal then return refusal end
if action == 'confirm' then
  reservation_remove(id, record, false)
  reservation_add(id, quantity, buyer, 0, at_ms)
else
  reservation_remove(id, record, true)
end
stock_tidy(at_ms)
return 1
