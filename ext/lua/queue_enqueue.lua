-- queue_enqueue: adds ids to a queue and wakes its waiters.
--
-- KEYS: as lib/queue_keys.lua says; ARGV[1] the delay in seconds,
-- ARGV[2..] the ids (at most 1,000, so that unpack() stays within Lua's
-- stack).
--
-- Adds every id not yet queued, due at server time + delay; an id already
-- queued keeps its score. A newly queued id starts with no deliveries and
-- no run asked for (entries an old client's ZREM left behind are dropped). An id that is reserved
-- (delivered by reserve(), not due again yet) is asked to run again: when
-- its delivery ends it is queued due at this score (the latest such
-- enqueue() wins; lib/queue_delivery.lua). Wakes waiters (see
-- queue_take.lua): one token per added id due now, or earlier than the
-- queue's head, but no more than there are registered waiters without a
-- token yet. Returns the number of ids added.
-- #include "lib/queue_keys.lua"
local refusal = beside_types_refusal({{waiting_key, 'zset'}, {wake_key, 'list'}})
if refusal then return refusal end
local attempts_type, rerun_type
attempts_type, refusal = beside_type(attempts_key, 'hash')
if refusal then return refusal end
-- reserve() in use: ids may be reserved, and runs asked for
local reserving = attempts_type ~= 'none'
if reserving then
  rerun_type, refusal = beside_type(rerun_key, 'hash')
  if refusal then return refusal end
end
local reruns = reserving and rerun_type ~= 'none'
-- #include "lib/now.lua"
-- #include "lib/queue_wake.lua"
local delay = tonumber(ARGV[1])
local score = now + delay
local text = string.format('%.17g', score)
local waiters, head = waiters_without_token(now), nil
if waiters > 0 and delay > 0 then
  head = tonumber(redis.call('ZRANGE', queue_key, 0, 0, 'WITHSCORES')[2])
end
local added = 0
if reserving then
  for i = 2, #ARGV do
    if redis.call('ZADD', queue_key, 'NX', text, ARGV[i]) == 1 then
      redis.call('HDEL', attempts_key, ARGV[i])
      if reruns then redis.call('HDEL', rerun_key, ARGV[i]) end
      added = added + 1
    elseif tonumber(redis.call('ZSCORE', queue_key, ARGV[i])) > now
        and redis.call('HEXISTS', attempts_key, ARGV[i]) == 1 then
      redis.call('HSET', rerun_key, ARGV[i], text)
    end
  end
else
  local args = {}
  for i = 2, #ARGV do
    args[#args + 1] = text
    args[#args + 1] = ARGV[i]
  end
  added = redis.call('ZADD', queue_key, 'NX', unpack(args))
end
if added > 0 and (delay <= 0 or not head or score < head) then wake(added, waiters) end
return added
