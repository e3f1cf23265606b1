/*
 * redislock: a distributed lock and a deduplicating delayed task queue on
 * Redis, as a PHP extension. This header is the module's public face: its
 * version and its module entry.
 */
#ifndef PHP_REDISLOCK_H
#define PHP_REDISLOCK_H

#include "php.h"

/* The one place the version is written. phpinfo() and
 * phpversion('redislock') show it, scripts/gen-package-xml copies it into
 * package.xml, CHANGELOG.md's newest entry must name it, and a release is
 * tagged with it (PIE reads composer.json's version from that tag). */
#define PHP_REDISLOCK_VERSION "0.2.0"

extern zend_module_entry redislock_module_entry;
#define phpext_redislock_ptr &redislock_module_entry

#endif /* PHP_REDISLOCK_H */
