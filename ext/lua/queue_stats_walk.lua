-- queue_stats_walk: counts stats()'s reserved and delayed tasks, a slice
-- at a time, after a queue_stats run that left them to it.
--
-- KEYS: as lib/queue_keys.lua says; ARGV[1] the most tasks to look at,
-- ARGV[2] the walk's end (the highest score when it began), ARGV[3] the
-- score and ARGV[4] the id of the last task looked at, or ARGV[3] alone
-- (queue_stats's now) to begin after every task of that score or less.
-- Looks at the tasks that come after it in the queue's order (score, then
-- the bytes of the id), up to the end's score, and counts those with
-- deliveries (reserved) and those without (delayed). Returns [reserved,
-- delayed, the score (%.17g text) and id of the last task looked at, 1
-- when the walk is over, else 0, the tasks after that one up to the end's
-- score].
--
-- The order of the tasks that do not change during the walk holds, so
-- each of them is looked at once, whatever else is added or removed: a
-- walk goes on after its last task by rank when that task still has its
-- score, else after where it was.
-- #include "lib/queue_keys.lua"
-- #include "lib/queue_delivered.lua"
local most, walk_end = tonumber(ARGV[1]), tonumber(ARGV[2])
-- Whether id a comes after id b among tasks of one score (Redis orders
-- them by their bytes; Lua's < follows the locale).
local function comes_after(a, b)
  for i = 1, math.min(#a, #b) do
    local x, y = string.byte(a, i), string.byte(b, i)
    if x ~= y then return x > y end
  end
  return #a > #b
end
-- The rank of the first task after the task (score text s, id) was
-- looked at: by its rank if it is still there, else by a binary search
-- among the tasks of its score.
local function rank_after(s, id)
  local score = redis.call('ZSCORE', queue_key, id)
  if score and tonumber(score) == tonumber(s) then return redis.call('ZRANK', queue_key, id) + 1 end
  local low, high = redis.call('ZCOUNT', queue_key, '-inf', '(' .. s), redis.call('ZCOUNT', queue_key, '-inf', s)
  while low < high do
    local middle = math.floor((low + high) / 2)
    if comes_after(redis.call('ZRANGE', queue_key, middle, middle)[1], id) then
      high = middle
    else
      low = middle + 1
    end
  end
  return low
end
local first
if ARGV[4] then first = rank_after(ARGV[3], ARGV[4]) else first = redis.call('ZCOUNT', queue_key, '-inf', ARGV[3]) end
local slice = redis.call('ZRANGE', queue_key, first, first + most - 1, 'WITHSCORES')
local ids = {}
for i = 1, #slice, 2 do
  if tonumber(slice[i + 1]) > walk_end then break end
  ids[#ids + 1] = slice[i]
end
local rest = math.max(0, redis.call('ZCOUNT', queue_key, '-inf', ARGV[2]) - first - #ids)
local over = (#ids < most or rest == 0) and 1 or 0
if #ids == 0 then return {0, 0, ARGV[3], ARGV[4] or '', over, rest} end
local reserved = delivered_among(ids)
return {reserved, #ids - reserved, slice[2 * #ids], ids[#ids], over, rest}
