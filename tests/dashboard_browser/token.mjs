// Without the token (none, or a wrong one) every page, /metrics, the
// figures the page polls, an asset and a POST are 401 and show no data;
// with it, the page and /metrics answer.
import { run, login, say, url } from './browser.mjs';

const paths = ['/', '/metrics', '/api/stats.json', '/assets/app.js', '/assets/app.css', '/no/such/page', '/?token=wrong'];

await run(async (page) => {
  for (const path of paths) {
    const response = await page.goto(url + path);
    const body = await response.text();
    say(`GET ${path}:`, response.status(), 'data shown:', body.includes('emails') || body.includes('redislock_'));
  }
  const answers = await page.evaluate(async () => {
    const post = (headers) => fetch('/', { method: 'POST', headers, credentials: 'omit',
      body: new URLSearchParams({ action: 'purge-all', confirm: 'yes' }) }).then((r) => r.status);
    return [await post({}), await post({ Authorization: 'Bearer wrong' })];
  });
  say('POST / without the token:', answers[0], 'with a wrong one:', answers[1]);
  const cookies = await page.browserContext().cookies();
  say('cookies given:', cookies.length);
  const home = await login(page);
  say('with the token: GET /:', home.status(), 'at', new URL(page.url()).search === '' ? 'the address without it' : page.url());
  const metrics = await page.goto(`${url}/metrics`);
  say('with the token: GET /metrics:', metrics.status());
});
