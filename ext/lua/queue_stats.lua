-- queue_stats: stats(), counted from the data at server time.
--
-- KEYS: as lib/queue_keys.lua says; ARGV[1] the most tasks this run may
-- look at one by one. Returns [size, due, reserved, later, failed, the age
-- in seconds of the oldest due task as %.17g text (0 when none is due),
-- waiting, now as %.17g text, the walk's end]: later are the ids not due,
-- reserved those of them that reserve() delivered (they have deliveries),
-- the others delayed; waiting the registered waiters (queue_take.lua)
-- whose registration has not ended. When counting reserved means looking
-- at more than ARGV[1] tasks (both the deliveries and the later ids are
-- more), reserved is 0 and the walk's end is the highest score now (%.17g
-- text): queue_stats_walk.lua counts the later tasks, reserved and
-- delayed, ARGV[1] at a time, so that no run blocks Redis long. Else
-- reserved is counted here and the end is "".
-- #include "lib/queue_keys.lua"
local refusal = queue_keys_refusal()
if refusal then return refusal end
-- #include "lib/now.lua"
-- #include "lib/queue_delivered.lua"
local now_text = string.format('%.17g', now)
local size = redis.call('ZCARD', queue_key)
local due = redis.call('ZCOUNT', queue_key, '-inf', now_text)
local later, reserved, walk_end = size - due, 0, ''
local most = tonumber(ARGV[1])
if later > 0 and redis.call('EXISTS', attempts_key) == 1 then
  local delivered = redis.call('HLEN', attempts_key)
  -- whichever of the two is smaller is walked
  if math.min(delivered, later) > most then
    walk_end = redis.call('ZRANGE', queue_key, -1, -1, 'WITHSCORES')[2]
  elseif delivered <= later then
    for _, id in ipairs(redis.call('HKEYS', attempts_key)) do
      local score = redis.call('ZSCORE', queue_key, id)
      if score and tonumber(score) > now then reserved = reserved + 1 end
    end
  else
    reserved = delivered_among(redis.call('ZRANGEBYSCORE', queue_key, '(' .. now_text, '+inf'))
  end
end
local oldest = 0
if due > 0 then
  oldest = math.max(0, now - tonumber(redis.call('ZRANGE', queue_key, 0, 0, 'WITHSCORES')[2]))
end
local waiting = redis.call('ZCOUNT', waiting_key, string.format('(%.17g', now * 1000), '+inf')
return {size, due, reserved, later, redis.call('ZCARD', failed_key), string.format('%.17g', oldest), waiting,
  now_text, walk_end}
