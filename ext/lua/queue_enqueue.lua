-- queue_enqueue: adds ids to a queue and wakes its waiters.
--
-- KEYS[1] the queue key, KEYS[2] its waiters, KEYS[3] its wake list,
-- KEYS[4] its attempts hash; ARGV[1] the delay in seconds, ARGV[2..] the
-- ids (at most 1,000, so that unpack() stays within Lua's stack).
--
-- Adds every id not yet queued, due at server time + delay; an id already
-- queued keeps its score. A newly queued id starts with no attempts (an
-- entry an old client left behind is dropped). Wakes waiters (see
-- queue_take.lua): one token per added id due now, or earlier than the
-- queue's head, but no more than there are registered waiters without a
-- token yet, so that one task wakes one waiter, not a herd. Returns the
-- number of ids added.
-- #include "lib/beside_types.lua"
local refusal = beside_types_refusal({{KEYS[2], 'zset'}, {KEYS[3], 'list'}, {KEYS[4], 'hash'}})
if refusal then return refusal end
-- #include "lib/now.lua"
local delay = tonumber(ARGV[1])
local score = now + delay
local text = string.format('%.17g', score)
local waiters, head = 0, nil
if redis.call('EXISTS', KEYS[2]) == 1 then
  redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', string.format('%.17g', now * 1000))
  waiters = redis.call('ZCARD', KEYS[2]) - redis.call('LLEN', KEYS[3])
  if waiters > 0 and delay > 0 then
    head = tonumber(redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')[2])
  end
end
local added = 0
if redis.call('EXISTS', KEYS[4]) == 1 then
  for i = 2, #ARGV do
    if redis.call('ZADD', KEYS[1], 'NX', text, ARGV[i]) == 1 then
      redis.call('HDEL', KEYS[4], ARGV[i])
      added = added + 1
    end
  end
else
  local args = {}
  for i = 2, #ARGV do
    args[#args + 1] = text
    args[#args + 1] = ARGV[i]
  end
  added = redis.call('ZADD', KEYS[1], 'NX', unpack(args))
end
if waiters > 0 and added > 0 and (delay <= 0 or not head or score < head) then
  local tokens = {}
  for i = 1, math.min(added, waiters) do tokens[i] = '1' end
  redis.call('RPUSH', KEYS[3], unpack(tokens))
  redis.call('PEXPIRE', KEYS[3], 2000)
end
return added
