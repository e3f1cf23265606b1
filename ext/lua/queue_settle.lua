-- queue_settle: the outcomes of a batch of work(), sent with the
-- reservation of its next batch.
--
-- KEYS: as lib/queue_keys.lua says; ARGV: triples of an id, its score and
-- what became of it: "a" (its handler returned: acknowledged, as ack()
-- does, its payload dropped unless it runs again), "b<seconds>" (its handler threw: due again that many seconds
-- from now, attempts kept; a run an enqueue() asked for while it was
-- reserved is served by it, due at the later of the two times), "f<reason>"
-- (its handler threw once attempts were used up: to the failed set, as
-- fail() does) or "r" (never handed to its handler: due now, the delivery
-- given back). Each only if the id's score still equals the one given
-- exactly; at most 1,000 triples. Returns how many were settled.
-- #include "lib/queue_keys.lua"
local refusal = queue_keys_refusal()
if refusal then return refusal end
-- #include "lib/now.lua"
-- #include "lib/queue_delivery.lua"
-- the outcomes that leave a task due now wake a waiter each (the
-- worker's own reservation, sent before in the same round trip, may have
-- registered it)
local settled, pending, due_now = 0, {}, 0
for i = 1, #ARGV - 2, 3 do
  local id, what = ARGV[i], ARGV[i + 2]
  local score = redis.call('ZSCORE', queue_key, id)
  if score and tonumber(score) == tonumber(ARGV[i + 1]) then
    local kind = string.sub(what, 1, 1)
    settled = settled + 1
    if kind == 'a' then
      redis.call('ZREM', queue_key, id)
      -- its payload goes with it, unless a run asked for meanwhile takes it
      if not delivery_end(id, pending) then redis.call('HDEL', payload_key, id) end
    elseif kind == 'f' then
      redis.call('ZREM', queue_key, id)
      deliveries_fail({id}, string.sub(what, 2), now, pending)
    elseif kind == 'b' then
      local due = now + tonumber(string.sub(what, 2))
      local asked = redis.call('HGET', rerun_key, id)
      if asked then
        redis.call('HDEL', rerun_key, id)
        due = math.max(due, tonumber(asked))
      end
      redis.call('ZADD', queue_key, 'XX', string.format('%.17g', due), id)
      if due <= now then due_now = due_now + 1 end
    else
      redis.call('ZADD', queue_key, 'XX', string.format('%.17g', now), id)
      if redis.call('HINCRBY', attempts_key, id, -1) <= 0 then redis.call('HDEL', attempts_key, id) end
      due_now = due_now + 1
    end
  end
end
requeue(pending, now)
if due_now > 0 then wake(due_now, waiters_without_token(now)) end
return settled
