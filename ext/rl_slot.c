/*
 * Hash slots (CRC16-CCITT, XModem variant, as Redis Cluster computes them)
 * and the keys that share one.
 */
#include "php.h"

#include "rl_slot.h"

/* CRC16 with polynomial 0x1021, initial value 0, no reflection: each
 * byte's remainder (generated, as CRC16-CCITT tables are; a test checks
 * slots against Redis's CLUSTER KEYSLOT). */
static const uint16_t crc16_table[256] = {
	0x0000, 0x1021, 0x2042, 0x3063, 0x4084, 0x50a5, 0x60c6, 0x70e7,
	0x8108, 0x9129, 0xa14a, 0xb16b, 0xc18c, 0xd1ad, 0xe1ce, 0xf1ef,
	0x1231, 0x0210, 0x3273, 0x2252, 0x52b5, 0x4294, 0x72f7, 0x62d6,
	0x9339, 0x8318, 0xb37b, 0xa35a, 0xd3bd, 0xc39c, 0xf3ff, 0xe3de,
	0x2462, 0x3443, 0x0420, 0x1401, 0x64e6, 0x74c7, 0x44a4, 0x5485,
	0xa56a, 0xb54b, 0x8528, 0x9509, 0xe5ee, 0xf5cf, 0xc5ac, 0xd58d,
	0x3653, 0x2672, 0x1611, 0x0630, 0x76d7, 0x66f6, 0x5695, 0x46b4,
	0xb75b, 0xa77a, 0x9719, 0x8738, 0xf7df, 0xe7fe, 0xd79d, 0xc7bc,
	0x48c4, 0x58e5, 0x6886, 0x78a7, 0x0840, 0x1861, 0x2802, 0x3823,
	0xc9cc, 0xd9ed, 0xe98e, 0xf9af, 0x8948, 0x9969, 0xa90a, 0xb92b,
	0x5af5, 0x4ad4, 0x7ab7, 0x6a96, 0x1a71, 0x0a50, 0x3a33, 0x2a12,
	0xdbfd, 0xcbdc, 0xfbbf, 0xeb9e, 0x9b79, 0x8b58, 0xbb3b, 0xab1a,
	0x6ca6, 0x7c87, 0x4ce4, 0x5cc5, 0x2c22, 0x3c03, 0x0c60, 0x1c41,
	0xedae, 0xfd8f, 0xcdec, 0xddcd, 0xad2a, 0xbd0b, 0x8d68, 0x9d49,
	0x7e97, 0x6eb6, 0x5ed5, 0x4ef4, 0x3e13, 0x2e32, 0x1e51, 0x0e70,
	0xff9f, 0xefbe, 0xdfdd, 0xcffc, 0xbf1b, 0xaf3a, 0x9f59, 0x8f78,
	0x9188, 0x81a9, 0xb1ca, 0xa1eb, 0xd10c, 0xc12d, 0xf14e, 0xe16f,
	0x1080, 0x00a1, 0x30c2, 0x20e3, 0x5004, 0x4025, 0x7046, 0x6067,
	0x83b9, 0x9398, 0xa3fb, 0xb3da, 0xc33d, 0xd31c, 0xe37f, 0xf35e,
	0x02b1, 0x1290, 0x22f3, 0x32d2, 0x4235, 0x5214, 0x6277, 0x7256,
	0xb5ea, 0xa5cb, 0x95a8, 0x8589, 0xf56e, 0xe54f, 0xd52c, 0xc50d,
	0x34e2, 0x24c3, 0x14a0, 0x0481, 0x7466, 0x6447, 0x5424, 0x4405,
	0xa7db, 0xb7fa, 0x8799, 0x97b8, 0xe75f, 0xf77e, 0xc71d, 0xd73c,
	0x26d3, 0x36f2, 0x0691, 0x16b0, 0x6657, 0x7676, 0x4615, 0x5634,
	0xd94c, 0xc96d, 0xf90e, 0xe92f, 0x99c8, 0x89e9, 0xb98a, 0xa9ab,
	0x5844, 0x4865, 0x7806, 0x6827, 0x18c0, 0x08e1, 0x3882, 0x28a3,
	0xcb7d, 0xdb5c, 0xeb3f, 0xfb1e, 0x8bf9, 0x9bd8, 0xabbb, 0xbb9a,
	0x4a75, 0x5a54, 0x6a37, 0x7a16, 0x0af1, 0x1ad0, 0x2ab3, 0x3a92,
	0xfd2e, 0xed0f, 0xdd6c, 0xcd4d, 0xbdaa, 0xad8b, 0x9de8, 0x8dc9,
	0x7c26, 0x6c07, 0x5c64, 0x4c45, 0x3ca2, 0x2c83, 0x1ce0, 0x0cc1,
	0xef1f, 0xff3e, 0xcf5d, 0xdf7c, 0xaf9b, 0xbfba, 0x8fd9, 0x9ff8,
	0x6e17, 0x7e36, 0x4e55, 0x5e74, 0x2e93, 0x3eb2, 0x0ed1, 0x1ef0,
};

static uint16_t crc16(const char *buf, size_t len)
{
	uint16_t crc = 0;

	for (size_t i = 0; i < len; i++) {
		crc = (uint16_t) ((crc << 8) ^ crc16_table[((crc >> 8) ^ (unsigned char) buf[i]) & 0xff]);
	}
	return crc;
}

/* Finds key's hash tag: sets *tag and *tag_len and returns true when key has
 * a non-empty one (the bytes between its first '{' and the first '}' after
 * it). */
static bool hash_tag(const char *key, size_t len, const char **tag, size_t *tag_len)
{
	const char *open = memchr(key, '{', len);

	if (!open) {
		return false;
	}
	const char *start = open + 1;
	const char *close = memchr(start, '}', (size_t) (key + len - start));

	if (!close || close == start) {
		return false;
	}
	*tag = start;
	*tag_len = (size_t) (close - start);
	return true;
}

uint16_t rl_slot_of(const char *key, size_t len)
{
	const char *tag;
	size_t tag_len;

	if (hash_tag(key, len, &tag, &tag_len)) {
		return crc16(tag, tag_len) & (RL_SLOTS - 1);
	}
	return crc16(key, len) & (RL_SLOTS - 1);
}

/* Writes into out[4] the first four characters of [0-9a-z], counted as
 * base-36 numbers from "0000", that hash to slot. Every slot has one among
 * the first 73,025 candidates (checked once, offline, over all 16,384);
 * the loop is bounded by all 1,679,616 anyway. Costs about 16,000 CRCs on
 * average, for keys that hold a '}' but no hash tag only. */
static void tag_for_slot(uint16_t slot, char out[4])
{
	static const char digits[] = "0123456789abcdefghijklmnopqrstuvwxyz";

	for (uint32_t n = 0; n < 36u * 36u * 36u * 36u; n++) {
		uint32_t v = n;

		for (int i = 3; i >= 0; i--) {
			out[i] = digits[v % 36];
			v /= 36;
		}
		if ((crc16(out, 4) & (RL_SLOTS - 1)) == slot) {
			return;
		}
	}
	ZEND_ASSERT(0 && "every slot has a tag");
	memcpy(out, "0000", 4);
}

/* Where the names beside key take their hash tag from: *tag (tag_len
 * bytes; in found when computed) or, NULL, key itself wrapped whole. */
static void beside_tag(const zend_string *key, const char **tag, size_t *tag_len, char found[4])
{
	const char *k = ZSTR_VAL(key);
	size_t len = ZSTR_LEN(key);

	*tag = NULL;
	*tag_len = 0;
	if (!memchr(k, '}', len)) {
		/* no '}', so no hash tag: the key hashes whole, and so does the
		 * wrapped copy's tag */
		return;
	}
	if (!hash_tag(k, len, tag, tag_len)) {
		tag_for_slot(rl_slot_of(k, len), found);
		*tag = found;
		*tag_len = 4;
	}
}

/* The length of the name beside key for a suffix of suffix_len bytes. */
static size_t beside_len(const zend_string *key, const char *tag, size_t tag_len, size_t suffix_len)
{
	return 1 + (tag ? tag_len : ZSTR_LEN(key)) + 1 + (tag ? ZSTR_LEN(key) : 0) + suffix_len;
}

/* Writes into beside (of beside_len() bytes) "{" key "}" suffix, or "{"
 * tag "}" key suffix. */
static void beside_write(zend_string *beside, const zend_string *key, const char *tag, size_t tag_len,
	const char *suffix, size_t suffix_len)
{
	const char *k = ZSTR_VAL(key);
	size_t len = ZSTR_LEN(key);
	size_t head_len = tag ? tag_len : len;
	char *p = ZSTR_VAL(beside);

	*p++ = '{';
	memcpy(p, tag ? tag : k, head_len);
	p += head_len;
	*p++ = '}';
	if (tag) {
		memcpy(p, k, len);
		p += len;
	}
	memcpy(p, suffix, suffix_len);
	p[suffix_len] = '\0';
}

void rl_slot_keys_beside(const zend_string *key, size_t n, const char *const *suffixes, zend_string **out)
{
	const char *tag;
	size_t tag_len;
	char found[4];

	/* the hash tag is looked for once for all n names */
	beside_tag(key, &tag, &tag_len, found);
	for (size_t i = 0; i < n; i++) {
		size_t suffix_len = strlen(suffixes[i]);

		out[i] = zend_string_alloc(beside_len(key, tag, tag_len, suffix_len), 0);
		beside_write(out[i], key, tag, tag_len, suffixes[i], suffix_len);
	}
}
