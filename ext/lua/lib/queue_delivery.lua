-- #include "lib/queue_requeue.lua"
-- The end of a delivery (dequeue(), ack(), fail(), or $maxAttempts used
-- up), for an id the caller has just removed from the queue: its
-- deliveries are forgotten, and a run an enqueue() asked for while it was
-- reserved is added to pending as {id, due time} (requeue() queues them,
-- due then, or now if that has passed).
local function delivery_end(id, pending)
  redis.call('HDEL', attempts_key, id)
  local due = redis.call('HGET', rerun_key, id)
  if due then
    redis.call('HDEL', rerun_key, id)
    pending[#pending + 1] = {id, tonumber(due)}
  end
end
-- Ends the deliveries of ids (a list of at most 1,000 distinct ids the
-- caller has just removed from the queue) as failures: each goes to the
-- failed set at the server's time now, with its deliveries and reason
-- (the caller bounds its length), then as delivery_end(), in order. A
-- command per step for them all, not per id, so that 1,000 failures stay
-- well within a run's time.
local function deliveries_fail(ids, reason, now, pending)
  local deliveries = redis.call('HMGET', attempts_key, unpack(ids))
  local at, scored, described = string.format('%.17g', now), {}, {}
  for i, id in ipairs(ids) do
    scored[2 * i - 1], scored[2 * i] = at, id
    described[2 * i - 1], described[2 * i] = id, (tonumber(deliveries[i]) or 0) .. ':' .. reason
  end
  redis.call('ZADD', failed_key, unpack(scored))
  redis.call('HSET', failinfo_key, unpack(described))
  redis.call('HDEL', attempts_key, unpack(ids))
  if redis.call('EXISTS', rerun_key) == 0 then return end
  local dues, asked = redis.call('HMGET', rerun_key, unpack(ids)), {}
  for i, id in ipairs(ids) do
    if dues[i] then
      asked[#asked + 1] = id
      pending[#pending + 1] = {id, tonumber(dues[i])}
    end
  end
  if #asked > 0 then redis.call('HDEL', rerun_key, unpack(asked)) end
end
