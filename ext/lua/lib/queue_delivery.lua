-- #include "lib/queue_requeue.lua"
-- The end of a delivery (dequeue(), ack(), fail(), or $maxAttempts used
-- up), for an id the caller has just removed from the queue: its
-- deliveries are forgotten, and a run an enqueue() asked for while it was
-- reserved is added to pending as {id, due time} (requeue() queues them,
-- due then, or now if that has passed). Returns whether such a run was
-- added (its payload, if any, is then the run's and stays).
local function delivery_end(id, pending)
  redis.call('HDEL', attempts_key, id)
  local due = redis.call('HGET', rerun_key, id)
  if due then
    redis.call('HDEL', rerun_key, id)
    pending[#pending + 1] = {id, tonumber(due)}
    return true
  end
  return false
end
-- The failed tasks' payloads of ids (a list of at most 1,000 ids the
-- caller has just failed): each payload is kept in the failed tasks'
-- hash (an earlier failure's is dropped for an id without one) and goes
-- from the queued tasks' hash unless the id runs again (rerun[id]: the
-- run is queued with it). Nothing is written when neither hash exists.
local function payloads_fail(ids, rerun)
  local queued = redis.call('EXISTS', payload_key) == 1
  if not queued and redis.call('EXISTS', failpayload_key) == 0 then return end
  local payloads = queued and redis.call('HMGET', payload_key, unpack(ids)) or {}
  local kept, gone, dropped = {}, {}, {}
  for i, id in ipairs(ids) do
    if payloads[i] then
      kept[#kept + 1] = id
      kept[#kept + 1] = payloads[i]
      if not rerun[id] then gone[#gone + 1] = id end
    else
      dropped[#dropped + 1] = id
    end
  end
  if #kept > 0 then redis.call('HSET', failpayload_key, unpack(kept)) end
  if #gone > 0 then redis.call('HDEL', payload_key, unpack(gone)) end
  if #dropped > 0 then redis.call('HDEL', failpayload_key, unpack(dropped)) end
end
-- Ends the deliveries of ids (a list of at most 1,000 distinct ids the
-- caller has just removed from the queue) as failures: each goes to the
-- failed set at the server's time now, with its deliveries, reason (the
-- caller bounds its length) and payload, then as delivery_end(), in
-- order. A command per step for them all, not per id, so that 1,000
-- failures stay well within a run's time.
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
  local rerun = {}
  if redis.call('EXISTS', rerun_key) == 1 then
    local dues, asked = redis.call('HMGET', rerun_key, unpack(ids)), {}
    for i, id in ipairs(ids) do
      if dues[i] then
        asked[#asked + 1] = id
        rerun[id] = true
        pending[#pending + 1] = {id, tonumber(dues[i])}
      end
    end
    if #asked > 0 then redis.call('HDEL', rerun_key, unpack(asked)) end
  end
  payloads_fail(ids, rerun)
end
