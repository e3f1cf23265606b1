/*
 * The Lua scripts and how they are run.
 *
 * Scores and times are formatted with %.17g inside scripts: redis.call()
 * would otherwise turn a Lua number into a string with 14 significant digits
 * and lose the microseconds of a Unix time.
 */
#include "php.h"
#include "ext/standard/sha1.h"

#include "rl_call.h"
#include "rl_globals.h"
#include "rl_script.h"

/* Handing a lock over. A lock() that will wait when the lock is taken
 * joins the lock's waiters (lock_acquire_script) and blocks (BLPOP) on its
 * own wake list, "<waiters key>:<its token>". Two sorted sets beside the
 * lock key hold the waiters, each member "<mode><token><lifetime in ms>":
 * "<key>:waiters" scored by arrival (server time in ms, kept while the
 * waiter stays; arrivals in one ms in the order of their members),
 * "<key>:alive" by the server time in ms until which the
 * waiter is known to wait (it renews that at each attempt). A release
 * gives the lock to the first waiter that is still alive, in the same
 * script: it writes the waiter's token and lifetime into the lock key and
 * pushes "h<fencing token or 0>" onto the waiter's list, so the waiter
 * holds the lock when its BLPOP returns, without another command, and a
 * process that releases and asks again at once queues behind it. Modes:
 * "h" hand over, "f" hand over with a fencing token, "w" only wake (the
 * sync_replicas option: the waiter takes the lock itself, followed by its
 * WAIT). A waiter that stops waiting leaves in its last attempt, which
 * also finds a lock handed to it meanwhile (it holds its token); one that
 * died while waiting is handed nothing once its alive score has passed.
 * The keys expire on their own. Every key here is named from the lock
 * key's hash tag (rl_slot_key_beside()), so all share its Cluster slot.
 *
 * The scripts read every key's name from ARGV, the lock key's from
 * KEYS[1]. KEYS holds the lock key and, as well, the keys beside it that
 * the run may create (the waiters' sets when the caller joins them, the
 * fencing counter when it may count), which the script does not read
 * there. While a Cluster slot migrates, Redis answers TRYAGAIN to a script
 * whose declared keys are partly on the node, and runs one whose declared
 * keys are all missing on the node that imports the slot: declaring what
 * may be created keeps a script from making, on that node, a key that the
 * other still holds (the migration would stop at it), and declaring
 * nothing else (the waiters' sets of a caller that only reads or removes
 * members, a wake list) keeps keys that are seldom there from refusing
 * every script on a held lock until the migration ends. Every command on
 * an undeclared key is a pcall: on the old owner, a key it does not have
 * answers with an error, read as "no waiters" or "not joined". */

/* The next fencing token of counter key: the counter plus one, but never
 * less than the server's clock in microseconds, so that tokens never go
 * back, even after the counter key was lost (evicted, a restart without
 * persistence, a failover). The clock is read before a write, so a script
 * using it needs effect replication (asked for; the default since 5.0). */
#define RL_LUA_NEXT_FENCE \
	"if redis.replicate_commands then redis.replicate_commands() end\n" \
	"local function next_fence(key)\n" \
	"  local t = redis.call('TIME')\n" \
	"  local floor = tonumber(t[1]) * 1000000 + tonumber(t[2])\n" \
	"  local token = redis.call('INCR', key)\n" \
	"  if token < floor then\n" \
	"    redis.call('SET', key, string.format('%.0f', floor))\n" \
	"    token = floor\n" \
	"  end\n" \
	"  return token\n" \
	"end\n"

/* What the scripts that keep the waiters share (the locals waiters_key
 * and alive_key, bound before it): the server's clock in ms, the unit of both sets' scores (read
 * before writes, so with effect replication, as RL_LUA_NEXT_FENCE), and
 * removing a member from both sets (with pcall: a set of another kind
 * holds no waiter). */
#define RL_LUA_WAITERS \
	"if redis.replicate_commands then redis.replicate_commands() end\n" \
	"local function now_ms()\n" \
	"  local t = redis.call('TIME')\n" \
	"  return tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)\n" \
	"end\n" \
	"local function drop(member)\n" \
	"  redis.pcall('ZREM', waiters_key, member)\n" \
	"  redis.pcall('ZREM', alive_key, member)\n" \
	"end\n"

/* RL_LUA_WAITERS and the first waiter still alive: the member, its alive
 * score and the server's clock in ms; nil when there is none. Waiters
 * found dead before it leave both sets (at most 100 a call; others wait
 * for their turn at the head, or for the sets to expire). */
#define RL_LUA_FIRST_ALIVE \
	RL_LUA_WAITERS \
	"local function first_alive()\n" \
	"  local now\n" \
	"  for i = 1, 100 do\n" \
	"    local head = redis.pcall('ZRANGE', waiters_key, 0, 0)\n" \
	"    if type(head) ~= 'table' or not head[1] then return nil end\n" \
	"    now = now or now_ms()\n" \
	"    local alive = tonumber(redis.pcall('ZSCORE', alive_key, head[1]))\n" \
	"    if alive and alive >= now then return head[1], alive, now end\n" \
	"    drop(head[1])\n" \
	"  end\n" \
	"  return nil\n" \
	"end\n"

/* The token scripts read the lock key with pcall: a key that someone
 * overwrote with another type holds no token of ours, so it answers "not
 * held" instead of an error that would come back on every later call. */

/* KEYS[1] lock key (with fencing, KEYS[2] the counter: not read); ARGV[1]
 * waiters, ARGV[2] alive, ARGV[3] fencing counter, ARGV[4] the holder's
 * token. Only if the lock holds the token: gives it to the
 * first waiter still alive (dropping those found dead before it, at most
 * 100 a call; others wait for their turn at the head, or for the sets to
 * expire), or deletes it when there is none. Returns 1 when released, 0
 * when the lock is gone or someone else's (the token then leaves the
 * waiters, if it is among them: a lock() that threw while it waited). */
rl_script lock_release_script = {.name = "lock_release", .source =
	"local waiters_key, alive_key, fence_key, token = ARGV[1], ARGV[2], ARGV[3], ARGV[4]\n"
	RL_LUA_NEXT_FENCE
	RL_LUA_FIRST_ALIVE
	"local n = #token\n"
	"if redis.pcall('GET', KEYS[1]) ~= token then\n"
	/* the token of a lock() that threw while it waited (recorded for
	 * unlock() to settle) may still be among the waiters: it leaves, or a
	 * later release would hand the lock to a token nobody holds */
	"  local members = redis.pcall('ZRANGE', waiters_key, 0, -1)\n"
	"  if type(members) == 'table' then\n"
	"    for _, member in ipairs(members) do\n"
	"      if member:sub(2, n + 1) == token then\n"
	"        drop(member)\n"
	"        redis.pcall('DEL', waiters_key .. ':' .. token)\n"
	"      end\n"
	"    end\n"
	"  end\n"
	"  return 0\n"
	"end\n"
	"local function hand_over()\n"
	"  local member, alive, now = first_alive()\n"
	"  if not member then return false end\n"
	"  local mode, next_token = member:sub(1, 1), member:sub(2, n + 1)\n"
	/* the fencing token first: if its counter fails (a key of another
	 * kind), the script stops before it has written the lock */
	"  local fence = 0\n"
	"  if mode == 'f' then fence = next_fence(fence_key) end\n"
	"  drop(member)\n"
	"  if mode ~= 'w' then\n"
	"    redis.call('SET', KEYS[1], next_token, 'PX', member:sub(n + 2))\n"
	"  end\n"
	/* during a slot migration Redis may refuse the waiter's list: the
	 * waiter then finds the lock at its next attempt instead */
	"  local wake = waiters_key .. ':' .. next_token\n"
	"  redis.pcall('RPUSH', wake, mode == 'w' and 'w' or 'h' .. string.format('%.0f', fence))\n"
	"  redis.pcall('PEXPIRE', wake, alive - now + 1000)\n"
	"  return mode ~= 'w'\n"
	"end\n"
	"if not hand_over() then redis.call('DEL', KEYS[1]) end\n"
	"return 1\n"};

/* KEYS[1] lock key; ARGV[1] waiters, ARGV[2] alive, ARGV[3] the holder's
 * token, ARGV[4] a lifetime in ms. Sets the lifetime only if the
 * lock holds the token. A shorter lifetime than the lock had wakes the
 * first waiter still alive ("w"; those found dead before it leave, as at a
 * release), which waits again for the new one. Returns 1 or 0. */
rl_script lock_extend_script = {.name = "lock_extend", .source =
	"local waiters_key, alive_key, token, ttl = ARGV[1], ARGV[2], ARGV[3], ARGV[4]\n"
	RL_LUA_FIRST_ALIVE
	"if redis.pcall('GET', KEYS[1]) ~= token then return 0 end\n"
	"local before = redis.call('PTTL', KEYS[1])\n"
	"redis.call('PEXPIRE', KEYS[1], ttl)\n"
	"if tonumber(ttl) < before then\n"
	"  local member = first_alive()\n"
	"  if member then\n"
	"    local wake = waiters_key .. ':' .. member:sub(2, #token + 1)\n"
	"    redis.pcall('DEL', wake)\n"
	"    redis.pcall('RPUSH', wake, 'w')\n"
	"    redis.pcall('PEXPIRE', wake, 1000)\n"
	"  end\n"
	"end\n"
	"return 1\n"};

/* KEYS[1] lock key (then, not read, the waiters' sets when the caller
 * joins them and the counter with fencing); ARGV[1] waiters, ARGV[2]
 * alive, ARGV[3] the caller's wake list ("<waiters>:<token>"), ARGV[4]
 * fencing counter ("" without
 * fencing), ARGV[5] token, ARGV[6] lifetime in ms, ARGV[7] how long the
 * caller will wait if the lock is taken, in ms ("0": it will not, or no
 * longer), ARGV[8] its mode ("h", "f" or "w", above), ARGV[9] "1" if an
 * earlier attempt of the call may have joined the waiters (else "0":
 * there is nothing to leave).
 * Takes the lock if it is free. A lock that already holds the token is this
 * caller's: an earlier attempt whose reply was lost, or a hand-over; it
 * counts as taken, and its lifetime starts again. A key of another type
 * under the lock's name is taken (as SET NX would find it). Returns {1,
 * fencing token or 0} when taken (and the caller no longer waits);
 * otherwise {0, the lock's remaining lifetime in ms, -1 for none}, after
 * clearing the caller's wake list and, if ARGV[7] > 0, keeping it among
 * the waiters (at its place, alive for ARGV[7] more ms, or the lock's
 * remaining lifetime plus 101 ms when that is shorter), else removing it.
 * A key of another type under the name of a waiters' set is replaced, as
 * the SET of the waiting marker of earlier versions did; a set the node
 * cannot write (a slot migration) is not joined: the caller polls. */
rl_script lock_acquire_script = {.name = "lock_acquire", .source =
	"local waiters_key, alive_key, wake_key, fence_key = ARGV[1], ARGV[2], ARGV[3], ARGV[4]\n"
	"local token, ttl, wait, mode, joined = ARGV[5], ARGV[6], tonumber(ARGV[7]), ARGV[8], ARGV[9]\n"
	RL_LUA_NEXT_FENCE
	RL_LUA_WAITERS
	"local member = mode .. token .. ttl\n"
	"local function leave()\n"
	"  if joined ~= '1' then return end\n"
	"  drop(member)\n"
	"  redis.pcall('DEL', wake_key)\n"
	"end\n"
	"local function taken()\n"
	"  local fence = 0\n"
	/* the token first: if its counter fails (a key of another kind), the
	 * script stops before it has written the lock */
	"  if fence_key ~= '' then fence = next_fence(fence_key) end\n"
	"  redis.call('SET', KEYS[1], token, 'PX', ttl)\n"
	"  leave()\n"
	"  return {1, fence}\n"
	"end\n"
	"local current = redis.pcall('GET', KEYS[1])\n"
	"if current == token or not current then return taken() end\n"
	"if wait <= 0 then\n"
	"  leave()\n"
	"  return {0, redis.call('PTTL', KEYS[1])}\n"
	"end\n"
	"local now = now_ms()\n"
	"redis.pcall('DEL', wake_key)\n"
	/* scores in ms: 13 digits, exact however redis.call() formats them */
	"local function join(k, flag, score)\n"
	"  local added = redis.pcall('ZADD', k, flag, score, member)\n"
	"  if type(added) == 'table' and added.err and added.err:find('WRONGTYPE', 1, true) then\n"
	"    redis.call('DEL', k)\n"
	"    redis.call('ZADD', k, flag, score, member)\n"
	"  elseif type(added) == 'table' then\n"
	"    return false\n"
	"  end\n"
	"  return true\n"
	"end\n"
	"local lifetime = redis.call('PTTL', KEYS[1])\n"
	/* the caller blocks no longer than the lock lives (it wakes 1 ms after
	 * it expires, then asks again): alive for that plus 100 ms at most, so
	 * that one that died meanwhile is not handed a later lock */
	"local alive_for = wait\n"
	"if lifetime >= 0 and lifetime + 101 < alive_for then alive_for = lifetime + 101 end\n"
	"if join(waiters_key, 'NX', now) and join(alive_key, 'CH', now + alive_for) then\n"
	/* each set lives as long as the longest wait among its members */
	"  for _, k in ipairs({waiters_key, alive_key}) do\n"
	"    local ttl_left = redis.pcall('PTTL', k)\n"
	"    if type(ttl_left) == 'number' and ttl_left < wait then redis.pcall('PEXPIRE', k, wait) end\n"
	"  end\n"
	"else\n"
	"  drop(member)\n"
	"end\n"
	"return {0, lifetime}\n"};

/* KEYS[1] lock key; ARGV[1] token. Returns 1 if the lock holds the token. */
rl_script lock_check_script = {.name = "lock_check", .source =
	"if redis.pcall('GET', KEYS[1]) == ARGV[1] then return 1 end\n"
	"return 0\n"};

/* The server's clock as Unix seconds with microseconds, the unit the
 * original class used for scores (microtime(true)). Scripts that call TIME
 * before writing need effect replication, the default since Redis 5. */
#define RL_LUA_NOW \
	"if redis.replicate_commands then redis.replicate_commands() end\n" \
	"local t = redis.call('TIME')\n" \
	"local now = tonumber(t[1]) + tonumber(t[2]) / 1000000\n"

/* Waking queue waiters. A call that waits for a task (pop() or reserve()
 * with $wait) registers itself in the sorted set "{<key>}:waiting", its
 * random id scored by the time (server ms) its registration ends, and
 * blocks with BLPOP on the list "{<key>}:wake". An enqueue() that adds
 * ids due now, or earlier than the queue's head, pushes one token per
 * added id, but no more than there are registered waiters without a token
 * yet: each token wakes one waiter (BLPOP serves the longest-blocked
 * first), so one task wakes one waiter, not a herd. Registrations of
 * waiters that died end on their own; a lost or stale token costs a
 * waiter at most one slice of its wait. Without waiters nothing of this
 * is written. */

/* Refuses to run, before anything is written, when a key beside the queue
 * holds another type than the script expects (scripts do not roll back: a
 * failure after the first write would leave the call half done). The
 * argument is a Lua list of {key, type} pairs. */
#define RL_LUA_BESIDE_TYPES(pairs) \
	"for _, kt in ipairs(" pairs ") do\n" \
	"  local t = redis.call('TYPE', kt[1]).ok\n" \
	"  if t ~= 'none' and t ~= kt[2] then\n" \
	"    return redis.error_reply('WRONGTYPE ' .. kt[1] .. ' holds a ' .. t .. ', not a ' .. kt[2])\n" \
	"  end\n" \
	"end\n"

/* KEYS[1] queue key, KEYS[2] waiters, KEYS[3] wake list, KEYS[4] attempts
 * hash; ARGV[1] delay in seconds, ARGV[2..] ids (at most 1,000, so that
 * unpack() stays within Lua's stack).
 * Adds every id not yet queued, due at server time + delay; an id already
 * queued keeps its score. A newly queued id starts with no attempts (an
 * entry an old client left behind is dropped). Wakes waiters as above.
 * Returns the number of ids added. */
rl_script queue_enqueue_script = {.name = "queue_enqueue", .source =
	RL_LUA_BESIDE_TYPES("{{KEYS[2], 'zset'}, {KEYS[3], 'list'}, {KEYS[4], 'hash'}}")
	RL_LUA_NOW
	"local delay = tonumber(ARGV[1])\n"
	"local score = now + delay\n"
	"local text = string.format('%.17g', score)\n"
	"local waiters, head = 0, nil\n"
	"if redis.call('EXISTS', KEYS[2]) == 1 then\n"
	"  redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', string.format('%.17g', now * 1000))\n"
	"  waiters = redis.call('ZCARD', KEYS[2]) - redis.call('LLEN', KEYS[3])\n"
	"  if waiters > 0 and delay > 0 then\n"
	"    head = tonumber(redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')[2])\n"
	"  end\n"
	"end\n"
	"local added = 0\n"
	"if redis.call('EXISTS', KEYS[4]) == 1 then\n"
	"  for i = 2, #ARGV do\n"
	"    if redis.call('ZADD', KEYS[1], 'NX', text, ARGV[i]) == 1 then\n"
	"      redis.call('HDEL', KEYS[4], ARGV[i])\n"
	"      added = added + 1\n"
	"    end\n"
	"  end\n"
	"else\n"
	"  local args = {}\n"
	"  for i = 2, #ARGV do\n"
	"    args[#args + 1] = text\n"
	"    args[#args + 1] = ARGV[i]\n"
	"  end\n"
	"  added = redis.call('ZADD', KEYS[1], 'NX', unpack(args))\n"
	"end\n"
	"if waiters > 0 and added > 0 and (delay <= 0 or not head or score < head) then\n"
	"  local tokens = {}\n"
	"  for i = 1, math.min(added, waiters) do tokens[i] = '1' end\n"
	"  redis.call('RPUSH', KEYS[3], unpack(tokens))\n"
	"  redis.call('PEXPIRE', KEYS[3], 2000)\n"
	"end\n"
	"return added\n"};

/* KEYS[1] queue key, KEYS[2] waiters, KEYS[3] attempts hash; ARGV[1]
 * count, ARGV[2] what to do with the due tasks read ("top": nothing, "pop":
 * remove them, "reserve": move each one's score to now + ARGV[3] seconds
 * and count the delivery), ARGV[4] the caller's waiter id ("" for a call
 * that does not wait), ARGV[5] how long (ms) to register the waiter when
 * nothing is due ("0": the wait is over).
 * Reads up to count ids due by server time, lowest score first; they are
 * the first ranks of the set (the range starts at -inf), so removing ranks
 * 0..n-1 removes exactly them. Returns [id1, score1, ...] ("reserve": [id1,
 * new score1, attempts1, ...]), or, when nothing is due and the waiter is
 * registered, the ms until the head is due (-1: the queue is empty).
 * The attempts hash never outgrows the queue: pop drops its entries (and
 * the hash with the queue's last id), and a pop or reserve that finds it
 * larger than the queue drops the ids that left. The beside keys' types
 * are checked before anything is written. */
rl_script queue_take_script = {.name = "queue_take", .source =
	RL_LUA_BESIDE_TYPES("{{KEYS[2], 'zset'}, {KEYS[3], 'hash'}}")
	RL_LUA_NOW
	"local items = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', string.format('%.17g', now),\n"
	"  'WITHSCORES', 'LIMIT', 0, tonumber(ARGV[1]))\n"
	"if ARGV[4] ~= '' then\n"
	"  local register = tonumber(ARGV[5])\n"
	"  if #items == 0 and register > 0 then\n"
	"    redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', string.format('%.17g', now * 1000))\n"
	"    redis.call('ZADD', KEYS[2], string.format('%.17g', now * 1000 + register), ARGV[4])\n"
	"    if redis.call('PTTL', KEYS[2]) < register then redis.call('PEXPIRE', KEYS[2], register) end\n"
	"    local head = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')[2]\n"
	"    if not head then return -1 end\n"
	/* at most a day: the caller blocks a slice at most anyway */
	"    return math.min(86400000, math.max(0, math.ceil((tonumber(head) - now) * 1000)))\n"
	"  end\n"
	"  redis.call('ZREM', KEYS[2], ARGV[4])\n"
	"end\n"
	"if ARGV[2] == 'top' then return items end\n"
	/* the hash larger than the queue: an old client removed ids with a
	 * plain ZREM; their entries go */
	"if redis.call('HLEN', KEYS[3]) > redis.call('ZCARD', KEYS[1]) then\n"
	"  for _, id in ipairs(redis.call('HKEYS', KEYS[3])) do\n"
	"    if not redis.call('ZSCORE', KEYS[1], id) then redis.call('HDEL', KEYS[3], id) end\n"
	"  end\n"
	"end\n"
	"if #items == 0 then return items end\n"
	"if ARGV[2] == 'pop' then\n"
	"  redis.call('ZREMRANGEBYRANK', KEYS[1], 0, #items / 2 - 1)\n"
	"  if redis.call('EXISTS', KEYS[3]) == 1 then\n"
	"    for i = 1, #items, 2 do redis.call('HDEL', KEYS[3], items[i]) end\n"
	"    if redis.call('EXISTS', KEYS[1]) == 0 then redis.call('DEL', KEYS[3]) end\n"
	"  end\n"
	"  return items\n"
	"end\n"
	"local score = string.format('%.17g', now + tonumber(ARGV[3]))\n"
	"local out = {}\n"
	"for i = 1, #items, 2 do\n"
	"  redis.call('ZADD', KEYS[1], 'XX', score, items[i])\n"
	"  out[#out + 1] = items[i]\n"
	"  out[#out + 1] = score\n"
	"  out[#out + 1] = redis.call('HINCRBY', KEYS[3], items[i], 1)\n"
	"end\n"
	"return out\n"};

/* KEYS[1] queue key, KEYS[2] attempts hash; ARGV[1] id, ARGV[2] score.
 * Removes the id, and its attempts, only if its score still equals
 * ARGV[2] exactly (both are read as doubles); the last id's removal takes
 * any entry an old client left in the hash with it. Returns 1 when
 * removed, else 0. */
rl_script queue_dequeue_script = {.name = "queue_dequeue", .source =
	RL_LUA_BESIDE_TYPES("{{KEYS[2], 'hash'}}")
	"local score = redis.call('ZSCORE', KEYS[1], ARGV[1])\n"
	"if not score or tonumber(score) ~= tonumber(ARGV[2]) then return 0 end\n"
	"redis.call('ZREM', KEYS[1], ARGV[1])\n"
	"if redis.call('EXISTS', KEYS[2]) == 1 then\n"
	"  redis.call('HDEL', KEYS[2], ARGV[1])\n"
	"  if redis.call('EXISTS', KEYS[1]) == 0 then redis.call('DEL', KEYS[2]) end\n"
	"end\n"
	"return 1\n"};

/* KEYS[1] queue key; ARGV[1] id, ARGV[2] score, ARGV[3] seconds. Moves
 * the id's score to server time + ARGV[3] only if it still equals ARGV[2]
 * exactly. Returns the new score as %.17g text, or nil. */
rl_script queue_touch_script = {.name = "queue_touch", .source =
	RL_LUA_NOW
	"local score = redis.call('ZSCORE', KEYS[1], ARGV[1])\n"
	"if not score or tonumber(score) ~= tonumber(ARGV[2]) then return false end\n"
	"local new = string.format('%.17g', now + tonumber(ARGV[3]))\n"
	"redis.call('ZADD', KEYS[1], 'XX', new, ARGV[1])\n"
	"return new\n"};

/* KEYS[1] queue key; ARGV[1] "1" to count only the ids due by server
 * time. Returns the count. */
rl_script queue_size_script = {.name = "queue_size", .source =
	"if ARGV[1] ~= '1' then return redis.call('ZCARD', KEYS[1]) end\n"
	"local t = redis.call('TIME')\n"
	"local now = tonumber(t[1]) + tonumber(t[2]) / 1000000\n"
	"return redis.call('ZCOUNT', KEYS[1], '-inf', string.format('%.17g', now))\n"};

static rl_script *const all_scripts[] = {
	&lock_acquire_script, &lock_release_script, &lock_extend_script, &lock_check_script,
	&queue_enqueue_script, &queue_take_script, &queue_dequeue_script, &queue_touch_script, &queue_size_script,
};

void rl_scripts_startup(void)
{
	for (size_t i = 0; i < sizeof(all_scripts) / sizeof(all_scripts[0]); i++) {
		PHP_SHA1_CTX context;
		unsigned char digest[20];

		PHP_SHA1Init(&context);
		PHP_SHA1Update(&context, (const unsigned char *) all_scripts[i]->source, strlen(all_scripts[i]->source));
		PHP_SHA1Final(digest, &context);
		make_sha1_digest(all_scripts[i]->sha1, digest);
	}
}

/* How many commands calls[0..n-1] send: each script, and its then. */
static size_t commands_count(size_t n, const rl_script_call *calls)
{
	size_t count = n;

	for (size_t i = 0; i < n; i++) {
		count += calls[i].then != NULL;
	}
	return count;
}

/* The EVALSHA (or, with by_source, EVAL) commands for calls[0..n-1], each
 * followed by its then, in one scratch allocation of topo, freed with
 * rl_topology_scratch_free(topo, cmds). */
static rl_cmd *commands_build(const rl_topology *topo, size_t n, const rl_script_call *calls, bool by_source)
{
	size_t total = 0;

	for (size_t i = 0; i < n; i++) {
		total += 3 + (size_t) calls[i].argc;
	}

	/* [rl_cmd x count][argv pointers x total][lens x total][numkeys text x n] */
	enum { NUMKEYS_SIZE = 12 };
	size_t cmds_size = commands_count(n, calls) * sizeof(rl_cmd);
	size_t argv_size = total * sizeof(const char *);
	size_t lens_size = total * sizeof(size_t);
	char *block = rl_topology_scratch(topo, 1, cmds_size + argv_size + lens_size + n * NUMKEYS_SIZE);
	rl_cmd *cmds = (rl_cmd *) block;
	const char **argv = (const char **) (block + cmds_size);
	size_t *lens = (size_t *) (block + cmds_size + argv_size);
	char *numkeys = block + cmds_size + argv_size + lens_size;

	for (size_t i = 0; i < n; i++, numkeys += NUMKEYS_SIZE, cmds++) {
		const rl_script *s = calls[i].script;

		*cmds = (rl_cmd) {3 + calls[i].argc, argv, lens, calls[i].nkeys > 0 ? 3 : 0, 0};
		argv[0] = by_source ? "EVAL" : "EVALSHA";
		lens[0] = strlen(argv[0]);
		argv[1] = by_source ? s->source : s->sha1;
		lens[1] = by_source ? strlen(s->source) : 40;
		char *end = numkeys + NUMKEYS_SIZE - 1;

		ZEND_ASSERT(calls[i].nkeys >= 0);
		*end = '\0';
		argv[2] = zend_print_ulong_to_buf(end, (zend_ulong) calls[i].nkeys);
		lens[2] = (size_t) (end - argv[2]);
		memcpy(argv + 3, calls[i].argv, (size_t) calls[i].argc * sizeof(const char *));
		memcpy(lens + 3, calls[i].lens, (size_t) calls[i].argc * sizeof(size_t));
		argv += cmds->argc;
		lens += cmds->argc;
		if (calls[i].then) {
			ZEND_ASSERT(calls[i].then->key == RL_CMD_KEY_AS_BEFORE);
			*++cmds = *calls[i].then;
		}
	}
	return (rl_cmd *) block;
}

/* Sends calls[0..n-1] (by source, or by SHA-1) as one rl_call_pipeline():
 * each script's reply into replies[i] and its node into by[i] (by may be
 * NULL), each then's reply into *calls[i].then_reply. Returns as
 * rl_call_pipeline(); or, when outcomes is not NULL, as
 * rl_call_pipeline_each(), each script's outcome in outcomes[i] (its
 * then's reply NULL when it has none). */
static rl_err scripts_send(rl_topology *topo, size_t n, const rl_script_call *calls, bool by_source,
	redisReply **replies, rl_node **by, rl_err *outcomes, rl_error *err)
{
	size_t count = commands_count(n, calls);
	rl_cmd *cmds = commands_build(topo, n, calls, by_source);
	bool alone = count == n; /* no then: one command per script */
	redisReply **all = alone ? replies : rl_topology_scratch(topo, count, sizeof(*all));
	rl_node **all_by = alone ? by : rl_topology_scratch(topo, count, sizeof(*all_by));
	rl_err *all_outcomes = outcomes && !alone ? rl_topology_scratch(topo, count, sizeof(*all_outcomes)) : outcomes;

	memset(replies, 0, n * sizeof(*replies)); /* none, should the call fail */
	rl_err result = outcomes ? rl_call_pipeline_each(topo, count, cmds, all, all_by, all_outcomes, err)
		: rl_call_pipeline(topo, count, cmds, all, all_by, err);

	for (size_t i = 0, k = 0; !alone && (outcomes || result == RL_OK) && i < n; i++) {
		replies[i] = all[k];
		if (by) {
			by[i] = all_by[k];
		}
		if (outcomes) {
			outcomes[i] = all_outcomes[k];
		}
		k++;
		if (calls[i].then) {
			if (*calls[i].then_reply) {
				freeReplyObject(*calls[i].then_reply);
			}
			*calls[i].then_reply = all[k++];
		}
	}
	rl_topology_scratch_free(topo, cmds);
	if (!alone) {
		rl_topology_scratch_free(topo, all);
		rl_topology_scratch_free(topo, all_by);
		if (outcomes) {
			rl_topology_scratch_free(topo, all_outcomes);
		}
	}
	return result;
}

/* Whether script i answered NOSCRIPT (outcomes NULL: every script has a
 * reply). */
static bool is_noscript(redisReply **replies, const rl_err *outcomes, size_t i)
{
	return (!outcomes || outcomes[i] == RL_OK) && replies[i] && rl_reply_error_word(replies[i], "NOSCRIPT");
}

static void replies_free(size_t n, redisReply **replies)
{
	for (size_t i = 0; i < n; i++) {
		if (replies[i]) {
			freeReplyObject(replies[i]);
			replies[i] = NULL;
		}
	}
}

/* Keeps in kept the failure to describe: other's when kept has none, or
 * when only other's commands may have run. */
static void error_keep_worse(rl_error *kept, const rl_error *other)
{
	if (other->code != RL_OK && (kept->code == RL_OK || (!rl_err_may_have_run(kept->code) && rl_err_may_have_run(other->code)))) {
		*kept = *other;
	}
}

/* Runs again, by source, the calls whose reply was NOSCRIPT (Redis lost its
 * script cache: restart, SCRIPT FLUSH, failover). They did not run, so
 * running them now is safe. If that fails without running while other
 * calls did run, their NOSCRIPT answers stay in replies[] (each is then
 * the truth: that call did not run) and RL_OK is returned, so that the
 * caller reports what ran in its own terms. With outcomes (not NULL),
 * each reloaded call takes the outcome of its run by source, and err keeps
 * the worse of its failures and those it held. */
static rl_err reload_missing(rl_topology *topo, size_t n, const rl_script_call *calls, redisReply **replies,
	rl_node **by, rl_err *outcomes, rl_error *err)
{
	size_t missing = 0;

	for (size_t i = 0; i < n; i++) {
		missing += is_noscript(replies, outcomes, i);
	}
	if (missing == 0) {
		return RL_OK;
	}

	rl_script_call *again = rl_topology_scratch(topo, missing, sizeof(*again));
	redisReply **fresh = rl_topology_scratch(topo, missing, sizeof(*fresh));
	rl_node **fresh_by = rl_topology_scratch(topo, missing, sizeof(*fresh_by));
	rl_err *fresh_outcomes = outcomes ? rl_topology_scratch(topo, missing, sizeof(*fresh_outcomes)) : NULL;
	rl_error reload_err = {.code = RL_OK};
	size_t k = 0;

	for (size_t i = 0; i < n; i++) {
		if (is_noscript(replies, outcomes, i)) {
			again[k++] = calls[i];
		}
	}
	rl_err result = scripts_send(topo, missing, again, true, fresh, fresh_by, fresh_outcomes, &reload_err);

	if (result == RL_OK || outcomes) {
		if (!topo->background) {
			RL_STAT_ADD(scripts_loaded, missing);
		}
		k = 0;
		for (size_t i = 0; i < n; i++) {
			if (is_noscript(replies, outcomes, i)) {
				freeReplyObject(replies[i]);
				if (by) {
					by[i] = fresh_by[k];
				}
				if (outcomes) {
					outcomes[i] = fresh_outcomes[k];
				}
				replies[i] = fresh[k++];
			}
		}
		error_keep_worse(err, &reload_err);
		result = RL_OK;
	} else if (missing < n && !rl_err_may_have_run(result)) {
		result = RL_OK;
	} else {
		*err = reload_err;
	}
	rl_topology_scratch_free(topo, again);
	rl_topology_scratch_free(topo, fresh);
	rl_topology_scratch_free(topo, fresh_by);
	if (fresh_outcomes) {
		rl_topology_scratch_free(topo, fresh_outcomes);
	}
	return result;
}

/* The first failure among n outcomes (one that may have run, if any),
 * RL_OK for none. */
static rl_err outcomes_worst(size_t n, const rl_err *outcomes)
{
	rl_err worst = RL_OK;

	for (size_t i = 0; i < n; i++) {
		if (outcomes[i] != RL_OK && (worst == RL_OK || (!rl_err_may_have_run(worst) && rl_err_may_have_run(outcomes[i])))) {
			worst = outcomes[i];
		}
	}
	return worst;
}

rl_err rl_script_run_each(rl_topology *topo, size_t n, const rl_script_call *calls, redisReply **replies, rl_node **by,
	rl_err *outcomes, rl_error *err)
{
	err->code = RL_OK;
	scripts_send(topo, n, calls, false, replies, by, outcomes, err);
	reload_missing(topo, n, calls, replies, by, outcomes, err);

	rl_err worst = outcomes_worst(n, outcomes);
	if (worst == RL_OK) {
		err->code = RL_OK;
	} else if (err->code == RL_OK) {
		rl_error_set(err, worst, "no reply");
	}
	return worst;
}

rl_err rl_script_run_each_idempotent(rl_topology *topo, size_t n, const rl_script_call *calls, redisReply **replies,
	rl_node **by, rl_err *outcomes, rl_error *err)
{
	rl_err result = rl_script_run_each(topo, n, calls, replies, by, outcomes, err);
	size_t lost = 0;

	for (size_t i = 0; i < n; i++) {
		lost += outcomes[i] == RL_ERR_IO;
	}
	if (lost == 0) {
		return result;
	}

	/* the calls whose connection broke after sending, once more */
	rl_script_call *again = rl_topology_scratch(topo, lost, sizeof(*again));
	redisReply **fresh = rl_topology_scratch(topo, lost, sizeof(*fresh));
	rl_node **fresh_by = rl_topology_scratch(topo, lost, sizeof(*fresh_by));
	rl_err *fresh_outcomes = rl_topology_scratch(topo, lost, sizeof(*fresh_outcomes));
	rl_error first = *err, retry;
	size_t k = 0;

	ZEND_ASSERT(rl_err_may_have_run(first.code)); /* the worst failure is described */

	for (size_t i = 0; i < n; i++) {
		if (outcomes[i] == RL_ERR_IO) {
			again[k++] = calls[i];
		}
	}
	rl_script_run_each(topo, lost, again, fresh, fresh_by, fresh_outcomes, &retry);
	k = 0;
	for (size_t i = 0; i < n; i++) {
		if (outcomes[i] != RL_ERR_IO) {
			continue;
		}
		replies[i] = fresh[k];
		if (by) {
			by[i] = fresh_by[k];
		}
		/* a retry that did not run (not sent, or refused) leaves the first
		 * attempt's outcome unknown */
		outcomes[i] = fresh_outcomes[k] == RL_OK || rl_err_may_have_run(fresh_outcomes[k]) ? fresh_outcomes[k] : RL_ERR_IO;
		if (outcomes[i] == RL_OK && fresh[k]->type == REDIS_REPLY_ERROR) {
			if (retry.code == RL_OK || !rl_err_may_have_run(retry.code)) {
				rl_node_refused(fresh_by[k], fresh[k], &retry, "%s: script %s failed", ZSTR_VAL(fresh_by[k]->name),
					calls[i].script->name);
			}
			freeReplyObject(fresh[k]);
			replies[i] = NULL;
			outcomes[i] = RL_ERR_IO;
		}
		k++;
	}
	/* err describes a failure that may have run (first's, a lost reply);
	 * a retry that failed too is described with it */
	if (retry.code != RL_OK) {
		rl_error_after_retry(&retry, &first);
		*err = retry;
	}
	rl_topology_scratch_free(topo, again);
	rl_topology_scratch_free(topo, fresh);
	rl_topology_scratch_free(topo, fresh_by);
	rl_topology_scratch_free(topo, fresh_outcomes);
	result = outcomes_worst(n, outcomes);
	if (result == RL_OK) {
		err->code = RL_OK;
	}
	return result;
}

rl_err rl_script_run_many(rl_topology *topo, size_t n, const rl_script_call *calls, redisReply **replies, rl_node **by,
	rl_error *err)
{
	rl_err result = scripts_send(topo, n, calls, false, replies, by, NULL, err);

	if (result == RL_OK) {
		result = reload_missing(topo, n, calls, replies, by, NULL, err);
	}
	if (result != RL_OK) {
		replies_free(n, replies);
	}
	return result;
}

rl_err rl_script_run_many_idempotent(rl_topology *topo, size_t n, const rl_script_call *calls, redisReply **replies,
	rl_node **by, rl_error *err, rl_error *lost)
{
	rl_err result = rl_script_run_many(topo, n, calls, replies, by, err);

	lost->code = RL_OK;
	if (result == RL_ERR_IO) {
		*lost = *err;
		result = rl_script_run_many(topo, n, calls, replies, by, err);
		if (result != RL_OK) {
			rl_error_after_retry(err, lost);
			result = err->code;
		}
	}
	return result;
}

rl_err rl_script_refused(const rl_node *by, const rl_script_call *call, const redisReply *reply, const rl_error *lost,
	rl_error *err)
{
	rl_node_refused(by, reply, err, "%s: script %s failed", ZSTR_VAL(by->name), call->script->name);
	if (lost && lost->code != RL_OK) {
		rl_error_after_retry(err, lost);
	}
	return err->code;
}

redisReply *rl_script_run(rl_topology *topo, const rl_script_call *call, bool idempotent, rl_node **by, rl_error *err)
{
	redisReply *reply = NULL;
	rl_error lost = {.code = RL_OK};
	rl_err result = idempotent ? rl_script_run_many_idempotent(topo, 1, call, &reply, by, err, &lost)
		: rl_script_run_many(topo, 1, call, &reply, by, err);

	if (result != RL_OK) {
		return NULL;
	}
	if (reply->type == REDIS_REPLY_ERROR) {
		rl_script_refused(*by, call, reply, &lost, err);
		freeReplyObject(reply);
		return NULL;
	}
	return reply;
}
