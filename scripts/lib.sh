# Shared by the scripts in this folder: installing what is missing,
# building the extension, and running a command beside a throwaway Redis.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
PHP=${PHP:-php}
MODULE="$ROOT/modules/redislock.so"
PACKAGES=(php8.2-cli php8.2-dev libhiredis-dev redis-server pkg-config make gcc)

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

# Builds modules/redislock.so with phpize; warnings are errors here.
build_extension() {
  cd "$ROOT"
  if [ ! -f Makefile ] || [ config.m4 -nt Makefile ]; then
    echo "== phpize && configure"
    phpize >/dev/null
    ./configure --enable-redislock >/dev/null
  fi
  echo "== make"
  make -s -j"$(nproc)" CFLAGS="${CFLAGS:--O2 -g -Wall -Wextra -Werror}" >/dev/null
}

# A TCP port on 127.0.0.1 that nothing listens on right now.
free_port() {
  "$PHP" -r '$s = stream_socket_server("tcp://127.0.0.1:0"); $n = stream_socket_get_name($s, false); echo substr($n, strrpos($n, ":") + 1);'
}

# Runs "$@" with a throwaway redis-server on a free loopback port, exported
# as REDISLOCK_TEST_PORT, and stops it afterwards. Fails when it cannot start.
with_redis() {
  local dir port pid status=0
  dir=$(mktemp -d "${TMPDIR:-/tmp}/redislock-redis.XXXXXX")
  port=$(free_port)
  redis-server --bind 127.0.0.1 --port "$port" --dir "$dir" --save "" --appendonly no \
    --logfile "$dir/redis.log" --daemonize no &
  pid=$!
  # stop the server and remove its folder however this function ends
  # (each step may fail harmlessly: the server may be gone already; under
  # set -e a failing step would otherwise become the script's exit status)
  trap "kill $pid 2>/dev/null || true; wait $pid 2>/dev/null || true; rm -rf '$dir'; trap - RETURN EXIT" RETURN INT TERM EXIT
  local ready=0
  for _ in $(seq 100); do
    if "$PHP" -r '$s = @fsockopen("127.0.0.1", (int) $argv[1], $e, $m, 0.2); if (!$s) exit(1); fwrite($s, "PING\r\n"); exit(trim(fgets($s)) === "+PONG" ? 0 : 1);' "$port" 2>/dev/null; then
      ready=1
      break
    fi
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.05
  done
  if [ $ready = 0 ]; then
    echo "redis-server failed to start on port $port:" >&2
    cat "$dir/redis.log" >&2 || true
    return 1
  fi
  echo "== redis-server $(redis-server --version | awk '{print $3}') on 127.0.0.1:$port"
  REDISLOCK_TEST_PORT=$port "$@" || status=$?
  return $status
}
