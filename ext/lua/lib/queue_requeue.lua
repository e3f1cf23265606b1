-- #include "lib/queue_wake.lua"
-- Queues tasks again, as queue_enqueue.lua queues ids: list holds {id,
-- due time} (a time that has passed: now); an id queued already keeps its score (one that is reserved
-- is asked to run again when its delivery ends), an id added starts with
-- no deliveries and no run asked for. Wakes a waiter
-- per id added that is due by now or before the queue's head, as
-- queue_enqueue.lua does. Returns the number of ids added.
local function requeue(list, now)
  if #list == 0 then return 0 end
  local waiters = waiters_without_token(now)
  local head = nil
  if waiters > 0 then head = tonumber(redis.call('ZRANGE', queue_key, 0, 0, 'WITHSCORES')[2]) end
  local added, woken = 0, 0
  local reruns = redis.call('EXISTS', rerun_key) == 1
  for _, task in ipairs(list) do
    local due = math.max(task[2], now)
    local score = string.format('%.17g', due)
    if redis.call('ZADD', queue_key, 'NX', score, task[1]) == 1 then
      redis.call('HDEL', attempts_key, task[1])
      if reruns then redis.call('HDEL', rerun_key, task[1]) end
      added = added + 1
      if due <= now or not head or due < head then woken = woken + 1 end
    elseif tonumber(redis.call('ZSCORE', queue_key, task[1])) > now
        and redis.call('HEXISTS', attempts_key, task[1]) == 1 then
      -- reserved: one more run when its delivery ends, as enqueue() asks
      redis.call('HSET', rerun_key, task[1], score)
    end
  end
  wake(woken, waiters)
  return added
end
