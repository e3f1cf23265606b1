/*
 * The options: one row per option (rl_option_rows[] in rl_options.c) says
 * its name, what its value must be, where it lives in an rl_spec, its INI
 * default and what else it is (a secret, a TLS setting, a DSN query
 * option). Parsing a value, the INI entries, phpinfo(), the pool key and
 * copying and freeing a spec's strings all follow from the rows: adding
 * an option is adding its rl_option and its row, its field in rl_spec.h,
 * and the code that uses its value.
 */
#ifndef RL_OPTIONS_H
#define RL_OPTIONS_H

#include "php.h"

#include "rl_spec.h"

/* In rl_option_rows[] order, which is the INI entries' order. */
typedef enum rl_option {
	RL_OPT_HOST,
	RL_OPT_PORT,
	RL_OPT_SOCKET,
	RL_OPT_DATABASE,
	RL_OPT_USER,
	RL_OPT_PASSWORD,
	RL_OPT_CONNECT_TIMEOUT,
	RL_OPT_READ_TIMEOUT,
	RL_OPT_PERSISTENT,
	RL_OPT_PREFIX,
	RL_OPT_FENCING,
	RL_OPT_TLS,
	RL_OPT_TLS_CA_FILE,
	RL_OPT_TLS_CA_PATH,
	RL_OPT_TLS_CERT,
	RL_OPT_TLS_KEY,
	RL_OPT_TLS_VERIFY,
	RL_OPT_TLS_SERVER_NAME,
	RL_OPT_CLUSTER,
	RL_OPT_SYNC_REPLICAS,
	RL_OPT_SYNC_TIMEOUT,
	RL_OPT_SENTINEL,
	RL_OPT_SERVICE,
	RL_OPT_SENTINEL_USER,
	RL_OPT_SENTINEL_PASSWORD,
	RL_OPT_RELEASE_AT_SHUTDOWN,
	RL_OPT_RENEW,
	RL_OPT_RENEW_MAX,
	RL_OPT_COUNT
} rl_option;

/* A set of options, as bits (1 << option). */
typedef uint32_t rl_option_mask;
#define RL_OPTION_BIT(opt) ((rl_option_mask) 1 << (opt))

/* What an option's value must be, and the field that holds it. Every kind
 * takes a string too, as INI settings and DSN queries give them. */
typedef enum rl_option_kind {
	RL_KIND_HOST,      /* zend_string *: a non-empty name without NUL bytes;
	                    * one starting with "/" sets the socket instead;
	                    * setting one clears the socket */
	RL_KIND_SOCKET,    /* zend_string *: a non-empty path without NUL bytes;
	                    * setting one clears the host */
	RL_KIND_INTEGER,   /* zend_long: an integer from min to max; with
	                    * RL_OPTION_EMPTY_IS_DEFAULT and an empty INI
	                    * default, RL_INTEGER_UNSET until one is given */
	RL_KIND_SECONDS,   /* double: a finite number of seconds, > 0, up to max */
	RL_KIND_SECONDS_OR_ZERO, /* double: the same, 0 allowed */
	RL_KIND_BOOL,      /* bool: true, false, 0, 1, or on/off/yes/no */
	RL_KIND_TEXT,      /* zend_string *: any string; empty is none (NULL) */
	RL_KIND_NAME,      /* zend_string *: a string without NUL bytes; empty
	                    * is none */
	RL_KIND_PATH,      /* as RL_KIND_NAME, and a file's path: made absolute
	                    * and checked against open_basedir once parsed */
	RL_KIND_ADDRESSES, /* zend_string *: a list of addresses, as
	                    * rl_address_list_normalise() writes it, max being
	                    * the port of an address that names none; empty is
	                    * none */
} rl_option_kind;

/* An integer option whose INI default is empty holds this until a value
 * is given: its default is decided where it is used. */
#define RL_INTEGER_UNSET ((zend_long) -1)

/* What else an option is. */
#define RL_OPTION_DSN_QUERY  0x01 /* may be given as name=value in a DSN's query */
#define RL_OPTION_SECRET     0x02 /* shown as asterisks by phpinfo(), only a digest
                                * of it in the pool key, wiped when a node's
                                * copy is freed */
#define RL_OPTION_TLS        0x04 /* a TLS setting: refused by a build without
                                * TLS; never used for a plain connection */
#define RL_OPTION_TOPOLOGY   0x08 /* names the servers of a cluster or the
                                * sentinels and how to talk to them: not a
                                * setting of one server, which a node copies */
#define RL_OPTION_EMPTY_IS_DEFAULT 0x10 /* an empty value (an unset variable in a
                                * config file) is the default, not false
                                * (or, for an integer, not an error) */
#define RL_OPTION_CHOOSES_POOL 0x20 /* a connection setting that chooses the
                                * pool (persistent), so not in the pool key */

typedef struct rl_option_row {
	const char *name;        /* in arrays, DSN queries and, after
	                          * "redislock.", the INI */
	rl_option_kind kind;
	uint16_t offset;         /* of its field in rl_spec: inside conn for a
	                          * connection setting, else in object */
	uint16_t flags;          /* RL_OPTION_* */
	double min, max;         /* by kind (rl_option_kind) */
	const char *ini_default; /* NULL: no INI setting */
	const char *expect;      /* what a value must be, for messages */
} rl_option_row;

extern const rl_option_row rl_option_rows[RL_OPT_COUNT];

/* The option named by len bytes at name, or -1. */
int rl_option_lookup(const char *name, size_t len);

/* Whether opt is part of a connection's identity (its field is in conn). */
bool rl_option_is_connection(rl_option opt);

/* Sets opt in spec from zv, as its kind says; a string is copied (or
 * shared). Returns false when the value is not acceptable for opt; spec is
 * then unchanged. Throws nothing. */
bool rl_option_set(rl_spec *spec, rl_option opt, const zval *zv);

/* Throws the ValueError for a value of opt that rl_option_set() refused:
 * one of the INI settings when arg_num is 0, else of $param, which is
 * argument arg_num. */
void rl_option_throw_invalid(rl_option opt, uint32_t arg_num);

/* Why a TLS option cannot be used here, for messages. */
#define RL_NO_TLS_REASON "needs TLS, and this build of redislock has none (TLS needs hiredis 1.0 or later " \
	"with hiredis_ssl): refused rather than connecting in plain text"

/* A $param being applied to a spec that holds the INI settings: the
 * options it has set so far are marked in set ("did $param set this?"
 * has this one answer). */
typedef struct rl_param {
	rl_spec *spec;
	rl_option_mask set;
	uint32_t arg_num; /* which argument $param is, for messages */
} rl_param;

/* rl_option_set() on param's spec, marking opt as set by $param when the
 * value is acceptable. Throws nothing. */
bool rl_param_try_set(rl_param *param, rl_option opt, const zval *zv);

/* rl_param_try_set(), throwing the option's ValueError (and returning
 * FAILURE) when the value is not acceptable. */
zend_result rl_param_set(rl_param *param, rl_option opt, const zval *zv);

/* The options whose rows have every one of flags (RL_OPTION_*). */
rl_option_mask rl_options_flagged(uint16_t flags);

/* The options of kind. */
rl_option_mask rl_options_of_kind(rl_option_kind kind);

/* The name of the first option among which whose value in spec is not its
 * default (a string set, a boolean or number other than its INI
 * default's), or NULL. */
const char *rl_option_first_not_default(const rl_spec *spec, rl_option_mask which);

/* Sets the options among which in spec back to their defaults (a string
 * to none). An option without an INI default must hold a string. */
void rl_options_reset(rl_spec *spec, rl_option_mask which);

/* Makes the path options of spec absolute (a chdir() later changes
 * nothing) and checks them against open_basedir, as PHP's own file
 * functions would. Returns the name of the option whose path is refused,
 * or NULL. */
const char *rl_option_paths_resolve(rl_spec *spec);

/* Adds a reference to every string of spec (a shallow copy of a spec
 * made its own). */
void rl_spec_strings_addref(rl_spec *spec);

/* Releases the strings of spec (and sets them to NULL). */
void rl_spec_free(rl_spec *spec);

/* Copies the settings of one server from src to dst (strings duplicated
 * with the given persistence, the RL_OPTION_TOPOLOGY ones left NULL). */
void rl_connection_spec_copy(rl_connection_spec *dst, const rl_connection_spec *src, bool persistent);

/* Frees the strings of a copy made by rl_connection_spec_copy(), wiping
 * the secrets first. */
void rl_connection_spec_free(rl_connection_spec *spec);

/* A binary-safe string that is equal for two specs exactly when every
 * connection setting is (secrets compared by digest) but the one that
 * chooses the pool (RL_OPTION_CHOOSES_POOL): the key of the pools of
 * connections (rl_pool.c), and of the renewer's links (rl_renewer.c). */
zend_string *rl_spec_pool_key(const rl_connection_spec *conn);

/* The redislock.* INI setting of opt as written, or NULL for an option
 * without one. */
const char *rl_option_ini_value(rl_option opt);

/* Registers the redislock.* INI entries, one per option with an INI
 * default, on_modify being called when one changes; module_number and module_type are
 * MINIT's. */
void rl_options_ini_register(int module_number, int module_type, ZEND_INI_MH((*on_modify)));

#endif /* RL_OPTIONS_H */
