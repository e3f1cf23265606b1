-- queue_failed: failed(), the failed tasks, oldest failure first.
--
-- KEYS: as lib/queue_keys.lua says; ARGV[1] the most to return. Returns
-- [id1, failure time1, "attempts:reason"1, payload1, ...] (an entry
-- without its description, which only an outside hand could cause, as
-- "0:"; the payload nil for a task put() did not queue).
-- #include "lib/queue_keys.lua"
local refusal = queue_keys_refusal()
if refusal then return refusal end
local failed = redis.call('ZRANGE', failed_key, 0, tonumber(ARGV[1]) - 1, 'WITHSCORES')
local payloads = redis.call('EXISTS', failpayload_key) == 1
local out = {}
-- the descriptions by HMGET of at most 1,000 ids (within Lua's stack)
for first = 1, #failed, 2000 do
  local ids = {}
  for i = first, math.min(#failed, first + 1999), 2 do ids[#ids + 1] = failed[i] end
  local infos = redis.call('HMGET', failinfo_key, unpack(ids))
  local kept = payloads and redis.call('HMGET', failpayload_key, unpack(ids)) or {}
  for k, id in ipairs(ids) do
    out[#out + 1] = id
    out[#out + 1] = failed[first + 2 * k - 1]
    out[#out + 1] = infos[k] or '0:'
    out[#out + 1] = kept[k] or false
  end
end
return out
