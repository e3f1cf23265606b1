-- #include "lib/whole.lua"
-- A sum over time kept exact with bounded work: a Fenwick tree over the
-- positions 1..size (whole numbers: ms or minutes since 1970), stored in
-- the fields <tag><position> of a hash (a field that falls to 0 is
-- deleted). sum_tree_add() adds delta at one position, sum_tree_prefix()
-- answers the sum of every position up to one: each touches at most
-- log2(size) fields, whatever the number of entries. Lua numbers are
-- doubles, exact for whole numbers below 2^53: bits are read with % and
-- powers of 2, not Lua 5.1's 32-bit bit library.
--
-- The position added to last is kept out of the tree, in the fields
-- <tag>p (the position) and <tag>q (its sum so far): adds at the same
-- position (the takes of one minute, or of one ms) then cost one
-- HINCRBY, not a path of the tree; a positive add at another position
-- first moves that sum into the tree. A position's sum is always its part
-- in the tree plus <tag>q when <tag>p names it, and neither part falls
-- below 0: once every quantity added is taken off again, every field is
-- gone (a position kept, left for another and kept again has part of its
-- sum in the tree: what is taken off beyond <tag>q comes out of the tree).
local function sum_tree_field(tag, position)
  return tag .. whole(position)
end
-- Adds delta to the tree's fields covering position.
local function sum_tree_add_path(key, tag, position, delta, size)
  local by = whole(delta)
  local step = 1
  while position <= size and step <= size do
    if position % (2 * step) ~= 0 then
      local field = sum_tree_field(tag, position)
      if redis.call('HINCRBY', key, field, by) == 0 then redis.call('HDEL', key, field) end
      position = position + step
    end
    step = step * 2
  end
end
local function sum_tree_add(key, tag, position, delta, size)
  local kept_at, kept_sum = tag .. 'p', tag .. 'q'
  local kept = redis.call('HMGET', key, kept_at, kept_sum)
  local at, sum = tonumber(kept[1]), tonumber(kept[2])
  if at == position and sum + delta > 0 then
    redis.call('HINCRBY', key, kept_sum, whole(delta))
  elseif at == position then
    redis.call('HDEL', key, kept_at, kept_sum)
    if sum + delta < 0 then sum_tree_add_path(key, tag, position, sum + delta, size) end
  elseif delta < 0 then
    sum_tree_add_path(key, tag, position, delta, size)
  else
    if at then sum_tree_add_path(key, tag, at, sum, size) end
    redis.call('HMSET', key, kept_at, whole(position), kept_sum, whole(delta))
  end
end
local function sum_tree_prefix(key, tag, upto)
  local fields = {tag .. 'p', tag .. 'q'}
  local position, step = upto, 1
  while position > 0 do
    if position % (2 * step) ~= 0 then
      fields[#fields + 1] = sum_tree_field(tag, position)
      position = position - step
    end
    step = step * 2
  end
  local values = redis.call('HMGET', key, unpack(fields))
  local sum = 0
  for i = 3, #fields do
    if values[i] then sum = sum + tonumber(values[i]) end
  end
  local at = tonumber(values[1])
  if at and at <= upto then sum = sum + tonumber(values[2]) end
  return sum
end
