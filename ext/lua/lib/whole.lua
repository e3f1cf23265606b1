-- Whole numbers (below 2^53, where doubles are exact) as Redis reads them:
-- Lua's own text turns to exponents past 14 digits. "%d" formats them as
-- a C long, about twice as quick as "%.0f" (a sum tree formats dozens per
-- call): used where a long holds 53 bits, "%.0f" elsewhere. WHOLE_SPEC
-- goes after a width: "%015" .. WHOLE_SPEC.
local WHOLE_SPEC = string.format('%d', 2 ^ 53) == '9007199254740992' and 'd' or '.0f'
local WHOLE_FORMAT = '%' .. WHOLE_SPEC
local function whole(n)
  return string.format(WHOLE_FORMAT, n)
end
