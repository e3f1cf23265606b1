// Read-only mode: no form that changes anything, and forged posts are 403.
import { run, login, say, pause, args } from './browser.mjs';

await run(async (page) => {
  await login(page);
  say('queue rows shown:', (await page.$$('tr[data-queue]')).length, 'failed rows shown:', (await page.$$('tr[data-failed-id]')).length);
  say('forms that post:', (await page.$$('form[method="post" i]')).length,
    'action buttons:', (await page.$$('button[name="action"], input[name="ids[]"], form[data-action]')).length);
  const statuses = await page.evaluate(async (id) => {
    const out = [];
    for (const action of ['purge', 'retry', 'purge-all', 'retry-all']) {
      out.push(await fetch('/', { method: 'POST',
        body: new URLSearchParams([['action', action], ['ids[]', id], ['confirm', 'yes']]) }).then((r) => r.status));
    }
    return out;
  }, String(args.ids[0]));
  say('forged posts:', statuses.join(' '));
  await pause('after');
});
