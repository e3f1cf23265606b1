<?php
/* The uncontended endpoint without a lock: a request that loads the same
 * code and answers. Not a contender: the ceiling that any lock's rate is
 * measured against (what nginx, PHP-FPM and PHP cost per request here). */
require __DIR__ . '/common.php';

new_id();
respond('ok');
