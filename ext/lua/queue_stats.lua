-- queue_stats: stats(), counted from the data at server time.
--
-- KEYS: as lib/queue_keys.lua says. Returns [size, due, reserved, delayed,
-- failed, the age in seconds of the oldest due task as %.17g text (0 when
-- none is due), waiting]: reserved are the ids not due that reserve()
-- delivered (they have deliveries), delayed the other ids not due,
-- waiting the registered waiters (queue_take.lua) whose registration has
-- not ended.
-- #include "lib/queue_keys.lua"
local refusal = queue_keys_refusal()
if refusal then return refusal end
-- #include "lib/now.lua"
local now_text = string.format('%.17g', now)
local size = redis.call('ZCARD', queue_key)
local due = redis.call('ZCOUNT', queue_key, '-inf', now_text)
local later, reserved = size - due, 0
if later > 0 and redis.call('EXISTS', attempts_key) == 1 then
  -- whichever of the two is smaller is walked
  if redis.call('HLEN', attempts_key) <= later then
    for _, id in ipairs(redis.call('HKEYS', attempts_key)) do
      local score = redis.call('ZSCORE', queue_key, id)
      if score and tonumber(score) > now then reserved = reserved + 1 end
    end
  else
    for _, id in ipairs(redis.call('ZRANGEBYSCORE', queue_key, '(' .. now_text, '+inf')) do
      reserved = reserved + redis.call('HEXISTS', attempts_key, id)
    end
  end
end
local oldest = 0
if due > 0 then
  oldest = math.max(0, now - tonumber(redis.call('ZRANGE', queue_key, 0, 0, 'WITHSCORES')[2]))
end
local waiting = redis.call('ZCOUNT', waiting_key, string.format('(%.17g', now * 1000), '+inf')
return {size, due, reserved, later - reserved, redis.call('ZCARD', failed_key), string.format('%.17g', oldest),
  waiting}
