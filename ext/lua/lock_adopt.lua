-- lock_adopt: tells whether the lock holds a token, for adopt() (a lock
-- handed over from another process).
--
-- KEYS[1] the lock key; ARGV[1] the token. Returns the lock's remaining
-- lifetime in ms (PTTL: -1 for none) if it holds the token, else -3.
if redis.pcall('GET', KEYS[1]) ~= ARGV[1] then return -3 end
return redis.call('PTTL', KEYS[1])
