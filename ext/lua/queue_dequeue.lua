-- queue_dequeue: acknowledges a task.
--
-- KEYS[1] the queue key, KEYS[2] its attempts hash; ARGV[1] the id,
-- ARGV[2] the score. Removes the id, and its attempts, only if its score
-- still equals ARGV[2] exactly (both are read as doubles); the last id's
-- removal takes any entry an old client left in the hash with it. Returns
-- 1 when removed, else 0.
-- #include "lib/beside_types.lua"
local refusal = beside_types_refusal({{KEYS[2], 'hash'}})
if refusal then return refusal end
local score = redis.call('ZSCORE', KEYS[1], ARGV[1])
if not score or tonumber(score) ~= tonumber(ARGV[2]) then return 0 end
redis.call('ZREM', KEYS[1], ARGV[1])
if redis.call('EXISTS', KEYS[2]) == 1 then
  redis.call('HDEL', KEYS[2], ARGV[1])
  if redis.call('EXISTS', KEYS[1]) == 0 then redis.call('DEL', KEYS[2]) end
end
return 1
