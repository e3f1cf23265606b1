// Read-only mode: no form that changes anything, and forged posts are 403.
import { run, login, say, pause, args, openQueue } from './browser.mjs';

await run(async (page) => {
  const controls = async () => [(await page.$$('form[method="post" i]')).length,
    (await page.$$('button[name="action"], input[name="ids[]"], form[data-action], form[data-confirm]')).length];
  await login(page);
  say('overview: queue rows shown:', (await page.$$('tr[data-queue]')).length,
    'forms that post, controls that change:', ...(await controls()));
  await openQueue(page, 'emails');
  say('failed tasks: rows shown:', (await page.$$('tr[data-failed-id]')).length,
    'forms that post, controls that change:', ...(await controls()));
  const statuses = await page.evaluate(async (id) => {
    const out = [];
    for (const action of ['purge', 'retry', 'purge-all', 'retry-all']) {
      out.push(await fetch('/action', { method: 'POST', body: new URLSearchParams([['action', action],
        ['queue', 'emails'], ['ids[]', id], ['confirm', 'yes']]) }).then((r) => r.status));
    }
    return out;
  }, String(args.ids[0]));
  say('forged posts:', statuses.join(' '));
  await pause('after');
});
