-- #include "lib/waiters.lua"
-- The caller's token leaves the waiters, whatever its member's mode and
-- lifetime, with its wake list: the token of a call that threw while it
-- waited (recorded for a release to settle) may still be among them, and
-- a later release must not hand anything to a token nobody holds.
local function waiter_leave_token(token)
  local n = #token
  local members = redis.pcall('ZRANGE', waiters_key, 0, -1)
  if type(members) ~= 'table' then return end
  for _, member in ipairs(members) do
    if member:sub(2, n + 1) == token then
      drop(member)
      redis.pcall('DEL', waiters_key .. ':' .. token)
    end
  end
end
