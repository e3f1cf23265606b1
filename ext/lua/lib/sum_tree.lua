-- #include "lib/whole.lua"
-- A sum over time kept exact with bounded work: a Fenwick tree over the
-- positions 1..size (whole numbers: ms or minutes since 1970), stored in
-- the fields <tag><position> of a hash (a field that falls to 0 is
-- deleted). sum_tree_add() adds delta at one position, sum_tree_prefix()
-- answers the sum of every position up to one: each touches at most
-- log2(size) fields, whatever the number of entries. Lua numbers are
-- doubles, exact for whole numbers below 2^53: bits are read with % and
-- powers of 2, not Lua 5.1's 32-bit bit library.
local function sum_tree_field(tag, position)
  return tag .. whole(position)
end
local function sum_tree_add(key, tag, position, delta, size)
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
local function sum_tree_prefix(key, tag, position)
  local fields = {}
  local step = 1
  while position > 0 do
    if position % (2 * step) ~= 0 then
      fields[#fields + 1] = sum_tree_field(tag, position)
      position = position - step
    end
    step = step * 2
  end
  if #fields == 0 then return 0 end
  local sum = 0
  for _, v in ipairs(redis.call('HMGET', key, unpack(fields))) do
    if v then sum = sum + tonumber(v) end
  end
  return sum
end
