-- queue_take: pop(), top() and reserve().
--
-- KEYS: as lib/queue_keys.lua says; ARGV[1] the count, ARGV[2] what to do
-- with the due tasks read ("top": nothing, "pop": remove them, "reserve":
-- move each one's score to now + ARGV[3] seconds and count the delivery),
-- ARGV[4] the caller's waiter id ("" for a call that does not wait),
-- ARGV[5] how long (ms) to register the waiter when nothing is due ("0":
-- the wait is over), ARGV[6] reserve()'s $maxAttempts ("0": no limit).
--
-- Reads up to count ids due by server time, lowest score first; they are
-- the first ranks of the set (the range starts at -inf), so removing ranks
-- 0..n-1 removes exactly them. Returns [id1, score1, payload1, ...]
-- ("reserve": [id1, new score1, attempts1, payload1, ...]; a payload is
-- nil for a task put() did not queue; "pop" drops the payloads it
-- answers), or, when nothing is due and the waiter is registered, the ms
-- until the head is due (-1: the queue is empty).
--
-- With $maxAttempts, a due id delivered that many times already is not
-- delivered again: its delivery ends as a failure (lib/queue_delivery.lua)
-- and the next due id is read in its place (until 1,000 have failed). A
-- run that failed 1,000 and has nothing to deliver answers the status
-- "MORE" instead (due ids may be left: the caller runs it again), having
-- neither registered nor removed the waiter.
--
-- Waiting: a call that waits for a task registers itself in the sorted set
-- of waiters, its random id scored by the time (server ms) its
-- registration ends, and blocks with BLPOP on the queue's wake list, which
-- lib/queue_wake.lua pushes to. Registrations of waiters that died end on
-- their own; a lost or stale token costs a waiter at most one slice of its
-- wait. Without waiters nothing of this is written.
--
-- The deliveries, runs asked for and payloads do not outgrow the queue
-- for long: pop drops their entries (and the hashes with the queue's last
-- id), and a pop or reserve that finds one larger than the queue (the
-- failed tasks' payloads: than the failed set) drops the entries of ids
-- that left among up to 1,000 of them (all of a small hash, else a
-- slice read by HSCAN from a place the clock picks), so that no run
-- blocks Redis long and the calls that follow find the others.
-- #include "lib/queue_keys.lua"
local count, mode, max_attempts = tonumber(ARGV[1]), ARGV[2], tonumber(ARGV[6])
local waiter = ARGV[4]
-- the keys this run may write: the waiters' set only for a call that
-- waits; with $maxAttempts, those of a failure too (checked there)
local attempts_type, rerun_type, refusal, _
if waiter ~= '' then
  _, refusal = beside_type(waiting_key, 'zset')
  if refusal then return refusal end
end
attempts_type, refusal = beside_type(attempts_key, 'hash')
if refusal then return refusal end
rerun_type, refusal = beside_type(rerun_key, 'hash')
if refusal then return refusal end
local payload_type, failpayload_type
payload_type, refusal = beside_type(payload_key, 'hash')
if refusal then return refusal end
if mode ~= 'top' then
  -- tidied below
  failpayload_type, refusal = beside_type(failpayload_key, 'hash')
  if refusal then return refusal end
  if failpayload_type ~= 'none' then
    _, refusal = beside_type(failed_key, 'zset')
    if refusal then return refusal end
  end
end
local failing = mode == 'reserve' and max_attempts > 0
if failing then
  refusal = queue_keys_refusal()
  if refusal then return refusal end
end
-- #include "lib/now.lua"
-- up to n due ids after the first skip, with their scores
local function due(skip, n)
  return redis.call('ZRANGEBYSCORE', queue_key, '-inf', string.format('%.17g', now), 'WITHSCORES', 'LIMIT', skip, n)
end
local items = due(0, count)
if failing and #items > 0 then
  -- the pieces of a failure are defined in these runs only
-- #include "lib/queue_delivery.lua"
  -- the due ids of items that may be delivered again, the others failed
  -- (the runs asked for while they were reserved queued), refilled from
  -- the next due ids (those runs included); at most 1,000 failed a run,
  -- so that a queue full of used-up tasks never blocks Redis long (the
  -- next run goes on)
  local kept, failed_total = {}, 0
  while true do
    local used_up, pending = {}, {}
    for i = 1, #items, 2 do
      -- the ids after the 1,000th failure stay due, for the next run
      if failed_total + #used_up >= 1000 then break end
      if (tonumber(redis.call('HGET', attempts_key, items[i])) or 0) >= max_attempts then
        used_up[#used_up + 1] = items[i]
      else
        kept[#kept + 1] = items[i]
        kept[#kept + 1] = items[i + 1]
      end
    end
    local failed = #used_up
    if failed > 0 then
      redis.call('ZREM', queue_key, unpack(used_up))
      deliveries_fail(used_up, 'attempts exhausted', now, pending)
    end
    requeue(pending, now)
    failed_total = failed_total + failed
    if failed == 0 or #kept / 2 >= count or failed_total >= 1000 then break end
    -- the kept ids are still the first due ranks
    items = due(#kept / 2, count - #kept / 2)
  end
  items = kept
  if #items == 0 and failed_total >= 1000 then return {ok = 'MORE'} end
  -- a failure may have written the hashes
  attempts_type, rerun_type = 'hash', 'hash'
end
-- the payloads of the due ids read, by HMGET of at most 1,000 at a time
-- (within Lua's stack); none without put()
local payloads = {}
if payload_type ~= 'none' and #items > 0 then
  for from = 1, #items, 2000 do
    local ids = {}
    for i = from, math.min(#items, from + 1999), 2 do ids[#ids + 1] = items[i] end
    for _, payload in ipairs(redis.call('HMGET', payload_key, unpack(ids))) do payloads[#payloads + 1] = payload end
  end
end
-- items as the caller reads them: a payload (false: none) after each
-- score (after the attempts: reserve, extra set)
local function with_payloads(extra)
  local out = {}
  for i = 1, #items, 2 do
    out[#out + 1] = items[i]
    out[#out + 1] = items[i + 1]
    if extra then out[#out + 1] = extra[(i + 1) / 2] end
    out[#out + 1] = payloads[(i + 1) / 2] or false
  end
  return out
end
if waiter ~= '' then
  local register = tonumber(ARGV[5])
  if #items == 0 and register > 0 then
    redis.call('ZREMRANGEBYSCORE', waiting_key, '-inf', string.format('%.17g', now * 1000))
    redis.call('ZADD', waiting_key, string.format('%.17g', now * 1000 + register), waiter)
    if redis.call('PTTL', waiting_key) < register then redis.call('PEXPIRE', waiting_key, register) end
    local head = redis.call('ZRANGE', queue_key, 0, 0, 'WITHSCORES')[2]
    if not head then return -1 end
    -- at most a day: the caller blocks a slice at most anyway
    return math.min(86400000, math.max(0, math.ceil((tonumber(head) - now) * 1000)))
  end
  redis.call('ZREM', waiting_key, waiter)
end
if mode == 'top' then return with_payloads(nil) end
-- a hash larger than the queue: an old client removed ids with a plain
-- ZREM; their entries go, up to 1,000 looked at a run
-- the hashes beside the queue that exist (none without reserve() or put())
local hashes = {}
if attempts_type ~= 'none' then hashes[#hashes + 1] = attempts_key end
if rerun_type ~= 'none' then hashes[#hashes + 1] = rerun_key end
if payload_type ~= 'none' then hashes[#hashes + 1] = payload_key end
local size = redis.call('ZCARD', queue_key)
-- each hash with the set its ids must be in
local tidied = {}
for _, key in ipairs(hashes) do tidied[#tidied + 1] = {key, queue_key, size} end
if failpayload_type ~= 'none' then
  tidied[#tidied + 1] = {failpayload_key, failed_key, redis.call('ZCARD', failed_key)}
end
for _, hash in ipairs(tidied) do
  local key, set, entries = hash[1], hash[2], redis.call('HLEN', hash[1])
  if entries > hash[3] then
    local ids
    if entries <= 1000 then
      ids = redis.call('HKEYS', key)
    else
      -- any number is a place to scan from: the microseconds of the clock.
      -- A scan that reaches the end of the table goes on from its start
      -- (at most 1,000 looked at in all), so that every entry is as likely
      -- to be looked at as any other: without it, the entries near the
      -- start were reached only from a place just before them
      local cursor = string.format('%d', (now * 1000000) % 4294967296)
      ids = {}
      for _ = 1, 2 do
        local reply = redis.call('HSCAN', key, cursor, 'COUNT', 1000 - #ids)
        for i = 1, #reply[2], 2 do ids[#ids + 1] = reply[2][i] end
        if reply[1] ~= '0' or #ids >= 1000 then break end
        cursor = '0'
      end
    end
    for _, id in ipairs(ids) do
      if not redis.call('ZSCORE', set, id) then redis.call('HDEL', key, id) end
    end
  end
end
if #items == 0 then return items end
local answer = nil
if mode == 'pop' then
  answer = with_payloads(nil)
  redis.call('ZREMRANGEBYRANK', queue_key, 0, #items / 2 - 1)
  for _, key in ipairs(hashes) do
    for i = 1, #items, 2 do redis.call('HDEL', key, items[i]) end
    -- UNLINK: entries an old client left may make the hash large
    if size == #items / 2 then redis.call('UNLINK', key) end
  end
  return answer
end
local score = string.format('%.17g', now + tonumber(ARGV[3]))
local attempts = {}
for i = 1, #items, 2 do
  redis.call('ZADD', queue_key, 'XX', score, items[i])
  items[i + 1] = score
  attempts[#attempts + 1] = redis.call('HINCRBY', attempts_key, items[i], 1)
end
return with_payloads(attempts)
