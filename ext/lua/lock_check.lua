-- lock_check: KEYS[1] the lock key; ARGV[1] a token. Returns 1 if the lock
-- holds the token, else 0.
if redis.pcall('GET', KEYS[1]) == ARGV[1] then return 1 end
return 0
