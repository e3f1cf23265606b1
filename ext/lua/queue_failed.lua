-- queue_failed: failed(), the failed tasks, oldest failure first.
--
-- KEYS: as lib/queue_keys.lua says; ARGV[1] the most to return. Returns
-- [id1, failure time1, "attempts:reason"1, ...] (an entry without its
-- description, which only an outside hand could cause, as "0:").
-- #include "lib/queue_keys.lua"
local refusal = queue_keys_refusal()
if refusal then return refusal end
local failed = redis.call('ZRANGE', failed_key, 0, tonumber(ARGV[1]) - 1, 'WITHSCORES')
local out = {}
for i = 1, #failed, 2 do
  out[#out + 1] = failed[i]
  out[#out + 1] = failed[i + 1]
  out[#out + 1] = redis.call('HGET', failinfo_key, failed[i]) or '0:'
end
return out
