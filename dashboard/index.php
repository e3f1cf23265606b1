<?php

declare(strict_types=1);

/*
 * The redislock dashboard's front controller, for
 * `php -S 127.0.0.1:PORT dashboard/index.php` or PHP-FPM. Every path and
 * method first needs the token (src/Auth.php); then:
 *   GET  /                  queues (live), locks, semaphores, stocks
 *   GET  /queue?name=Q&page=N  the failed tasks of Q, with Retry and Purge
 *   GET  /task?queue=Q&task=ID where task ID of Q is
 *   GET  /api/stats.json    every queue's stats() (polled by assets/app.js)
 *   GET  /metrics           the Prometheus text exposition
 *   GET  /assets/app.js, /assets/app.css
 *   POST /action            a retry or purge: a confirmation page, then
 *                           (confirm=yes) the change; CSRF token on both;
 *                           403 in read-only mode
 */

namespace RedisLockDashboard;

use Throwable;

foreach (['Config', 'Auth', 'Csrf', 'RespError', 'Resp', 'Slot', 'Data', 'Metrics', 'View', 'Actions'] as $class) {
    require_once __DIR__ . '/src/' . $class . '.php';
}

/* Sends $body with $status and the headers every answer carries. */
function respond(int $status, string $type, string $body, array $headers = []): void
{
    http_response_code($status);
    header('Content-Type: ' . $type);
    header_remove('X-Powered-By');
    header('Cache-Control: no-store');
    header('X-Content-Type-Options: nosniff');
    header('Referrer-Policy: no-referrer');
    header('X-Frame-Options: DENY');
    header("Content-Security-Policy: default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
        . "connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'");
    foreach ($headers as $header) {
        header($header);
    }
    echo $body;
}

function cookie(string $name, string $value): string
{
    $secure = (($_SERVER['HTTPS'] ?? '') !== '' && ($_SERVER['HTTPS'] ?? '') !== 'off') ? '; Secure' : '';
    return 'Set-Cookie: ' . $name . '=' . $value . '; Path=/; HttpOnly; SameSite=Strict' . $secure;
}

function main(): void
{
    $config = Config::fromEnvironment();
    $auth = new Auth($config->token);
    $decision = $auth->check($_SERVER, $_GET, $_COOKIE);
    if ($decision === 'deny') {
        respond(401, 'text/plain; charset=utf-8', "Unauthorized: the dashboard's token is needed.\n",
            ['WWW-Authenticate: Bearer realm="redislock dashboard"']);
        return;
    }
    if ($decision === 'redirect') {
        $address = Auth::addressWithoutToken((string) ($_SERVER['REQUEST_URI'] ?? '/'));
        $set = cookie(Auth::COOKIE, $auth->cookieValue());
        if (($_SERVER['HTTP_SEC_FETCH_SITE'] ?? '') === 'cross-site') {
            // a link followed from another site: a redirect would stay that
            // site's navigation, which a browser sends no SameSite=Strict
            // cookie with; this page's own refresh is the dashboard's
            respond(200, 'text/html; charset=utf-8', View::hop($address), [$set]);
            return;
        }
        respond(303, 'text/plain; charset=utf-8', '', [$set, 'Location: ' . $address]);
        return;
    }
    $csrf = new Csrf($config->token);
    $sid = $csrf->session($_COOKIE, $new);
    $headers = $new ? [cookie(Csrf::COOKIE, $sid)] : [];
    $view = new View($config->readOnly, $csrf->tokenFor($sid));
    $method = (string) ($_SERVER['REQUEST_METHOD'] ?? 'GET');
    $path = (string) parse_url((string) ($_SERVER['REQUEST_URI'] ?? '/'), PHP_URL_PATH);
    try {
        route($config, $csrf, $view, $method, $path, $headers);
    } catch (Throwable $e) {
        // the reason goes to the server's log only: the answer shows nothing of the DSN or its credentials
        error_log('redislock dashboard: ' . get_class($e) . ': ' . $e->getMessage());
        respond(503, 'text/plain; charset=utf-8', "Redis could not be read; the server's log says why.\n", $headers);
    }
}

function route(Config $config, Csrf $csrf, View $view, string $method, string $path, array $headers): void
{
    if ($method === 'POST') {
        if ($config->readOnly) {
            respond(403, 'text/plain; charset=utf-8', "Read-only: no changes are made.\n", $headers);
        } elseif ($path !== '/action') {
            respond(404, 'text/plain; charset=utf-8', "Not found.\n", $headers);
        } else {
            action($config, $csrf, $view, $headers);
        }
        return;
    }
    if ($method !== 'GET' && $method !== 'HEAD') {
        respond(405, 'text/plain; charset=utf-8', "Method not allowed.\n", array_merge($headers, ['Allow: GET, POST']));
        return;
    }
    if (in_array($path, ['/assets/app.js', '/assets/app.css'], true)) {
        $type = str_ends_with($path, '.js') ? 'text/javascript; charset=utf-8' : 'text/css; charset=utf-8';
        respond(200, $type, (string) file_get_contents(__DIR__ . $path), $headers);
        return;
    }
    $data = new Data($config, new Resp($config->dsn));
    switch ($path) {
        case '/':
            $queues = $data->allQueueStats();
            $html = $view->overview($queues, $data->locks(), $data->semaphores(), $data->stockInfo(), $data->cut);
            respond(200, 'text/html; charset=utf-8', $view->page('Overview', $html), $headers);
            return;
        case '/api/stats.json':
            respond(200, 'application/json', (string) json_encode(['queues' => (object) $data->allQueueStats()],
                JSON_INVALID_UTF8_SUBSTITUTE | JSON_UNESCAPED_SLASHES), $headers);
            return;
        case '/metrics':
            respond(200, 'text/plain; version=0.0.4; charset=utf-8',
                Metrics::render($data->allQueueStats(), $data->locks(), $data->semaphores(), $data->stockInfo()),
                $headers);
            return;
        case '/queue':
            $name = $_GET['name'] ?? '';
            if (!is_string($name) || $name === '') {
                respond(404, 'text/plain; charset=utf-8', "No queue named.\n", $headers);
                return;
            }
            [$page, $rows, $more] = $data->failedPage($name, (int) ($_GET['page'] ?? 1));
            $done = isset($_GET['done'], $_GET['count']) && in_array($_GET['done'], Actions::ACTIONS, true)
                ? $view->message((str_starts_with((string) $_GET['done'], 'retry') ? 'Retried ' : 'Purged ')
                    . (int) $_GET['count'] . ' failed task(s).') : '';
            $html = $view->failed($name, $data->queueStats($name), $page, $rows, $more, $done);
            respond(200, 'text/html; charset=utf-8', $view->page('Queue ' . $name, $html), $headers);
            return;
        case '/task':
            $queue = is_string($_GET['queue'] ?? null) ? $_GET['queue'] : '';
            $task = is_string($_GET['task'] ?? null) ? $_GET['task'] : '';
            $html = $view->lookupForm($data->queueNames(), $queue, $task);
            if ($queue !== '' && $task !== '') {
                $html .= $view->task($queue, $task, $data->task($queue, $task), $data->now());
            }
            respond(200, 'text/html; charset=utf-8', $view->page('Find a task', $html), $headers);
            return;
    }
    respond(404, 'text/plain; charset=utf-8', "Not found.\n", $headers);
}

/* POST /action: refused without its CSRF token; a confirmation page first, the change on confirm=yes. */
function action(Config $config, Csrf $csrf, View $view, array $headers): void
{
    if (!$csrf->valid($_COOKIE, $_POST['csrf'] ?? null)) {
        respond(403, 'text/plain; charset=utf-8', "Refused: the form's CSRF token is missing or wrong.\n", $headers);
        return;
    }
    $change = Actions::parse($_POST);
    if ($change === null) {
        respond(400, 'text/plain; charset=utf-8', "Nothing to do: choose tasks and an action.\n", $headers);
        return;
    }
    [$queue, $action, $ids] = $change;
    $data = new Data($config, new Resp($config->dsn));
    if (($_POST['confirm'] ?? null) !== 'yes') {
        $failed = (int) $data->queueStats($queue)['failed'];
        respond(200, 'text/html; charset=utf-8', $view->page('Confirm', $view->confirm($queue, $action, $ids, $failed)),
            $headers);
        return;
    }
    $count = Actions::run($data, $queue, $action, $ids);
    respond(303, 'text/plain; charset=utf-8', '', array_merge($headers, ['Location: /queue?'
        . http_build_query(['name' => $queue, 'done' => $action, 'count' => $count], '', '&', PHP_QUERY_RFC3986)]));
}

main();
