# Shared by the scripts in this folder: installing what is missing,
# building the extension, and running a command beside a throwaway Redis.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
PHP=${PHP:-php}
# the extension the tests load; REDISLOCK_MODULE names another (e.g. an
# installed "redislock") when run with REDISLOCK_SKIP_BUILD=1
MODULE=${REDISLOCK_MODULE:-$ROOT/modules/redislock.so}
# the server the suite runs against: redis-server (default) or valkey-server
SERVER=${REDISLOCK_SERVER:-redis-server}
# unversioned names: Debian 12 gives PHP 8.2, Debian 13 PHP 8.4
# (libssl-dev: TLS where hiredis has it; openssl and php-cgi: the TLS tests;
# iproute2: the network namespaces of tests/partition)
PACKAGES=(php-cli php-dev php-xml php-cgi libhiredis-dev libssl-dev openssl "$SERVER" pkg-config make gcc iproute2)

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi
}

# Installs the Debian packages the build and the tests need, if any is missing.
install_deps() {
  local missing=()
  for p in "${PACKAGES[@]}" "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    echo "== installing: ${missing[*]}"
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  fi
}

# puppeteer-core for the browser tests (tests/dashboard_browser): the last
# version that runs on Node.js 18 and 20 (Debian 12's and this machine's);
# it drives Debian's Chromium, it downloads no browser of its own.
PUPPETEER_VERSION=24.43.1

# Installs what the browser tests need, once: Debian's chromium (and
# Debian's Node.js and npm where there is no node), and puppeteer-core into
# the private folder .build-browser/ (not committed). Exports
# REDISLOCK_BROWSER_DIR, where the tests find it.
install_browser_deps() {
  local extra=(chromium) dir="$ROOT/.build-browser" have
  command -v node >/dev/null && command -v npm >/dev/null || extra+=(nodejs npm)
  install_deps "${extra[@]}"
  have=$(node -p "try { require('$dir/node_modules/puppeteer-core/package.json').version } catch (e) { '' }")
  if [ "$have" != "$PUPPETEER_VERSION" ]; then
    echo "== npm: puppeteer-core $PUPPETEER_VERSION into .build-browser/"
    mkdir -p "$dir"
    PUPPETEER_SKIP_DOWNLOAD=1 npm install --prefix "$dir" --no-save --no-audit --no-fund --loglevel=error \
      "puppeteer-core@$PUPPETEER_VERSION" >/dev/null
  fi
  export REDISLOCK_BROWSER_DIR=$dir
}

# Runs a generator (COMMAND...) that rewrites FILE from other files of the
# tree, and fails if FILE changed: it was not regenerated after what it is
# made from changed (the new FILE is left in place, to be committed).
check_generated() {
  local file=$1 before
  shift
  before=$(mktemp)
  cp "$ROOT/$file" "$before"
  "$@" >/dev/null
  if ! cmp -s "$before" "$ROOT/$file"; then
    echo "$file is out of date: it was regenerated ($*); commit it" >&2
    diff -u "$before" "$ROOT/$file" | head -40 >&2 || true
    rm -f "$before"
    return 1
  fi
  rm -f "$before"
  echo "== $file is up to date"
}

# In DIR (a tree with config.m4 and ext/): phpize and configure when
# config.m4 is new, then make with CFLAGS and LDFLAGS; LABEL names the build.
phpize_and_make() {
  local dir=$1 label=$2 cflags=$3 ldflags=${4:-}
  cd "$dir"
  if [ ! -f Makefile ] || [ config.m4 -nt Makefile ]; then
    echo "== phpize && configure$label"
    phpize >/dev/null
    ./configure --enable-redislock >/dev/null
    # the flags every object is built with may have changed (config.m4):
    # objects built before are not rebuilt by make on their own
    make -s clean >/dev/null
  fi
  echo "== make$label"
  make -s -j"$(nproc)" CFLAGS="$cflags" ${ldflags:+LDFLAGS="$ldflags"} >/dev/null
  # a function of ours left undefined would only fail where PHP loads
  # extensions with every symbol bound at once (-z now, LD_BIND_NOW)
  if nm -D --undefined-only modules/redislock.so | grep ' rl_'; then
    echo "modules/redislock.so calls functions of its own that it does not define" >&2
    exit 1
  fi
  cd "$ROOT"
}

# Builds modules/redislock.so with phpize; warnings are errors here.
build_extension() {
  phpize_and_make "$ROOT" "" "${CFLAGS:--O2 -g -Wall -Wextra -Werror}"
}

# Builds an AddressSanitizer + UndefinedBehaviorSanitizer copy of the
# extension in .build-asan/ (from copies of the sources, so the normal build
# in the tree is left alone) and sets MODULE to it. PHP itself is not
# instrumented: the runtime is preloaded (asan_env) and PHP's allocator is
# turned off, so every emalloc() goes through the checked malloc().
build_extension_asan() {
  local dir="$ROOT/.build-asan"
  mkdir -p "$dir/ext"
  local f
  # copy what differs (a fresh mtime, so make rebuilds exactly that)
  for f in config.m4 ext/*.c ext/*.h; do
    cmp -s "$ROOT/$f" "$dir/$f" || cp "$ROOT/$f" "$dir/$f"
  done
  local san="-fsanitize=address,undefined -fno-sanitize-recover=undefined"
  phpize_and_make "$dir" " (ASan)" "-O1 -g -fno-omit-frame-pointer $san -Wall -Wextra -Werror" "$san"
  gcc -shared -fPIC -O2 -Wall -Werror -o "$dir/asan-dlopen.so" "$ROOT/scripts/asan-dlopen.c" -ldl
  MODULE="$dir/modules/redislock.so"
}

# The environment for running PHP with the ASan build loaded, for env(1):
# the dlopen() shim first (see scripts/asan-dlopen.c), then the runtimes.
# Leaks are valgrind's job (scripts/test -m): PHP does not free objects left
# in reference cycles at shutdown on purpose, which LeakSanitizer would
# report for any script (even `$o = new stdClass; $o->self = $o;`).
asan_env() {
  ASAN_ENV=(
    LD_PRELOAD="$ROOT/.build-asan/asan-dlopen.so $(gcc -print-file-name=libasan.so) $(gcc -print-file-name=libubsan.so)"
    ASAN_OPTIONS="verify_asan_link_order=0:detect_leaks=0:exitcode=66"
    UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
    USE_ZEND_ALLOC=0 ZEND_DONT_UNLOAD_MODULES=1
  )
}

# Points PHP (and every process it starts) at copies of its INI files
# without any line that mentions redislock: the suite loads the checkout's
# own build, and a copy installed and enabled system-wide would otherwise
# be loaded twice ("Module already loaded"), and its redislock.* settings
# would change what the tests expect.
isolate_php_ini() {
  local dir=$ROOT/.build-ini file i=0
  rm -rf "$dir"
  mkdir -p "$dir/conf.d"
  file=$("$PHP" -r 'echo php_ini_loaded_file() ?: "";')
  if [ -n "$file" ]; then
    grep -v -i 'redislock' "$file" > "$dir/php.ini" || true
  else
    : > "$dir/php.ini"
  fi
  # in the order PHP scans them, numbered so that equal names in several
  # scan directories stay apart
  while IFS= read -r file; do
    file=$(printf '%s' "$file" | sed -e 's/^[[:space:]]*//' -e 's/[[:space:]]*$//')
    [ -n "$file" ] || continue
    i=$((i + 1))
    grep -v -i 'redislock' "$file" > "$dir/conf.d/$(printf '%03d' $i)-$(basename "$file")" || true
  done < <("$PHP" -r 'echo str_replace(",", "\n", (string) php_ini_scanned_files());')
  export PHPRC="$dir" PHP_INI_SCAN_DIR="$dir/conf.d"
}

# This machine's Debian archive (the URL of its main apt source), else
# deb.debian.org.
debian_mirror() {
  local url
  url=$(grep -h -E '^(URIs:|deb )' /etc/apt/sources.list /etc/apt/sources.list.d/* 2>/dev/null \
    | grep -o -E 'https?://[^ ]+' | grep -E '/debian/?$' | head -1)
  echo "${url:-http://deb.debian.org/debian}"
}

# Redis 6.0: Debian 11's redis-server 6.0.16 (what Debian 11 and Ubuntu
# 22.04 ship), for the suite to run against. Debian 12 has no package of
# it: apt-get fetches Debian 11's packages from this machine's Debian
# mirror with a private state of its own in DIR (nothing is installed
# system-wide) and they are unpacked there, its Lua and OpenSSL libraries
# beside it. DIR/bin/redis-server and DIR/bin/redis-cli run them. Made
# once; a DIR that has them is reused.
redis60_install() {
  local dir=$1 apt="$1/apt" deb
  if [ -x "$dir/bin/redis-server" ] && [ -x "$dir/bin/redis-cli" ]; then
    return
  fi
  rm -rf "$dir"
  mkdir -p "$apt/lists/partial" "$apt/cache/archives/partial" "$dir/debs" "$dir/root" "$dir/bin"
  : > "$apt/status"
  echo "deb [signed-by=/usr/share/keyrings/debian-archive-bullseye-stable.gpg] $(debian_mirror) bullseye main" > "$apt/sources.list"
  local opts=(-o Dir::Etc::SourceList="$apt/sources.list" -o Dir::Etc::SourceParts=/dev/null
    -o Dir::State::Lists="$apt/lists" -o Dir::Cache="$apt/cache" -o Dir::State::status="$apt/status"
    -o Dir::Etc::Preferences=/dev/null -o Dir::Etc::PreferencesParts=/dev/null -o APT::Sandbox::User=root)
  echo "== fetching Debian 11's redis-server 6.0 into $dir"
  apt-get "${opts[@]}" update -qq
  (cd "$dir/debs" && apt-get "${opts[@]}" download -qq redis-server redis-tools liblua5.1-0 lua-cjson lua-bitop \
    libssl1.1 libjemalloc2 liblzf1)
  for deb in "$dir"/debs/*.deb; do
    dpkg-deb -x "$deb" "$dir/root"
  done
  local tool
  for tool in redis-server redis-cli; do
    printf '#!/bin/sh\nLD_LIBRARY_PATH="%s/root/usr/lib/x86_64-linux-gnu" exec "%s/root/usr/bin/%s" "$@"\n' \
      "$dir" "$dir" "$tool" > "$dir/bin/$tool"
    chmod +x "$dir/bin/$tool"
  done
  "$dir/bin/redis-server" --version
}

# Runs "$@" with a throwaway redis-server on a free loopback port, exported
# as REDISLOCK_TEST_PORT, and stops it afterwards. Fails when it cannot start.
# The server is started as the tests start theirs (tests/inc/servers.inc).
with_redis() {
  local started port pid dir status=0
  started=$(REDISLOCK_SERVER=$SERVER "$PHP" "$ROOT/tests/inc/serve.php" start) || return 1
  read -r port pid dir <<<"$started"
  # stop the server and remove its folder however this function ends (a
  # failing step must not become the script's exit status under set -e)
  trap "REDISLOCK_SERVER='$SERVER' '$PHP' '$ROOT/tests/inc/serve.php' stop $pid '$dir' || true; trap - RETURN EXIT" RETURN INT TERM EXIT
  echo "== $SERVER $("$SERVER" --version | awk '{print $3}') on 127.0.0.1:$port"
  REDISLOCK_TEST_PORT=$port REDISLOCK_SERVER=$SERVER REDISLOCK_TEST_MODULE=$MODULE "$@" || status=$?
  return $status
}

# promtool (Debian's `prometheus` package), for the tests that check the
# dashboard's /metrics and the alert rules in docs/: the package is fetched
# with apt-get download and only its promtool is unpacked, into
# $ROOT/.build-promtool/ (installing the package would start a Prometheus
# server and a node exporter on the machine). Exports REDISLOCK_PROMTOOL,
# its path. Made once; a folder that has it is reused.
promtool_install() {
  local dir=$ROOT/.build-promtool
  if [ ! -x "$dir/promtool" ]; then
    # Debian 13 packages it alone (promtool), Debian 12 inside prometheus
    local package=prometheus
    apt-cache show promtool >/dev/null 2>&1 && package=promtool
    echo "== fetching promtool (Debian's $package package) into $dir"
    rm -rf "$dir"
    mkdir -p "$dir/deb"
    if ! (cd "$dir/deb" && apt-get download -qq "$package" 2>/dev/null); then
      as_root apt-get update -qq
      apt-cache show promtool >/dev/null 2>&1 && package=promtool
      (cd "$dir/deb" && apt-get download -qq "$package")
    fi
    dpkg-deb --fsys-tarfile "$dir"/deb/"${package}"_*.deb | tar -x -C "$dir" --strip-components=3 ./usr/bin/promtool
    rm -rf "$dir/deb"
  fi
  "$dir/promtool" --version >/dev/null
  export REDISLOCK_PROMTOOL=$dir/promtool
}
