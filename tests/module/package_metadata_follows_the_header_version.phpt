--TEST--
redislock module: the version is defined once (ext/php_redislock.h) and package.xml, CHANGELOG.md and phpversion() follow it; package.xml lists every source, stub, test and doc file; composer.json describes the extension for PIE
--FILE--
<?php
$root = dirname(__DIR__, 2);
preg_match('/#define PHP_REDISLOCK_VERSION "([^"]+)"/', file_get_contents("$root/ext/php_redislock.h"), $m);
$version = $m[1];
echo "header: $version\n";
var_dump(phpversion('redislock') === $version);

// in a checkout package.xml is at the top; in an unpacked PECL tarball, beside it
$packageXml = is_file("$root/package.xml") ? "$root/package.xml" : dirname($root) . '/package.xml';
// read with PCRE, which every PHP build has (this test needs no server, so
// it runs under `make test` too, where PHP's shared XML extensions are not
// loaded); package.xml is written by scripts/gen-package-xml, one element
// a line
$package = file_get_contents($packageXml);
$element = static fn (string $path): string => preg_match("#$path#s", $package, $m) ? $m[1] : '(none)';
var_dump($element('<version>\s*<release>([^<]*)</release>') === $version, $element('<version>.*?<api>([^<]*)</api>') === $version);
var_dump($element('<providesextension>([^<]*)<'), $element('<extsrcrelease>\s*<configureoption name="([^"]*)"'));
var_dump($element('<required>\s*<php>\s*<min>([^<]*)<'));

preg_match('/^## \[([^\]]+)\] - (\S+)/m', file_get_contents("$root/CHANGELOG.md"), $m);
var_dump($m[1] === $version, $m[2] === $element('<date>([^<]*)</date>'));

preg_match_all('#<file name="([^"]+)" role="([^"]+)"/>#', $package, $files);
$listed = array_combine($files[1], $files[2]);
$onDisk = array_merge(['config.m4', 'README.md', 'CHANGELOG.md', 'LICENSE', 'composer.json'],
    glob("$root/ext/*.[ch]"), glob("$root/stubs/*.php"), glob("$root/tests/inc/*.inc"), glob("$root/tests/*/*.phpt"),
    glob("$root/docs/*.md"));
$onDisk = array_map(fn ($f) => str_starts_with($f, "$root/") ? substr($f, strlen($root) + 1) : $f, $onDisk);
echo 'missing from package.xml: ', implode(', ', array_diff($onDisk, array_keys($listed))) ?: 'none', "\n";
echo 'listed but absent: ', implode(', ', array_filter(array_keys($listed), fn ($f) => !is_file("$root/$f"))) ?: 'none', "\n";
$roles = array_unique($listed);
sort($roles);
echo 'roles: ', implode(' ', $roles), "\n";

$composer = json_decode(file_get_contents("$root/composer.json"), true, 512, JSON_THROW_ON_ERROR);
var_dump($composer['type'], $composer['php-ext']['extension-name'], array_column($composer['php-ext']['configure-options'], 'name'));
// the configure option exists in config.m4
var_dump(str_contains(file_get_contents("$root/config.m4"), 'PHP_ARG_WITH([hiredis-dir]'));
?>
--EXPECTF--
header: %d.%d.%s
bool(true)
bool(true)
bool(true)
string(9) "redislock"
string(16) "with-hiredis-dir"
string(5) "8.2.0"
bool(true)
bool(true)
missing from package.xml: none
listed but absent: none
roles: doc src test
string(7) "php-ext"
string(9) "redislock"
array(1) {
  [0]=>
  string(16) "with-hiredis-dir"
}
bool(true)
