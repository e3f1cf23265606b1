-- queue_enqueue: adds ids to a queue and wakes its waiters, for enqueue()
-- and put().
--
-- KEYS: as lib/queue_keys.lua says; ARGV[1] the delay in seconds,
-- ARGV[2] "" when ARGV[3..] are ids (enqueue()), "payloads" when they
-- are pairs of an id and its payload (put()); at most 1,000 ids, so that
-- unpack() stays within Lua's stack.
--
-- Adds every id not yet queued, due at server time + delay; an id already
-- queued keeps its score. A newly queued id starts with no deliveries, no
-- run asked for and no payload but the one given (entries an old client's
-- ZREM left behind are dropped). A payload given replaces the id's
-- payload, queued or not; enqueue() leaves the payload of a queued id as
-- it is. An id that is reserved (delivered by reserve(), not due again
-- yet) is asked to run again: when its delivery ends it is queued due at
-- this score (the latest such enqueue() wins; lib/queue_delivery.lua),
-- with its payload then. Wakes waiters (see queue_take.lua): one token
-- per added id due now, or earlier than the queue's head, but no more
-- than there are registered waiters without a token yet. Returns the
-- number of ids added.
-- #include "lib/queue_keys.lua"
local refusal = beside_types_refusal({{waiting_key, 'zset'}, {wake_key, 'list'}})
if refusal then return refusal end
local attempts_type, rerun_type, payload_type
attempts_type, refusal = beside_type(attempts_key, 'hash')
if refusal then return refusal end
-- reserve() in use: ids may be reserved, and runs asked for
local reserving = attempts_type ~= 'none'
if reserving then
  rerun_type, refusal = beside_type(rerun_key, 'hash')
  if refusal then return refusal end
end
local reruns = reserving and rerun_type ~= 'none'
payload_type, refusal = beside_type(payload_key, 'hash')
if refusal then return refusal end
-- put() in use: payloads to replace, or to drop for an id added
local putting = ARGV[2] == 'payloads'
local payloads = payload_type ~= 'none'
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
if reserving or payloads or putting then
  local stride = putting and 2 or 1
  for i = 3, #ARGV, stride do
    local id = ARGV[i]
    if redis.call('ZADD', queue_key, 'NX', text, id) == 1 then
      if reserving then redis.call('HDEL', attempts_key, id) end
      if reruns then redis.call('HDEL', rerun_key, id) end
      if not putting and payloads then redis.call('HDEL', payload_key, id) end
      added = added + 1
    elseif reserving and tonumber(redis.call('ZSCORE', queue_key, id)) > now
        and redis.call('HEXISTS', attempts_key, id) == 1 then
      redis.call('HSET', rerun_key, id, text)
    end
    if putting then redis.call('HSET', payload_key, id, ARGV[i + 1]) end
  end
else
  local args = {}
  for i = 3, #ARGV do
    args[#args + 1] = text
    args[#args + 1] = ARGV[i]
  end
  added = redis.call('ZADD', queue_key, 'NX', unpack(args))
end
if added > 0 and (delay <= 0 or not head or score < head) then wake(added, waiters) end
return added
