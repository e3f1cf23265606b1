-- stock_read: what is for sale, for RedisStock::available() and info();
-- writes nothing.
--
-- KEYS: as lib/stock_keys.lua says; ARGV[1] "available" or "info".
--
-- available: the quantity for sale now, the holds expired by now counted
-- as given back. info: {available, held (quantity in live holds), taken
-- (quantity in final takes not yet forgotten), holds (live holds),
-- buyers (buyers with a live hold or a final take)}.
-- #include "lib/stock_keys.lua"
local at_ms = stock_now_ms()
local counters = stock_counters()
local expired = stock_expired_held(counters, at_ms)
local available = counters.available + expired
if ARGV[1] == 'available' then return available end
return {available, counters.held - expired, counters.taken - stock_forgotten_taken(counters, at_ms),
  redis.call('ZCOUNT', holds_key, '(' .. whole(at_ms), '+inf'),
  redis.call('ZCOUNT', buyers_key, '(' .. whole(at_ms), '+inf')}
