<?php
/* The flash sale without any lock: the same data operations on the same
 * connection, unprotected (buyers may read the same stock and oversell).
 * Not a contender: the ceiling that any lock's rate is measured against. */
require __DIR__ . '/common.php';

respond_sale(sell_one(phpredis()));
