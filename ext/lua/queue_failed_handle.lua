-- queue_failed_handle: retryFailed() and purgeFailed().
--
-- KEYS: as lib/queue_keys.lua says; ARGV[1] "retry" (queue the tasks
-- again, due now, with no deliveries, as enqueue() would: an id queued
-- already keeps its score, and runs once more after its delivery if it
-- is reserved; a task put() queued is queued with its payload unless its
-- id is queued already, which keeps its own) or "purge" (forget them, and
-- their payloads); ARGV[2] "" to handle the ids ARGV[3..]
-- (at most 1,000), else a number n to handle the n oldest failures.
-- Returns the number of failed tasks handled (taken off the failed set);
-- for the n oldest, [that number, the failed tasks left], so that the
-- caller knows whether another run is needed without making it.
-- #include "lib/queue_keys.lua"
-- the queue key too: a retry writes it after the failed set
local refusal = queue_keys_refusal() or beside_types_refusal({{queue_key, 'zset'}})
if refusal then return refusal end
-- #include "lib/now.lua"
-- #include "lib/queue_requeue.lua"
local ids = {}
if ARGV[2] ~= '' then
  ids = redis.call('ZRANGE', failed_key, 0, tonumber(ARGV[2]) - 1)
else
  for i = 3, #ARGV do ids[#ids + 1] = ARGV[i] end
end
local handled, pending = 0, {}
local retry = ARGV[1] == 'retry'
local kept = redis.call('EXISTS', failpayload_key) == 1
local queued = redis.call('EXISTS', payload_key) == 1
-- the payload of a failed task: queued with it when its id is added again
-- (any other left for that id goes), dropped in any case from the failed
-- tasks' hash
local function payload_handle(id)
  if not kept and not queued then return end
  if retry and not redis.call('ZSCORE', queue_key, id) then
    local payload = kept and redis.call('HGET', failpayload_key, id)
    if payload then
      redis.call('HSET', payload_key, id, payload)
      queued = true
    elseif queued then
      redis.call('HDEL', payload_key, id)
    end
  end
  if kept then redis.call('HDEL', failpayload_key, id) end
end
for _, id in ipairs(ids) do
  if redis.call('ZREM', failed_key, id) == 1 then
    redis.call('HDEL', failinfo_key, id)
    payload_handle(id)
    handled = handled + 1
    pending[#pending + 1] = {id, now}
  end
end
if retry then requeue(pending, now) end
if ARGV[2] ~= '' then return {handled, redis.call('ZCARD', failed_key)} end
return handled
