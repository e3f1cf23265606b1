-- queue_ack: acknowledges tasks, for dequeue() and ack().
--
-- KEYS: as lib/queue_keys.lua says; ARGV: pairs of an id and its score (at
-- most 1,000 pairs). Removes each id only if its score still equals the
-- one given exactly (both read as doubles), and ends its delivery: its
-- deliveries are forgotten, and a run an enqueue() asked for while it was
-- reserved is queued (lib/queue_delivery.lua) with its payload; the
-- payload of an id that does not run again is dropped. When the queue is
-- left empty, what an old client left beside it (deliveries, runs and
-- payloads of ids it removed with a plain ZREM) goes with it (UNLINK:
-- there may be many). Returns the number removed.
-- #include "lib/queue_keys.lua"
local attempts_type, rerun_type, payload_type, refusal
attempts_type, refusal = beside_type(attempts_key, 'hash')
if refusal then return refusal end
rerun_type, refusal = beside_type(rerun_key, 'hash')
if refusal then return refusal end
payload_type, refusal = beside_type(payload_key, 'hash')
if refusal then return refusal end
-- without reserve() in use there are no deliveries to end, without put()
-- no payloads: nothing but the sorted set is touched then
local reserving = attempts_type ~= 'none' or rerun_type ~= 'none'
local payloads = payload_type ~= 'none'
local removed = 0
-- each id if its score is unchanged; then end its delivery
local function remove_each(delivery)
  for i = 1, #ARGV - 1, 2 do
    local score = redis.call('ZSCORE', queue_key, ARGV[i])
    if score and tonumber(score) == tonumber(ARGV[i + 1]) then
      redis.call('ZREM', queue_key, ARGV[i])
      delivery(ARGV[i])
      removed = removed + 1
    end
  end
end
if rerun_type == 'none' then
  remove_each(function(id)
    if reserving then redis.call('HDEL', attempts_key, id) end
    if payloads then redis.call('HDEL', payload_key, id) end
  end)
else
  -- runs were asked for: the pieces that queue them again, and wake
  -- waiters, are defined in this run only
  refusal = beside_types_refusal({{waiting_key, 'zset'}, {wake_key, 'list'}})
  if refusal then return refusal end
-- #include "lib/clock.lua"
-- #include "lib/queue_delivery.lua"
  local pending = {}
  remove_each(function(id)
    if not delivery_end(id, pending) and payloads then redis.call('HDEL', payload_key, id) end
  end)
  if removed > 0 and redis.call('EXISTS', queue_key) == 0 then
    redis.call('UNLINK', attempts_key, rerun_key)
    -- the payloads of the runs queued again stay
    if #pending == 0 and payloads then redis.call('UNLINK', payload_key) end
  end
  if #pending > 0 then requeue(pending, server_now()) end
  return removed
end
if (reserving or payloads) and removed > 0 and redis.call('EXISTS', queue_key) == 0 then
  redis.call('UNLINK', attempts_key, rerun_key, payload_key)
end
return removed
