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
-- Ends the delivery of id as a failure: the id goes to the failed set at
-- the server's time now, with its deliveries and reason (the caller
-- bounds its length), then as delivery_end().
local function delivery_fail(id, reason, now, pending)
  local attempts = tonumber(redis.call('HGET', attempts_key, id)) or 0
  redis.call('ZADD', failed_key, string.format('%.17g', now), id)
  redis.call('HSET', failinfo_key, id, attempts .. ':' .. reason)
  delivery_end(id, pending)
end
