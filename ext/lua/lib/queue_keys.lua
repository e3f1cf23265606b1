-- #include "lib/beside_types.lua"
-- The keys every queue script but queue_size and queue_touch takes, in
-- this order, all in the queue's slot: the queue's sorted set (id -> due
-- time), the waiters of pop()/reserve() with $wait (queue_take.lua) and
-- their wake list, reserve()'s deliveries per id, the runs asked for by an
-- enqueue() while the id was reserved (id -> due time), the failed set
-- (id -> failure time), what each failure was (id -> "attempts:reason"),
-- the payloads of queued tasks put() queued (id -> payload) and those of
-- failed tasks (id -> payload). The payloads' hashes exist only once
-- put() was called.
local queue_key, waiting_key, wake_key, attempts_key = KEYS[1], KEYS[2], KEYS[3], KEYS[4]
local rerun_key, failed_key, failinfo_key = KEYS[5], KEYS[6], KEYS[7]
local payload_key, failpayload_key = KEYS[8], KEYS[9]
-- The refusal of a script when a key beside the queue is not of its type
-- (or absent); nil when they all are. The scripts run for every task
-- check only the keys they may write (beside_type()).
local function queue_keys_refusal()
  return beside_types_refusal({{waiting_key, 'zset'}, {wake_key, 'list'}, {attempts_key, 'hash'},
    {rerun_key, 'hash'}, {failed_key, 'zset'}, {failinfo_key, 'hash'},
    {payload_key, 'hash'}, {failpayload_key, 'hash'}})
end
