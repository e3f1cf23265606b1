-- queue_ack: acknowledges tasks, for dequeue() and ack().
--
-- KEYS: as lib/queue_keys.lua says; ARGV: pairs of an id and its score (at
-- most 1,000 pairs). Removes each id only if its score still equals the
-- one given exactly (both read as doubles), and ends its delivery: its
-- deliveries are forgotten, and a run an enqueue() asked for while it was
-- reserved is queued (lib/queue_delivery.lua). When the queue is left
-- empty, what an old client left beside it (deliveries, runs of ids it
-- removed with a plain ZREM) goes with it. Returns the number removed.
-- #include "lib/queue_keys.lua"
local refusal = queue_keys_refusal()
if refusal then return refusal end
-- #include "lib/now.lua"
-- #include "lib/queue_delivery.lua"
-- without reserve() in use there are no deliveries to end: nothing but
-- the sorted set is touched
local reserving = redis.call('EXISTS', attempts_key, rerun_key) > 0
local removed, pending = 0, {}
for i = 1, #ARGV - 1, 2 do
  local score = redis.call('ZSCORE', queue_key, ARGV[i])
  if score and tonumber(score) == tonumber(ARGV[i + 1]) then
    redis.call('ZREM', queue_key, ARGV[i])
    if reserving then delivery_end(ARGV[i], now, pending) end
    removed = removed + 1
  end
end
if reserving and removed > 0 and redis.call('EXISTS', queue_key) == 0 then
  redis.call('DEL', attempts_key, rerun_key)
end
requeue(pending, now)
return removed
