-- queue_touch: KEYS[1] the queue key; ARGV[1] an id, ARGV[2] its score,
-- ARGV[3] seconds. Moves the id's score to server time + ARGV[3] only if it
-- still equals ARGV[2] exactly. Returns the new score as %.17g text, or
-- nil.
-- #include "lib/now.lua"
local score = redis.call('ZSCORE', KEYS[1], ARGV[1])
if not score or tonumber(score) ~= tonumber(ARGV[2]) then return false end
local new = string.format('%.17g', now + tonumber(ARGV[3]))
redis.call('ZADD', KEYS[1], 'XX', new, ARGV[1])
return new
