<?php

declare(strict_types=1);

namespace RedisLockDashboard;

/*
 * The names the extension keeps beside a key in its Redis Cluster slot
 * ("{key}:failed" and the like), made as the extension makes them: a key
 * without "}" is wrapped whole, "{key}suffix"; a key with a hash tag (the
 * bytes between its first "{" and the first "}" after it, not empty) gives
 * "{tag}key" + suffix; any other key gives "{T}key" + suffix where T is the
 * first four-character base-36 tag ("0000", "0001", ...) in the key's
 * slot (CRC16-CCITT XModem, as Redis Cluster computes slots).
 */
final class Slot
{
    /** @var list<int> */
    private static array $table = [];

    public static function beside(string $key, string $suffix): string
    {
        if (!str_contains($key, '}')) {
            return '{' . $key . '}' . $suffix;
        }
        $tag = self::hashTag($key);
        return '{' . ($tag ?? self::tagForSlot(self::slot($key))) . '}' . $key . $suffix;
    }

    /*
     * Whether $name is beside($key, $suffix), without searching for the
     * tag of a key with "}" but no hash tag: any four-character base-36 tag
     * in the key's slot is taken (the extension writes the first one only).
     */
    public static function isBeside(string $name, string $key, string $suffix): bool
    {
        $tag = str_contains($key, '}') ? self::hashTag($key) : $key;
        if ($tag !== null) {
            return $name === '{' . $tag . '}' . ($tag === $key ? '' : $key) . $suffix;
        }
        $tag = substr($name, 1, 4);
        return $name === '{' . $tag . '}' . $key . $suffix && preg_match('/^[0-9a-z]{4}$/', $tag) === 1
            && (self::crc16($tag) & 16383) === self::slot($key);
    }

    private static function hashTag(string $key): ?string
    {
        $open = strpos($key, '{');
        if ($open === false) {
            return null;
        }
        $close = strpos($key, '}', $open + 1);
        return $close === false || $close === $open + 1 ? null : substr($key, $open + 1, $close - $open - 1);
    }

    public static function slot(string $key): int
    {
        return self::crc16(self::hashTag($key) ?? $key) & 16383;
    }

    private static function crc16(string $bytes): int
    {
        if (self::$table === []) {
            for ($i = 0; $i < 256; $i++) {
                $crc = $i << 8;
                for ($bit = 0; $bit < 8; $bit++) {
                    $crc = ($crc & 0x8000) ? (($crc << 1) ^ 0x1021) & 0xffff : ($crc << 1) & 0xffff;
                }
                self::$table[] = $crc;
            }
        }
        $crc = 0;
        $len = strlen($bytes);
        for ($i = 0; $i < $len; $i++) {
            $crc = (($crc << 8) & 0xffff) ^ self::$table[(($crc >> 8) ^ ord($bytes[$i])) & 0xff];
        }
        return $crc;
    }

    /* The first tag of [0-9a-z]{4}, counted from "0000", in $slot (every slot has one among the first 73,025). */
    private static function tagForSlot(int $slot): string
    {
        $digits = '0123456789abcdefghijklmnopqrstuvwxyz';
        for ($n = 0; $n < 36 ** 4; $n++) {
            $tag = $digits[intdiv($n, 46656)] . $digits[intdiv($n, 1296) % 36]
                . $digits[intdiv($n, 36) % 36] . $digits[$n % 36];
            if ((self::crc16($tag) & 16383) === $slot) {
                return $tag;
            }
        }
        return '0000';
    }
}
