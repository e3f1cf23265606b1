-- queue_take: pop(), top() and reserve().
--
-- KEYS[1] the queue key, KEYS[2] its waiters, KEYS[3] its attempts hash;
-- ARGV[1] the count, ARGV[2] what to do with the due tasks read ("top":
-- nothing, "pop": remove them, "reserve": move each one's score to now +
-- ARGV[3] seconds and count the delivery), ARGV[4] the caller's waiter id
-- ("" for a call that does not wait), ARGV[5] how long (ms) to register
-- the waiter when nothing is due ("0": the wait is over).
--
-- Reads up to count ids due by server time, lowest score first; they are
-- the first ranks of the set (the range starts at -inf), so removing ranks
-- 0..n-1 removes exactly them. Returns [id1, score1, ...] ("reserve": [id1,
-- new score1, attempts1, ...]), or, when nothing is due and the waiter is
-- registered, the ms until the head is due (-1: the queue is empty).
--
-- Waiting: a call that waits for a task registers itself in the sorted set
-- KEYS[2], its random id scored by the time (server ms) its registration
-- ends, and blocks with BLPOP on the queue's wake list, which
-- queue_enqueue.lua pushes to. Registrations of waiters that died end on
-- their own; a lost or stale token costs a waiter at most one slice of its
-- wait. Without waiters nothing of this is written.
--
-- The attempts hash never outgrows the queue: pop drops its entries (and
-- the hash with the queue's last id), and a pop or reserve that finds it
-- larger than the queue drops the ids that left.
-- #include "lib/beside_types.lua"
local refusal = beside_types_refusal({{KEYS[2], 'zset'}, {KEYS[3], 'hash'}})
if refusal then return refusal end
-- #include "lib/now.lua"
local items = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', string.format('%.17g', now),
  'WITHSCORES', 'LIMIT', 0, tonumber(ARGV[1]))
if ARGV[4] ~= '' then
  local register = tonumber(ARGV[5])
  if #items == 0 and register > 0 then
    redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', string.format('%.17g', now * 1000))
    redis.call('ZADD', KEYS[2], string.format('%.17g', now * 1000 + register), ARGV[4])
    if redis.call('PTTL', KEYS[2]) < register then redis.call('PEXPIRE', KEYS[2], register) end
    local head = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')[2]
    if not head then return -1 end
    -- at most a day: the caller blocks a slice at most anyway
    return math.min(86400000, math.max(0, math.ceil((tonumber(head) - now) * 1000)))
  end
  redis.call('ZREM', KEYS[2], ARGV[4])
end
if ARGV[2] == 'top' then return items end
-- the hash larger than the queue: an old client removed ids with a plain
-- ZREM; their entries go
if redis.call('HLEN', KEYS[3]) > redis.call('ZCARD', KEYS[1]) then
  for _, id in ipairs(redis.call('HKEYS', KEYS[3])) do
    if not redis.call('ZSCORE', KEYS[1], id) then redis.call('HDEL', KEYS[3], id) end
  end
end
if #items == 0 then return items end
if ARGV[2] == 'pop' then
  redis.call('ZREMRANGEBYRANK', KEYS[1], 0, #items / 2 - 1)
  if redis.call('EXISTS', KEYS[3]) == 1 then
    for i = 1, #items, 2 do redis.call('HDEL', KEYS[3], items[i]) end
    if redis.call('EXISTS', KEYS[1]) == 0 then redis.call('DEL', KEYS[3]) end
  end
  return items
end
local score = string.format('%.17g', now + tonumber(ARGV[3]))
local out = {}
for i = 1, #items, 2 do
  redis.call('ZADD', KEYS[1], 'XX', score, items[i])
  out[#out + 1] = items[i]
  out[#out + 1] = score
  out[#out + 1] = redis.call('HINCRBY', KEYS[3], items[i], 1)
end
return out
