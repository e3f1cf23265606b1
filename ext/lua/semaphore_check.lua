-- semaphore_check: KEYS[1] the semaphore key; ARGV[1] a token. Returns 1
-- if the token holds a permit that has not expired, else 0 (a key of
-- another type holds none).
-- #include "lib/clock_ms.lua"
local expiry = redis.pcall('ZSCORE', KEYS[1], ARGV[1])
if type(expiry) == 'string' and tonumber(expiry) > now_ms() then return 1 end
return 0
