// Read-only mode: no form that changes anything, and posts are 403 even with
// a CSRF token valid for this browser's session (taken from a dashboard with
// the same token that is not read-only: cookies do not tell ports apart).
import { run, login, say, pause, args, openQueue } from './browser.mjs';

await run(async (page) => {
  const controls = async () => [(await page.$$('form[method="post" i]')).length,
    (await page.$$('button[name="action"], input[name="ids[]"], form[data-action], form[data-confirm]')).length];
  await page.goto(`${args.writable}/?token=${encodeURIComponent(args.token)}`);
  await page.goto(`${args.writable}/queue?name=emails`);
  const csrf = await page.$eval('input[name="csrf"]', (input) => input.value);
  say('a CSRF token of this session, from the dashboard that is not read-only:', csrf.length > 0);
  await login(page);
  say('overview: queue rows shown:', (await page.$$('tr[data-queue]')).length,
    'forms that post, controls that change:', ...(await controls()));
  await openQueue(page, 'emails');
  say('failed tasks: rows shown:', (await page.$$('tr[data-failed-id]')).length,
    'forms that post, controls that change:', ...(await controls()));
  const statuses = await page.evaluate(async (id, csrf) => {
    const out = [];
    for (const action of ['purge', 'retry', 'purge-all', 'retry-all']) {
      for (const confirm of [[], [['confirm', 'yes']]]) {
        out.push(await fetch('/action', { method: 'POST', body: new URLSearchParams([['action', action],
          ['queue', 'emails'], ['ids[]', id], ['csrf', csrf], ...confirm]) }).then((r) => r.status));
      }
    }
    return out;
  }, String(args.ids[0]), csrf);
  say('posts with that token, asked and confirmed:', statuses.join(' '));
  await pause('after');
});
