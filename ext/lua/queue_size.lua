-- queue_size: KEYS[1] the queue key; ARGV[1] "1" to count only the ids due
-- by server time. Returns the count.
if ARGV[1] ~= '1' then return redis.call('ZCARD', KEYS[1]) end
-- #include "lib/now.lua"
return redis.call('ZCOUNT', KEYS[1], '-inf', string.format('%.17g', now))
