<?php

/**
 * @generate-class-entries
 * @generate-legacy-arginfo 80100
 */

/**
 * A distributed lock on Redis, with the public methods of the PHP class
 * RedisLock that it replaces.
 *
 * A lock is the Redis string key "Lock:{name}" (after the connection's
 * optional prefix). Each acquisition stores a fresh 128-bit random token
 * there (32 hex digits) with one atomic set-if-absent (SET NX PX, or a
 * server-side script doing the same when it must also record a waiter or a
 * fencing counter), and the object records
 * the names it holds with their tokens. Release, extension and checking
 * compare that token on the server, so one holder can never release, extend
 * or claim another holder's lock. A lock held by another RedisLock object,
 * even one in the same process, is not held by this one.
 *
 * A lock lives until unlock(), unlockAll() or its expiry: destroying the
 * object (or ending the process) does not release it, so short locks can
 * serve as throttles. Two connection options change that: with
 * release_at_shutdown the locks an object still holds are released when it
 * is destroyed, and at the end of the request in any case (a fatal error,
 * exit(), max_execution_time); with renew (and renew_max, the longest a
 * lock is held through renewal) every held lock is extended in the
 * background every third of its $expire until unlock(), the object's end,
 * the request's end or renew_max, and a lock that could not be renewed is
 * reported with E_WARNING at the object's next call and forgotten. Locking
 * a name this object already holds waits or fails like any other caller:
 * locks are not re-entrant.
 *
 * A waiting lock() also uses short-lived keys beside the lock: the
 * waiters' sets "{<prefix>Lock:<name>}:waiters" and
 * "{<prefix>Lock:<name>}:alive", and a list per waiter,
 * "{<prefix>Lock:<name>}:waiters:<token>"; with the connection option
 * "fencing" the counter "{<prefix>Lock:<name>}:fence" is kept as well, and
 * it never expires.
 *
 * Objects cannot be cloned (Error) or serialized (Exception). A subclass
 * must call parent::__construct(); until it does, every method throws
 * Error.
 *
 * @not-serializable
 */
class RedisLock
{
    /**
     * Reads the connection settings. Nothing is sent to Redis here: the
     * connection is opened by the first call that needs it, and objects of
     * one process with the same connection settings share one connection.
     *
     * @param array|string|null $param where Redis is and how to talk to it.
     *        null: the redislock.* INI settings alone. A string: a DSN,
     *        "redis://[[user]:password@]host[:port][/db][?option=value&...]"
     *        ("rediss://" for TLS), "unix:///path/redis.sock[?db=N&...]",
     *        "host[:port]" or a socket path "/path/redis.sock". An array with
     *        any of the keys host, port, socket, database, user, password,
     *        connect_timeout, read_timeout, persistent, prefix, fencing, tls,
     *        tls_ca_file, tls_ca_path, tls_cert, tls_key, tls_verify,
     *        tls_server_name, release_at_shutdown, renew and renew_max (a
     *        null value means "not given"). Whatever $param does not set
     *        comes from the INI setting of the same name.
     * @throws ValueError for an unknown option, an invalid value (the message
     *         names the option), an unsupported DSN scheme, a user without a
     *         password, both host and socket in one array, tls with a
     *         socket, tls_cert without tls_key, any TLS option in a build
     *         without TLS, or an invalid redislock.* INI setting; the object
     *         then keeps the settings it had
     * @throws Error when called again on an object that holds locks (they
     *         would stay in Redis, forgotten)
     */
    public function __construct(#[\SensitiveParameter] array|string|null $param = null) {}

    /**
     * Acquires the lock $name for $expire seconds.
     *
     * With $timeout 0 it makes one attempt. Otherwise, while another holder
     * has the lock, it waits and tries again until $timeout seconds have
     * passed on a monotonic clock; a release by the holder hands the lock
     * to the waiter that came first (waiters are served in the order they
     * came), and no gap between attempts is longer than $waitIntervalUs
     * or the lock's remaining lifetime. Once PHP's max_execution_time has
     * run out it stops waiting and returns false.
     *
     * @param string|null $name the lock's name (binary-safe; "0" is a valid
     *        name); null or "" answers false without contacting Redis
     * @param int|float $timeout how long to keep trying, in seconds, to the
     *        millisecond; 0 (the default) tries once. From 0 to 1e11.
     * @param int|float $expire how long the lock lives unless it is released
     *        or extended first, in seconds, rounded to the nearest millisecond
     *        (at least 1 ms); default 15. Greater than 0 and at most 1e11.
     * @param int $waitIntervalUs the longest pause between two attempts, in
     *        microseconds (default 100000); 0 tries again without pausing.
     *        At least 0.
     * @return bool true when this object now holds the lock; false when
     *         another holder kept it for the whole $timeout, or $name is null
     *         or ""
     * @throws ValueError when $timeout is negative, $expire is 0 or negative,
     *         either is NaN, INF or above 1e11 seconds, or $waitIntervalUs is
     *         negative (checked before $name)
     * @throws RedisLockException when Redis cannot be reached, refuses the
     *         credentials or the database, does not answer within
     *         read_timeout, or fails the command. If the answer to an attempt
     *         was lost so that its outcome is unknown (code 3 or 4), the
     *         object keeps the attempt's token: isLocking() and unlock()
     *         settle it later. With a $timeout, a server that cannot be
     *         reached (a restart, a failover) or answers "try later"
     *         (LOADING, BUSY, TRYAGAIN, CLUSTERDOWN, MASTERDOWN) is waited
     *         out within it, asked again at most every 250 ms. With sync_replicas, code 7 when fewer replicas
     *         acknowledged the lock within sync_timeout (it was released).
     */
    public function lock(?string $name, int|float $timeout = 0, int|float $expire = 15, int $waitIntervalUs = 100000): bool {}

    /**
     * Takes every lock of $names, or none: a cart of several items. An
     * attempt never keeps some names while another is held elsewhere (it
     * gives back at once those it took), so two callers taking the same
     * names in any order never block each other. With a $timeout it waits
     * as lock() does, woken when the name that stopped it is released.
     * Once taken, each name is held as if lock() had taken it: unlock(),
     * unlockAll(), expire(), isLocking(), fencingToken(), token() and the
     * renew and release_at_shutdown options apply to each. On a Cluster,
     * names that share a hash slot (a common hash tag: "{cart}1",
     * "{cart}2") are taken in one script; names in several slots are taken
     * slot by slot in a fixed order, those taken given back if a later
     * one is refused.
     *
     * @param array $names the names (strings or integers, not empty);
     *        a name given twice counts once
     * @param int|float $timeout as lock()'s
     * @param int|float $expire as lock()'s, for each name
     * @param int $waitIntervalUs as lock()'s
     * @return bool true when this object now holds every name; false when
     *         one was held by another until $timeout ran out (none is held)
     * @throws ValueError for an empty array, an element that is not a
     *         non-empty string or an integer, or the arguments lock()
     *         refuses
     * @throws RedisLockException as lock(). When the outcome of an
     *         attempt is unknown (code 3 or 4), the names it may have
     *         taken are released again, and the object records them all
     *         the same (a lost run may still come after the release), so
     *         that isLocking() and unlock() settle each
     */
    public function lockMany(array $names, int|float $timeout = 0, int|float $expire = 15, int $waitIntervalUs = 100000): bool {}

    /**
     * Releases the lock $name if this object still holds it; if a process
     * waits for it, the lock passes to the lock() caller that came first
     * (a waiting lockMany() is woken instead, and passed over). Once Redis
     * has answered, the object forgets
     * the name whatever the answer.
     *
     * @param string|null $name the lock's name; null or "" answers false
     * @return bool true when this object's lock was still in Redis and is now
     *         deleted; false when this object did not acquire $name (answered
     *         without contacting Redis) or its lock had expired, in which case
     *         a lock that someone else took since is left alone
     * @throws RedisLockException when Redis cannot be reached or fails; the
     *         object still records the name, so unlock() can be called again
     */
    public function unlock(?string $name): bool {}

    /**
     * Releases every lock this object acquired and has not released, all in
     * one round trip, and forgets them.
     *
     * @return bool true when every one of them was still held and is now
     *         released (also when there was none); false when at least one
     *         had expired
     * @throws RedisLockException when Redis cannot be reached or fails; the
     *         object then still records every name. When Redis ran the
     *         releases but refused some (code 6, or 5 if it refused all),
     *         only the refused names stay recorded, and the message names
     *         them.
     */
    public function unlockAll(): bool {}

    /**
     * Sets the remaining lifetime of a lock this object holds to $expire
     * seconds from now (replacing what was left: it can lengthen or shorten
     * the lock). A shorter lifetime wakes every process waiting for the
     * lock (the first 1,000 in line; any behind learn it at their next
     * attempt), so that each waits again for the new lifetime rather than
     * the old one, however long its $waitIntervalUs.
     *
     * @param string|null $name the lock's name; null or "" answers false
     * @param int|float $expire the new lifetime in seconds, to the
     *        millisecond; any value below 1 (0 and negative values included)
     *        counts as 1 second, as in the original class. At most 1e11.
     * @return bool true when the lock was still held and now lives $expire
     *         seconds; false when this object did not acquire $name or its
     *         lock had expired (the object keeps the name until unlock())
     * @throws ValueError when $expire is NaN, INF or of magnitude above 1e11
     * @throws RedisLockException when Redis cannot be reached or fails; with
     *         sync_replicas, code 7 when fewer replicas acknowledged the new
     *         lifetime within sync_timeout (the lock was released and is
     *         forgotten)
     */
    public function expire(?string $name, int|float $expire): bool {}

    /**
     * Tells whether this object holds the lock $name: it acquired it and
     * Redis still stores its token. A name this object never acquired is
     * answered false without contacting Redis.
     *
     * @param string|null $name the lock's name; null or "" answers false
     * @return bool true when the lock is this object's and has not expired
     * @throws RedisLockException when Redis cannot be reached or fails
     */
    public function isLocking(?string $name): bool {}

    /**
     * The fencing token of this object's acquisition of $name: a number that
     * grows strictly with every acquisition of that name by any client (the
     * counter is incremented by the same server-side script that takes the
     * lock), and never less than the server's clock in microseconds, so
     * that it never goes back even if the counter key is lost (store it in
     * a 64-bit column). Pass it to the protected resource, which should
     * refuse a token lower than the highest it has seen: that stops a
     * holder whose lock expired while it was paused. It protects while one
     * master grants the name at a time: two masters granting it at once
     * (a network partition with sync_replicas=0) issue interleaving tokens.
     * It is answered from the object's record, without contacting Redis, until unlock() or unlockAll().
     * For a lock this object adopted, it is the lock's; adopted after the
     * counter key was lost, the new one adopt() issued (see adopt()).
     *
     * @param string $name the lock's name
     * @return int|false the token; false when the connection option "fencing" is off (the
     *         default), this object does not hold $name, or the acquisition's
     *         answer was lost so that its token is unknown
     */
    public function fencingToken(string $name): int|false {}

    /**
     * The secret token of a lock this object holds, for another process to
     * take the lock over with adopt() (lock in a web request, unlock in the
     * queue worker that finishes the work). Keep it as secret as a
     * password: whoever has it can release the lock. It is never shown in a
     * message. A lock whose token was given out is not released at this
     * object's end by release_at_shutdown: it is meant to outlive it.
     *
     * @param string|null $name the lock's name; null or "" answers false
     * @return string|false the token (32 hexadecimal characters); false
     *         when this object does not hold the lock
     * @throws RedisLockException when a renewal this object asked for has
     *         failed since the last call (as every method reports it)
     */
    public function token(?string $name): string|false {}

    /**
     * Takes over a lock another object or process holds, given its
     * token(): Redis checks that the lock holds that token and, if so,
     * this object holds it from now on as if its own lock() had taken it
     * (unlock(), unlockAll(), expire(), isLocking(), and this object's
     * renew and release_at_shutdown options apply; with fencing,
     * fencingToken() is the lock's, read on the server). If the lock's
     * fencing counter was lost (evicted, a restart without persistence, a
     * failover), a new fencing token is issued as an acquisition would
     * issue one (greater than the first holder's, at least the server's
     * clock in microseconds) and is the lock's from then on: later
     * adopt() calls read it, while the first holder keeps its own, lower
     * one, which the protected resource refuses once it has seen the new
     * one. With renew, the lock is renewed with the lifetime it had left,
     * raised to a second if it had less.
     *
     * @param string|null $name the lock's name; null or "" answers false
     * @param string $token what token() returned; hidden in stack traces
     * @return bool true when the lock holds that token; false when it does
     *         not (expired, released, taken by another), for text that no
     *         token() returns, and when this object holds the name under
     *         another token (unlock() that first)
     * @throws RedisLockException when Redis cannot be reached or fails (it
     *         is asked again after a lost reply: a second check answers as
     *         the first); with fencing, when the fencing counter key holds
     *         something other than a number (nothing is written); when the
     *         renewer cannot take the lock (the lock is held all the same)
     */
    public function adopt(?string $name, #[\SensitiveParameter] string $token): bool {}
}

/**
 * A semaphore on Redis: at most $limit holders of a name at once, each with
 * a permit of its own that expires on its own (a holder that dies frees
 * its permit when its $expire runs out).
 *
 * A semaphore is the sorted set "Semaphore:{name}" (after the connection's
 * optional prefix): each member a holder's secret token, its score when
 * that permit expires (ms of the Redis server's clock). Its waiters are
 * kept beside it, in its Cluster slot, as a lock's are. Connections,
 * topologies, exception codes and the renew, renew_max,
 * release_at_shutdown, sync_replicas and sync_timeout options are those of
 * RedisLock; fencing has no effect here.
 *
 * Objects cannot be cloned (Error) or serialized (Exception). A subclass
 * must call parent::__construct(); until it does, every method throws
 * Error.
 *
 * @not-serializable
 */
class RedisSemaphore
{
    /**
     * Reads the connection settings, exactly as RedisLock::__construct()
     * does. Nothing is sent to Redis here.
     *
     * @param array|string|null $param as RedisLock::__construct()'s
     * @throws ValueError for an invalid setting
     */
    public function __construct(#[\SensitiveParameter] array|string|null $param = null) {}

    /**
     * Takes $weight permits of $name at once, all or none, when at most
     * $limit - $weight are held (a holder of weight w counts w toward the
     * limit; the default weight 1 takes one permit). With a $timeout,
     * waits first come, first served: released permits pass at once to
     * the caller waiting longest, which is woken; a later caller never
     * passes an earlier one still waiting, a lighter one neither (a heavy
     * waiter at the head waits until its whole weight is free, and those
     * behind it wait with it). Callers of one name are expected to pass
     * one limit; with different limits each is held to its own. Permits
     * freed by their expiry are found at the waiters' next look, within
     * 100 ms. release(), expire(), isAcquired() and renewal work on all
     * of a holder's permits together. Each permit is an entry of the
     * semaphore's sorted set: a weight of w costs Redis O(w) per
     * acquisition, release and extension.
     *
     * @param string|null $name the semaphore's name; null or "" answers false
     * @param int $limit how many permits may be held at once, at least 1
     * @param int|float $timeout seconds to wait for the permits; 0: one attempt
     * @param int|float $expire the permits' lifetime in seconds
     * @param int $weight the permits this holder takes at once, 1 to $limit
     * @return bool true when this object now holds $weight permits of
     *         $name; false when they were not free within $timeout, or
     *         when this object already holds permits of $name that have
     *         not expired (one holder per object and name: Redis is asked;
     *         ones that expired are settled as release() settles them, and
     *         new ones taken)
     * @throws ValueError when $limit is below 1, $weight is below 1 or
     *         above $limit, $timeout is negative, $expire is 0 or
     *         negative, or either is NaN, INF or above 1e11
     * @throws RedisLockException as RedisLock::lock() (code 5 also for a
     *         key of another type under the semaphore's name)
     */
    public function acquire(?string $name, int $limit, int|float $timeout = 0, int|float $expire = 15, int $weight = 1): bool {}

    /**
     * Gives back this object's permits of $name (all of its weight); the
     * waiters, first come, first served, get them.
     *
     * @param string|null $name the semaphore's name; null or "" answers false
     * @return bool true when the permit was still held; false when this
     *         object holds none (answered without contacting Redis) or it
     *         had expired
     * @throws RedisLockException when Redis cannot be reached or fails; the
     *         object still records the permit, so release() can be called
     *         again
     */
    public function release(?string $name): bool {}

    /**
     * Gives back every permit this object holds, in one round trip per
     * node, as RedisLock::unlockAll().
     *
     * @return bool true when every permit was still held (or none was)
     * @throws RedisLockException as RedisLock::unlockAll() (code 6 when
     *         some were settled and others not)
     */
    public function releaseAll(): bool {}

    /**
     * Sets the lifetime of this object's permit of $name, from now.
     *
     * @param string|null $name the semaphore's name; null or "" answers false
     * @param int|float $expire seconds; below 1 counts as 1, at most 1e11
     * @return bool true when the permit was still held
     * @throws ValueError when $expire is NaN, INF or above 1e11
     * @throws RedisLockException when Redis cannot be reached or fails
     */
    public function expire(?string $name, int|float $expire): bool {}

    /**
     * Whether this object's permit of $name is still held (asks Redis).
     *
     * @param string|null $name the semaphore's name; null or "" answers false
     * @return bool false when this object holds none (answered without
     *         contacting Redis) or it expired
     * @throws RedisLockException when Redis cannot be reached or fails
     */
    public function isAcquired(?string $name): bool {}
}

/**
 * A deduplicating, delayed task queue on Redis, with the public methods of
 * the PHP class RedisQueue that it replaces.
 *
 * A queue is the sorted set "Queue:{name}" (after the connection's optional
 * prefix): each member is a task id, its score the time the task is due, in
 * Unix seconds with microseconds taken from the Redis server's clock. A task
 * is due once its score is not above the server's current time. Every method
 * is one atomic server-side script and one round trip, so concurrent
 * producers and consumers need no lock and pop() hands each id to one
 * consumer only.
 *
 * Objects cannot be cloned (Error) or serialized (Exception). A subclass
 * must call parent::__construct(); until it does, every method throws
 * Error.
 *
 * @not-serializable
 */
class RedisQueue
{
    /**
     * Reads the connection settings, exactly as RedisLock::__construct()
     * does. Nothing is sent to Redis here.
     *
     * @param array|string|null $param null for the redislock.* INI settings,
     *        a DSN string, or an array of options (see RedisLock::__construct())
     * @throws ValueError for an unknown option, an invalid value, an
     *         unsupported DSN scheme, a user without a password, both host and
     *         socket in one array, or an invalid redislock.* INI setting
     */
    public function __construct(#[\SensitiveParameter] array|string|null $param = null) {}

    /**
     * Adds one task id, or several, due $afterInterval seconds from now by
     * the Redis server's clock. An id that is already queued keeps its
     * earlier due time; one that is reserved (delivered by reserve(), not
     * acknowledged, not due again yet) is queued again when its delivery
     * ends, due when the latest such enqueue() asked. More than 1000 ids
     * are sent as several scripts of 1000 in one round trip; each is
     * atomic.
     *
     * @param string|null $name the queue's name ("0" is valid); null or ""
     *        answers false
     * @param string|int|array|null $id a task id, or an array whose values
     *        are the ids (keys are ignored); ids are strings or ints, an int
     *        is stored as its decimal text. null, "" and [] answer false. A
     *        float with a fraction given here (not in an array) becomes an
     *        int, with PHP's "loses precision" deprecation.
     * @param int|float $timeout kept from the original class, which waited
     *        up to this long for its queue lock; there is no lock now, so it
     *        is not waited for, but 0 or less still answers false. Default 10.
     * @param int|float $afterInterval seconds from now until the ids are due,
     *        to the microsecond; 0 (the default) makes them due at once, a
     *        negative value puts them ahead of tasks queued now
     * @return bool true when Redis ran the call (ids already queued included);
     *         false for a null or "" name, no id, or $timeout <= 0
     * @throws TypeError when an array element is neither a string, an int
     *         nor null
     * @throws ValueError when an array holds null or "" (nothing is queued)
     * @throws ValueError when $timeout or $afterInterval is NaN, INF or of
     *         magnitude above 1e11
     * @throws RedisLockException when Redis cannot be reached or fails; code
     *         6 when Redis ran some chunks and refused others (the message
     *         says how many ids were queued). After a lost answer the ids may
     *         or may not have been queued; the call is not repeated for you,
     *         because a consumer could already have taken them.
     */
    public function enqueue(?string $name, string|int|array|null $id, int|float $timeout = 10, int|float $afterInterval = 0): bool {}

    /**
     * Queues tasks that carry data: each id of $tasks with its payload. As
     * enqueue(), an id not yet queued is added, due $afterInterval seconds
     * from now (server clock), and an id already queued keeps its score
     * (first enqueue wins); its payload is replaced all the same (the
     * latest data wins). An id put while it is reserved (delivered by
     * reserve(), not acknowledged, not due again) runs once more after that
     * delivery ends, with the latest payload. reserve(), pop(), top() and
     * failed() return each task's payload under the key "payload" (absent
     * for a task enqueue() queued). A task's payload is deleted when the
     * task leaves for good (dequeue(), ack(), pop(), purgeFailed()) and
     * kept while it is in the failed set; retryFailed() queues it with its
     * payload. Wakes waiting pop()/reserve() calls as enqueue() does. More
     * than 1000 ids are sent as several scripts of 1000 in one round trip;
     * each is atomic.
     *
     * @param string|null $name the queue's name ("0" is valid); null or ""
     *        queues nothing and answers 0
     * @param array $tasks id => payload: an id is an array key (a string or
     *        an int, stored as its decimal text, as enqueue() takes ids), a
     *        payload a string of any bytes ("" included)
     * @param int|float $afterInterval seconds from now until the new ids are
     *        due, to the microsecond, as enqueue() takes it; default 0
     * @return int how many ids were newly queued (0 for [] or a null or ""
     *         name)
     * @throws TypeError when a payload is not a string (the message names
     *         its key; nothing is queued)
     * @throws ValueError when an id is "" (named; nothing is queued), or
     *         $afterInterval is NaN, INF or of magnitude above 1e11
     * @throws RedisLockException when Redis cannot be reached or fails; code
     *         6 when Redis ran some chunks and refused others (the message
     *         says how many ids were newly queued). After a lost answer the
     *         tasks may or may not have been queued; the call is not
     *         repeated for you.
     */
    public function put(?string $name, array $tasks, int|float $afterInterval = 0): int {}

    /**
     * Removes the task $id only if its score still equals $score exactly,
     * that is, nobody took it or queued it again since top() read it. With
     * top() this gives at-least-once processing: read, do the work, then
     * dequeue().
     *
     * @param string|null $name the queue's name; null or "" answers false
     * @param string|int|null $id the task id as top() returned it; null or ""
     *        answers false (a float with a fraction becomes an int, as in
     *        enqueue())
     * @param float|int|string|null $score the score top() returned with the
     *        id: a float, an int or a numeric string, compared as a double.
     *        null, "", and text that is not a number answer false. A float
     *        turned into a string by (string) keeps only 14 digits and no
     *        longer matches; keep the float, or write it with "%.17g".
     * @param int|float $timeout kept from the original class; ignored
     * @return bool true when the task was removed; false when it is not in
     *         the queue, its score differs, or an argument is empty as above
     * @throws RedisLockException when Redis cannot be reached or fails; after
     *         a lost answer the task may be gone, and calling dequeue() again
     *         is safe
     */
    public function dequeue(?string $name, string|int|null $id, float|int|string|null $score, int|float $timeout = 10): bool {}

    /**
     * Takes up to $count due tasks, lowest score first, and removes them from
     * the queue in the same atomic step, so no other consumer receives them.
     * This is at-most-once delivery: a worker that dies after pop() loses its
     * tasks. Use reserve() and dequeue() where a task must not be lost.
     *
     * Each task is an array ['id' => int|string, 'score' => float]. An id
     * comes back as PHP would make it an array key: a canonical decimal
     * integer within the int range ("42", "0") as int, any other id as
     * string.
     *
     * With $wait above 0 and nothing due, the call blocks until a task is
     * due or $wait seconds have passed: an enqueue() of a task due now wakes
     * one waiting call per task, a delayed task is taken at its due time,
     * and a task added by a client that wakes nobody (the original class)
     * is seen within a second. The wait keeps its one connection; a server
     * that cannot be reached meanwhile (a restart, a failover) or answers
     * "try later" is asked again, at most every 250 ms, until $wait is over.
     *
     * @param string|null $name the queue's name; null or "" gives []
     * @param int $count how many tasks to take at most (default 1); at most
     *        10000; 0 or less gives []
     * @param int|float $timeout kept from the original class; ignored
     * @param int|float $wait how long to wait for a due task, in seconds (to
     *        the millisecond); 0 (the default) answers at once
     * @return array|false with $count 1: one task, or false when nothing is
     *         due; with $count above 1: a list of tasks, [] when nothing is due.
     *         A task put() queued has its 'payload' => string too
     * @throws ValueError when $count is above 10000, or $wait is negative,
     *         NaN, INF or above 1e11
     * @throws RedisLockException when Redis cannot be reached or fails. After
     *         a lost answer the tasks it took are gone (at most once).
     */
    public function pop(?string $name, int $count = 1, int|float $timeout = 10, int|float $wait = 0): array|false {}

    /**
     * Takes up to $count due tasks, lowest score first, for $visibility
     * seconds: in the same atomic step each one's score moves to now +
     * $visibility (server clock) and its delivery is counted. The worker
     * acknowledges a task with dequeue($name, $id, $score) once it is done;
     * a task not acknowledged in time is due again and delivered again
     * (at-least-once delivery). touch() gives a task more time.
     *
     * Each task is ['id' => int|string, 'score' => float, 'attempts' => int]:
     * score is the new score, to pass to dequeue() and touch(); attempts
     * counts the deliveries by reserve() since the id was last enqueued
     * (1 the first time). The counts live in the hash beside the queue's
     * key, which never outgrows the queue. $wait works as in pop().
     *
     * @param string|null $name the queue's name; null or "" gives []
     * @param int $count how many tasks to take at most (default 1); at most
     *        10000; 0 or less gives []
     * @param int|float $visibility seconds until an unacknowledged task is
     *        due again (default 30), to the microsecond
     * @param int|float $wait how long to wait for a due task, in seconds; 0
     *        (the default) answers at once
     * @param int $maxAttempts with a value above 0, a due task already
     *        delivered that many times is not delivered again: in the same
     *        atomic step it moves to the failed set (see fail(); reason
     *        "attempts exhausted") and the next due task is taken in its
     *        place, so that a task that kills its worker every time stops
     *        there. A delivery ends only with dequeue(), ack() or fail(), not
     *        when its visibility runs out. 0 (the default): no limit
     * @return array|false with $count 1: one task, or false when nothing is
     *         due; with $count above 1: a list of tasks, [] when nothing is due.
     *         A task put() queued has its 'payload' => string too
     * @throws ValueError when $count is above 10000, $visibility is under a
     *         microsecond (0 or less included), either $visibility or
     *         $wait is negative, NaN, INF or above 1e11, or $maxAttempts is
     *         negative
     * @throws RedisLockException when Redis cannot be reached or fails. After
     *         a lost answer the tasks may have been reserved: they are
     *         delivered again once $visibility has passed.
     */
    public function reserve(?string $name, int $count = 1, int|float $visibility = 30, int|float $wait = 0, int $maxAttempts = 0): array|false {}

    /**
     * Acknowledges many reserved tasks in one round trip: each is removed
     * only if its score still equals the one given, exactly as dequeue()
     * does (a task delivered again or touched meanwhile stays). More than
     * 1000 tasks are sent as several scripts of 1000, in one round trip;
     * each is atomic. A task enqueued again while it was reserved is
     * queued again when acknowledged (see enqueue()).
     *
     * @param string|null $name the queue's name; null or "" answers 0
     * @param array $tasks tasks as reserve() returned them: "id" and
     *        "score" are read, other keys ignored
     * @return int how many tasks were removed
     * @throws ValueError when an element is not an array with "id" (a
     *         non-empty string or an int) and "score"; the message names its
     *         index, and nothing is removed
     * @throws RedisLockException when Redis cannot be reached or fails; code
     *         6 when Redis ran some chunks and refused others (the message
     *         says how many tasks were removed). After a lost answer the
     *         tasks may or may not have been removed; the call is not
     *         repeated for you.
     */
    public function ack(?string $name, array $tasks): int {}

    /**
     * Gives up on a reserved task: if its score still equals $score
     * exactly, it leaves the queue for the queue's failed set, kept with
     * the server time it failed at, its deliveries and $reason. A task
     * enqueued again while it was reserved is queued again all the same.
     *
     * @param string|null $name the queue's name; null or "" answers false
     * @param string|int $id the task id as reserve() returned it
     * @param float $score the task's current score
     * @param string $reason why, for whoever reads failed(); at most 1000
     *        bytes are kept (cut at a character boundary of UTF-8 text)
     * @return bool true when the task moved to the failed set; false when it
     *         is not queued or its score differs
     * @throws RedisLockException when Redis cannot be reached or fails. After
     *         a lost answer the task may or may not have moved.
     */
    public function fail(?string $name, string|int $id, float $score, string $reason = ''): bool {}

    /**
     * The failed tasks, oldest failure first.
     *
     * @param string|null $name the queue's name; null or "" gives []
     * @param int $count how many to return at most, 1 to 10000 (default 100)
     * @return array a list of ['id' => int|string, 'failedAt' => float (Unix
     *         seconds, server clock), 'attempts' => int (deliveries by
     *         reserve() before the failure), 'reason' => string], and
     *         'payload' => string for a task put() queued
     * @throws ValueError when $count is outside 1..10000
     * @throws RedisLockException when Redis cannot be reached or fails
     */
    public function failed(?string $name, int $count = 100): array {}

    /**
     * Queues failed tasks again, due now, with no deliveries counted, as
     * enqueue() would: an id queued again meanwhile keeps its score (and,
     * if it is reserved, runs once more after its delivery). Works in
     * scripts of at most 1000 tasks, so that Redis is never blocked long.
     *
     * @param string|null $name the queue's name; null or "" answers 0
     * @param array|string|int|null $ids the failed ids to queue again; null
     *        (the default): all of them, oldest first, as many as were failed
     *        at the first script (tasks failing meanwhile cannot keep the
     *        call going)
     * @return int how many failed tasks were taken off the failed set and
     *         queued (ids not in the failed set are not counted)
     * @throws TypeError when $ids or an element of it is neither a string
     *         nor an int
     * @throws ValueError when the array holds null or ""
     * @throws RedisLockException when Redis cannot be reached or fails; code
     *         6 when some scripts ran and later ones were refused or lost
     */
    public function retryFailed(?string $name, array|string|int|null $ids = null): int {}

    /**
     * Deletes failed tasks, in scripts of at most 1000 tasks.
     *
     * @param string|null $name the queue's name; null or "" answers 0
     * @param array|string|int|null $ids the failed ids to delete; null (the
     *        default): all of them, as retryFailed() selects them
     * @return int how many failed tasks were deleted
     * @throws TypeError when $ids or an element of it is neither a string
     *         nor an int
     * @throws ValueError when the array holds null or ""
     * @throws RedisLockException when Redis cannot be reached or fails; code
     *         6 when some scripts ran and later ones were refused or lost
     */
    public function purgeFailed(?string $name, array|string|int|null $ids = null): int {}

    /**
     * What the queue holds, counted from its data at the server's time (no
     * call keeps counters for it): in one atomic script, or, when counting
     * reserved means looking at more than 2000 tasks, in a first script and
     * a walk of the tasks not due, 2000 a script. A task that does not
     * change during the call is counted exactly as it was; one that changes
     * is counted in reserved or delayed as it is each time the walk meets
     * it (the reference says what that gives).
     *
     * @param string|null $name the queue's name; null or "" gives []
     * @return array ['size' => every queued task, 'due' => due now,
     *         'reserved' => delivered by reserve(), not acknowledged, not
     *         due again yet, 'delayed' => not due and not reserved,
     *         'failed' => in the failed set, 'oldestDueAge' => seconds since
     *         the oldest due task became due (0.0 when none is due),
     *         'waiting' => calls blocked in pop()/reserve() with $wait]
     * @throws RedisLockException when Redis cannot be reached or fails
     */
    public function stats(?string $name): array {}

    /**
     * The worker loop: reserves up to $batch due tasks at a time (as
     * reserve() with $visibility and $maxAttempts) and calls
     * $handler($task) for each, the task as reserve() returns it. A
     * handler that returns acknowledges its task (as ack()). A handler
     * that throws: with $maxAttempts above 0 and the task's attempts
     * reached, the task goes to the failed set with the reason
     * "<exception class>: <message>" (as fail()); otherwise it is due again
     * after its backoff by the server's clock, attempts kept (a run an
     * enqueue() asked for while it was reserved is served by it, due at the
     * later of the two times). $onError($task, $exception) is called first;
     * the exception is not thrown again.
     *
     * The outcomes of a batch travel in the round trip that reserves the
     * next: one round trip per batch. While a batch is handled, a
     * background thread extends the visibility of each of its tasks not yet
     * settled every third of $visibility, so a task is delivered again only
     * when its worker died or stopped renewing. When nothing is due it
     * blocks up to $idleWait seconds at a time, woken at once by enqueue()
     * or put().
     *
     * It stops after $maxTasks tasks, after $maxTime seconds (an idle wait
     * ends then; only a handler still running may take it past), once
     * memory_get_usage() passes $memoryLimit bytes (0: no limit for each),
     * or on SIGTERM, SIGINT or SIGQUIT (its handlers are installed for the
     * call and the previous ones put back after; a pcntl_signal() handler
     * still runs as pcntl runs it). On stopping, the task in the handler
     * finishes and is settled, and the tasks reserved but not handed over
     * are due again at once with their attempts given back.
     *
     * @param string|null $name the queue's name; null or "" returns 0 at once
     * @param callable $handler called as $handler(array $task)
     * @param int $batch tasks reserved at a time, 1 to 1000
     * @param int|float $visibility seconds a task stays reserved without
     *        renewal (as reserve() takes it)
     * @param int $maxAttempts deliveries after which a failing task goes to
     *        the failed set; 0: no limit
     * @param int|float|array $backoff seconds before a failed task is due
     *        again, or a list: element attempts - 1, the last once past the
     *        end
     * @param int $maxTasks stop after this many tasks; 0: no limit
     * @param int|float $maxTime stop after this many seconds; 0: no limit
     * @param int $memoryLimit stop once memory_get_usage() passes this many
     *        bytes; 0: no limit
     * @param int|float $idleWait seconds to block at a time when nothing is
     *        due; 0: return once nothing is due
     * @param callable|null $onError called as $onError(array $task,
     *        Throwable $e) before a failed task is settled; if it throws, the
     *        task is settled, the rest of the batch handed back, and work()
     *        throws that exception
     * @return int how many tasks were handed to $handler (returned or threw)
     * @throws ValueError when $batch is outside 1..1000, $maxAttempts,
     *         $maxTasks, $maxTime, $memoryLimit or $idleWait is negative,
     *         $visibility is one reserve() refuses, or $backoff is empty or
     *         holds a negative or non-finite number
     * @throws RedisLockException when Redis cannot be reached or fails; what
     *         was acknowledged stays acknowledged, a task whose outcome is
     *         unknown is delivered again
     */
    public function work(?string $name, callable $handler, int $batch = 1, int|float $visibility = 30, int $maxAttempts = 0, int|float|array $backoff = [1, 5, 30, 120, 600], int $maxTasks = 0, int|float $maxTime = 0, int $memoryLimit = 0, int|float $idleWait = 5, ?callable $onError = null): int {}

    /**
     * Gives a reserved task $visibility more seconds from now (server clock)
     * if its score still equals $score exactly, that is, it was not
     * delivered again or acknowledged meanwhile. Does not count as a
     * delivery.
     *
     * @param string $name the queue's name
     * @param string|int $id the task id as reserve() returned it
     * @param float $score the task's current score (from reserve() or the
     *        last touch())
     * @param int|float $visibility seconds from now until the task is due
     *        again
     * @return float|false the task's new score, for dequeue() and the next
     *         touch(); false when the task is not queued or its score differs
     * @throws ValueError when $name is "", or $visibility is under a
     *         microsecond (0 or less included), NaN, INF or above 1e11
     * @throws RedisLockException when Redis cannot be reached or fails
     */
    public function touch(string $name, string|int $id, float $score, int|float $visibility): float|false {}

    /**
     * Counts the tasks in the queue: all of them (reserved ones included),
     * or only those due now by the server's clock.
     *
     * @param string $name the queue's name
     * @param bool $dueOnly true to count only the tasks due now
     * @return int the count; 0 for a queue that does not exist
     * @throws ValueError when $name is ""
     * @throws RedisLockException when Redis cannot be reached or fails
     */
    public function size(string $name, bool $dueOnly = false): int {}

    /**
     * Reads up to $count due tasks, lowest score first, without removing
     * them. The tasks and ids have the same form as in pop().
     *
     * @param string|null $name the queue's name; null or "" gives []
     * @param int $count how many tasks to read at most (default 1); at most
     *        10000; 0 or less gives []
     * @return array|false with $count 1: one task, or false when nothing is
     *         due; with $count above 1: a list of tasks, [] when nothing is due.
     *         A task put() queued has its 'payload' => string too
     * @throws ValueError when $count is above 10000
     * @throws RedisLockException when Redis cannot be reached or fails
     */
    public function top(?string $name, int $count = 1): array|false {}
}

/**
 * Stock for sale, sold without a lock: every take() is one atomic step on
 * Redis, so buyers of one item never queue behind one another. A take
 * answers a reservation id; with a hold it is a cart or a payment in
 * progress that comes back to the stock by itself unless confirmed in
 * time (by the server's clock: no process sweeps). Per-buyer limits and
 * idempotency keys are part of the step.
 *
 * The item "x" lives in the key "Stock:x" after the prefix, and in keys
 * beside it in its Cluster slot. Connection settings, topologies and
 * exception codes are RedisLock's; with sync_replicas (and through
 * Sentinel by default) every writing call waits for the replicas: a take
 * that reached too few is undone and throws code 7, set(), add(),
 * confirm() and cancel() keep their write and throw code 7.
 *
 * A subclass must call parent::__construct(); until it does, every method
 * throws Error.
 *
 * @not-serializable
 */
class RedisStock
{
    /**
     * Reads the connection settings, exactly as RedisLock::__construct()
     * does. Nothing is sent to Redis here.
     *
     * @param array|string|null $param as RedisLock::__construct()'s
     * @throws ValueError for an invalid setting
     */
    public function __construct(#[\SensitiveParameter] array|string|null $param = null) {}

    /**
     * Makes the quantity for sale now exactly $quantity. Live holds and
     * final takes are not part of it: a hold that expires or a take that
     * is cancelled later adds its quantity back.
     *
     * @param string $item the item, not ""
     * @param int $quantity what is for sale, 0 to 2^53 - 1
     * @return bool true
     * @throws ValueError for an empty $item or a $quantity out of range
     * @throws RedisLockException when Redis cannot be reached or fails;
     *         code 5 when $quantity with the live holds and final takes
     *         (which may still come back) would pass 2^53 - 1 (nothing
     *         changed); code 7 (the write is kept) when too few replicas
     *         acknowledged it
     */
    public function set(string $item, int $quantity): bool {}

    /**
     * Adds $delta to the quantity for sale (a negative $delta withdraws,
     * never below 0).
     *
     * @param string $item the item, not ""
     * @param int $delta the change, within +-(2^53 - 1)
     * @return int the quantity for sale now
     * @throws ValueError for an empty $item or a $delta out of range
     * @throws RedisLockException as set(); code 5 when the quantity, with
     *         the live holds and final takes (which may still come back),
     *         would pass 2^53 - 1 (nothing changed)
     */
    public function add(string $item, int $delta): int {}

    /**
     * Takes $quantity of $item, in one step: when that much is for sale
     * (holds expired by now count as given back) and, with a $buyer and a
     * $perBuyer above 0, the buyer's quantity in live holds and final
     * takes plus $quantity stays within $perBuyer. A take with a $buyer
     * always counts for that buyer, limited or not.
     *
     * With a $hold above 0 the reservation is a hold: unless confirm()ed
     * within $hold seconds its quantity comes back by itself. With 0 it is
     * final at once. A final take is kept a day (for cancel() and the
     * request key), then forgotten.
     *
     * A $request is an idempotency key: a take repeated with the same key
     * within a day answers the reservation id the first answered and takes
     * nothing more, whatever became of it and whatever the repeat passes.
     * A false is not remembered, nor a take undone by code 7. Without a
     * $request the call makes its own: a reply lost in transit is asked
     * again without the risk of taking twice.
     *
     * @param string $item the item, not ""
     * @param int $quantity how much, at least 1
     * @param string|null $buyer who buys (not ""), for the limit and info()
     * @param int $perBuyer the most a buyer may hold and have taken; 0: no limit
     * @param int|float $hold seconds the reservation is held, 0 for a final
     *        take; at most a year
     * @param string|null $request the idempotency key, not ""
     * @return string|false the reservation id (32 hex digits, random); false
     *         when sold out or the buyer is at the limit (nothing changed)
     * @throws ValueError for an empty $item, $buyer or $request, a $quantity
     *         below 1, a $perBuyer below 0, a negative, non-finite or too
     *         long $hold, or a number beyond 2^53 - 1
     * @throws RedisLockException when Redis cannot be reached or fails;
     *         code 7 when too few replicas acknowledged the take (undone;
     *         an earlier take answered again for $request stands)
     */
    public function take(string $item, int $quantity = 1, ?string $buyer = null, int $perBuyer = 0,
        int|float $hold = 0, ?string $request = null): string|false {}

    /**
     * Makes a hold final. A final take answers true again (a confirm()
     * retried is harmless).
     *
     * @param string $item the item, not ""
     * @param string $reservation what take() answered
     * @return bool false when the hold expired, was cancelled or is unknown
     * @throws ValueError for an empty $item
     * @throws RedisLockException as set()
     */
    public function confirm(string $item, string $reservation): bool {}

    /**
     * Undoes a hold or a final take: its quantity goes back on sale and
     * into the buyer's allowance.
     *
     * @param string $item the item, not ""
     * @param string $reservation what take() answered
     * @return bool false when it is unknown, already cancelled, an expired
     *         hold or a final take already forgotten
     * @throws ValueError for an empty $item
     * @throws RedisLockException as set()
     */
    public function cancel(string $item, string $reservation): bool {}

    /**
     * The quantity for sale now (the holds expired by now counted as given
     * back), in one round trip; 0 for an item never set.
     *
     * @param string $item the item, not ""
     * @throws ValueError for an empty $item
     * @throws RedisLockException when Redis cannot be reached or fails
     */
    public function available(string $item): int {}

    /**
     * What the item is doing now: 'available' (as available()), 'held'
     * (quantity in live holds), 'taken' (quantity in final takes not yet
     * forgotten), 'holds' (how many live holds), 'buyers' (distinct buyers
     * with a live hold or a final take).
     *
     * @param string $item the item, not ""
     * @return array{available: int, held: int, taken: int, holds: int, buyers: int}
     * @throws ValueError for an empty $item
     * @throws RedisLockException when Redis cannot be reached or fails
     */
    public function info(string $item): array {}
}

/**
 * Thrown when Redis cannot serve a call: it cannot be reached, refuses the
 * credentials or the database, does not answer within read_timeout, drops
 * the connection, or answers with an error (for example a key of the wrong
 * type). The message starts with "redislock: ", names the server
 * ("host:port" or "unix:/path") and the cause, and never contains the
 * password or a lock token. getCode() tells the kind: 1 could not connect
 * (or the peer is not Redis), 2 AUTH or SELECT refused (or a password is
 * needed), 3 connection lost after sending, 4 no whole answer within
 * read_timeout, 5 error answer, 6 Redis ran part of the call and refused the
 * rest. With 1, 2 and 5 nothing of the call ran; with 3 and 4 it may have.
 *
 * Answers such as "not acquired", "not held", "nothing due" and "score
 * changed" are ordinary false results, never this exception.
 */
class RedisLockException extends RuntimeException
{
}
