dnl config.m4 for the redislock extension (sources under ext/).

PHP_ARG_ENABLE([redislock],
  [whether to enable redislock],
  [AS_HELP_STRING([--disable-redislock], [Disable the redislock extension (RedisLock, RedisQueue)])],
  [yes])

PHP_ARG_WITH([redislock-tls],
  [whether to build redislock with TLS],
  [AS_HELP_STRING([[--with-redislock-tls[=auto|yes|no]]],
    [redislock: TLS (rediss://) with hiredis_ssl (hiredis 1.0 or later) and OpenSSL; auto (the default): when both are found])],
  [auto], [no])

PHP_ARG_WITH([hiredis-dir],
  [for the hiredis installation prefix],
  [AS_HELP_STRING([[--with-hiredis-dir[=DIR]]],
    [redislock: prefix of the hiredis installation (default: pkg-config, then /usr/local, /usr, /opt/homebrew, /opt/local)])],
  [no], [no])

if test "$PHP_REDISLOCK" != "no"; then
  HIREDIS_FOUND=no

  dnl 1. An explicit prefix wins.
  if test "$PHP_HIREDIS_DIR" != "no" && test "$PHP_HIREDIS_DIR" != "yes"; then
    if test -r "$PHP_HIREDIS_DIR/include/hiredis/hiredis.h"; then
      HIREDIS_INCDIR="$PHP_HIREDIS_DIR/include"
      HIREDIS_LIBDIR="$PHP_HIREDIS_DIR/$PHP_LIBDIR"
      test -d "$HIREDIS_LIBDIR" || HIREDIS_LIBDIR="$PHP_HIREDIS_DIR/lib"
      HIREDIS_FOUND=prefix
    else
      AC_MSG_ERROR([hiredis not found in $PHP_HIREDIS_DIR (no include/hiredis/hiredis.h)])
    fi
  fi

  dnl 2. pkg-config.
  if test "$HIREDIS_FOUND" = "no"; then
    AC_PATH_PROG(PKG_CONFIG, pkg-config, no)
    AC_MSG_CHECKING([for hiredis with pkg-config])
    if test "$PKG_CONFIG" != "no" && $PKG_CONFIG --exists hiredis; then
      HIREDIS_VERSION=`$PKG_CONFIG --modversion hiredis`
      HIREDIS_CFLAGS=`$PKG_CONFIG --cflags hiredis`
      HIREDIS_LIBS=`$PKG_CONFIG --libs hiredis`
      AC_MSG_RESULT([found version $HIREDIS_VERSION])
      PHP_EVAL_INCLINE($HIREDIS_CFLAGS)
      PHP_EVAL_LIBLINE($HIREDIS_LIBS, REDISLOCK_SHARED_LIBADD)
      HIREDIS_FOUND=pkg-config
    else
      AC_MSG_RESULT([no])
    fi
  fi

  dnl 3. The usual prefixes.
  if test "$HIREDIS_FOUND" = "no"; then
    AC_MSG_CHECKING([for hiredis in the usual prefixes])
    for dir in /usr/local /usr /opt/homebrew /opt/local; do
      if test -r "$dir/include/hiredis/hiredis.h"; then
        HIREDIS_INCDIR="$dir/include"
        HIREDIS_LIBDIR="$dir/$PHP_LIBDIR"
        test -d "$HIREDIS_LIBDIR" || HIREDIS_LIBDIR="$dir/lib"
        HIREDIS_FOUND=prefix
        break
      fi
    done
    AC_MSG_RESULT([$HIREDIS_FOUND])
  fi

  if test "$HIREDIS_FOUND" = "no"; then
    AC_MSG_ERROR([hiredis was not found. Install it (Debian/Ubuntu: apt-get install libhiredis-dev; Fedora: dnf install hiredis-devel; macOS: brew install hiredis) or pass --with-hiredis-dir=PREFIX])
  fi

  if test "$HIREDIS_FOUND" = "prefix"; then
    PHP_ADD_INCLUDE($HIREDIS_INCDIR)
    PHP_ADD_LIBRARY_WITH_PATH(hiredis, $HIREDIS_LIBDIR, REDISLOCK_SHARED_LIBADD)
  fi

  dnl The calls redislock makes exist in hiredis 0.13 and every release since.
  PHP_CHECK_LIBRARY(hiredis, redisConnectWithTimeout,
    [AC_DEFINE(HAVE_HIREDIS, 1, [Whether hiredis is available])],
    [AC_MSG_ERROR([hiredis was found but cannot be linked (redisConnectWithTimeout missing); see config.log])],
    [$REDISLOCK_SHARED_LIBADD])

  dnl TLS: hiredis_ssl (hiredis 1.0 or later) marks a TLS-capable hiredis;
  dnl the TLS session itself is driven with OpenSSL (host-name checks, and a
  dnl handshake bounded by connect_timeout). Without it, every TLS option is
  dnl refused at construction.
  REDISLOCK_TLS=no
  if test "$PHP_REDISLOCK_TLS" != "no"; then
    AC_PATH_PROG(PKG_CONFIG, pkg-config, no)
    AC_MSG_CHECKING([for hiredis_ssl and OpenSSL])
    if test "$PKG_CONFIG" != "no" && $PKG_CONFIG --atleast-version=1.1.0 openssl; then
      if test "$HIREDIS_FOUND" = "pkg-config" && $PKG_CONFIG --exists hiredis_ssl; then
        REDISLOCK_TLS_LIBS=`$PKG_CONFIG --libs hiredis_ssl openssl`
        REDISLOCK_TLS=yes
      elif test "$HIREDIS_FOUND" = "prefix" && test -r "$HIREDIS_INCDIR/hiredis/hiredis_ssl.h"; then
        REDISLOCK_TLS_LIBS="-L$HIREDIS_LIBDIR -lhiredis_ssl `$PKG_CONFIG --libs openssl`"
        REDISLOCK_TLS=yes
      fi
    fi
    AC_MSG_RESULT([$REDISLOCK_TLS])
    if test "$REDISLOCK_TLS" = "yes"; then
      dnl found is not enough: it must link. The libraries go after the
      dnl test program (LIBS), in dependency order, so that a linker using
      dnl --as-needed keeps them.
      AC_MSG_CHECKING([whether hiredis_ssl and OpenSSL link])
      redislock_saved_LIBS="$LIBS"
      LIBS="$REDISLOCK_TLS_LIBS -lhiredis $LIBS"
      AC_LINK_IFELSE([AC_LANG_CALL([], [redisInitOpenSSL])], [], [REDISLOCK_TLS=no])
      LIBS="$redislock_saved_LIBS"
      AC_MSG_RESULT([$REDISLOCK_TLS])
    fi
    if test "$REDISLOCK_TLS" = "yes"; then
      PHP_EVAL_INCLINE(`$PKG_CONFIG --cflags openssl`)
      PHP_EVAL_LIBLINE($REDISLOCK_TLS_LIBS, REDISLOCK_SHARED_LIBADD)
      AC_DEFINE(HAVE_REDISLOCK_TLS, 1, [Whether redislock is built with TLS])
    elif test "$PHP_REDISLOCK_TLS" = "yes"; then
      AC_MSG_ERROR([--with-redislock-tls: hiredis_ssl (hiredis 1.0 or later) and OpenSSL 1.1.0 or later (with pkg-config) were not found, or do not link])
    fi
  fi

  PHP_SUBST(REDISLOCK_SHARED_LIBADD)

  REDISLOCK_SOURCES="ext/redislock.c ext/rl_os.c ext/rl_error.c ext/rl_address.c ext/rl_options.c ext/rl_dsn.c ext/rl_config.c ext/rl_socket.c ext/rl_tls.c ext/rl_resp.c ext/rl_slot.c ext/rl_node.c ext/rl_topo_single.c ext/rl_topo_cluster.c ext/rl_topo_sentinel.c ext/rl_pool.c ext/rl_call.c ext/rl_script.c ext/rl_lock_scripts.c ext/rl_renewer.c ext/rl_args.c ext/rl_token.c ext/rl_client.c ext/rl_sync.c ext/rl_wait.c ext/rl_holder.c ext/rl_lock_many.c ext/rl_lock.c ext/rl_semaphore.c ext/rl_queue_common.c ext/rl_queue.c ext/rl_queue_failed.c ext/rl_queue_work.c ext/rl_stock.c"
  dnl only get_module leaves the module (ZEND_GET_MODULE marks it): calls
  dnl between its files are direct, not through the PLT
  PHP_NEW_EXTENSION(redislock, $REDISLOCK_SOURCES, $ext_shared,, [-DZEND_ENABLE_STATIC_TSRMLS_CACHE=1 -fvisibility=hidden])
  PHP_ADD_BUILD_DIR($ext_builddir/ext)
fi
