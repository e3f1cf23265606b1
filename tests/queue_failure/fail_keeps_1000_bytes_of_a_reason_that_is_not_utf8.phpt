--TEST--
RedisQueue fail(): a reason that is not UTF-8 keeps its first 1,000 bytes (2,000 bytes of "\x80", a lead byte with too few continuation bytes at the cut, Latin-1 with a byte at the cut that UTF-8 would read as a continuation), while UTF-8 text is still cut before the character the 1,000th byte falls in (of 2, 3 and 4 bytes)
--SKIPIF--
<?php require __DIR__ . '/../inc/skipif.inc'; rl_skip_unless('servers'); ?>
--FILE--
<?php
require __DIR__ . '/../inc/setup.inc';
$q = rl_queue();
$reasons = [
    'continuation bytes only' => str_repeat("\x80", 2000),
    'a lead byte of 4 with one more byte' => str_repeat('x', 998) . "\xF0\x9F" . str_repeat('y', 500),
    'Latin-1 (a degree sign at the cut)' => str_repeat("\xB0a", 1000),
    'UTF-8 of 2 bytes, cut inside' => 'x' . str_repeat("\u{e9}", 700),
    'UTF-8 of 3 bytes, cut inside' => str_repeat("\u{20ac}", 400),
    'UTF-8 of 4 bytes, cut inside' => 'xy' . str_repeat("\u{1f600}", 300),
];
foreach ($reasons as $what => $reason) {
    $q->enqueue('jobs', $what);
    $task = $q->reserve('jobs', 1, 30);
    $q->fail('jobs', $task['id'], $task['score'], $reason);
}
foreach ($q->failed('jobs', 10) as $f) {
    $kept = $f['reason'];
    printf("%s: %d bytes kept, the first of the reason: %s\n", $f['id'], strlen($kept),
        str_starts_with($reasons[$f['id']], $kept) ? 'yes' : 'no');
}
$q->purgeFailed('jobs');
?>
--EXPECT--
continuation bytes only: 1000 bytes kept, the first of the reason: yes
a lead byte of 4 with one more byte: 1000 bytes kept, the first of the reason: yes
Latin-1 (a degree sign at the cut): 1000 bytes kept, the first of the reason: yes
UTF-8 of 2 bytes, cut inside: 999 bytes kept, the first of the reason: yes
UTF-8 of 3 bytes, cut inside: 999 bytes kept, the first of the reason: yes
UTF-8 of 4 bytes, cut inside: 998 bytes kept, the first of the reason: yes
