<?php
/*
 * The servers of tests/inc/servers.inc for shell scripts (scripts/lib.sh's
 * with_redis):
 *
 *   php tests/inc/serve.php start     prints "<port> <pid> <folder>" of a new
 *                                     server left running
 *   php tests/inc/serve.php stop PID FOLDER   stops it and removes its folder
 *
 * REDISLOCK_SERVER names the server program (redis-server by default).
 */
require __DIR__ . '/servers.inc';

switch ($argv[1] ?? '') {
    case 'start':
        [$port, $pid, $dir] = rl_server_start();
        // left running: this process's end must not stop it
        $GLOBALS['rl_serve_kept'] = $GLOBALS['rl_servers'];
        $GLOBALS['rl_servers'] = [];
        echo "$port $pid $dir\n";
        exit(0);
    case 'stop':
        $pid = (int) ($argv[2] ?? 0);
        $dir = $argv[3] ?? '';
        if ($pid <= 0 || !preg_match('~/rl-\d+-\d+$~', $dir)) {
            fwrite(STDERR, "serve.php stop PID FOLDER: a server and folder from serve.php start\n");
            exit(2);
        }
        // not this process's child: killed, then given up to 5 s to go
        posix_kill($pid, SIGKILL);
        for ($i = 0; $i < 500 && posix_kill($pid, 0); $i++) {
            usleep(10000);
        }
        rl_server_folder_remove($dir);
        exit(0);
}
fwrite(STDERR, "usage: php tests/inc/serve.php start | stop PID FOLDER\n");
exit(2);
