-- queue_fail: fail(), a worker giving up on a task.
--
-- KEYS: as lib/queue_keys.lua says; ARGV[1] the id, ARGV[2] its score,
-- ARGV[3] the reason (at most 1,000 bytes). Only if the id's score still
-- equals ARGV[2] exactly: removes it from the queue into the failed set,
-- with the server's time, its deliveries and the reason, and ends its
-- delivery (a run an enqueue() asked for while it was reserved is queued
-- all the same). Returns 1, or 0 when the score differs or the id is gone.
-- #include "lib/queue_keys.lua"
local refusal = queue_keys_refusal()
if refusal then return refusal end
-- #include "lib/now.lua"
-- #include "lib/queue_delivery.lua"
local score = redis.call('ZSCORE', queue_key, ARGV[1])
if not score or tonumber(score) ~= tonumber(ARGV[2]) then return 0 end
redis.call('ZREM', queue_key, ARGV[1])
local pending = {}
deliveries_fail({ARGV[1]}, ARGV[3], now, pending)
requeue(pending, now)
return 1
