// Retry of two failed tasks checked in the list: a confirmation first, then
// the tasks are queued again.
import { run, say, pause, args, actionButton, clickAndWait, openQueue, check } from './browser.mjs';

await run(async (page) => {
  await openQueue(page, 'emails');
  for (const id of args.ids) {
    await check(page, id);
  }
  await clickAndWait(page, await actionButton(page, 'retry'));
  say('asked first:', (await page.$('form[data-confirm] button[name="confirm"][value="yes"]')) !== null);
  await pause('asked');
  await clickAndWait(page, await page.$('form[data-confirm] button[name="confirm"][value="yes"]'));
  await openQueue(page, 'emails');
  const rows = await page.$$eval('tr[data-failed-id]', (trs) => trs.map((tr) => tr.dataset.failedId));
  say('failed rows shown after:', rows.length, rows.includes(String(args.left)) ? '(the one not checked)' : '');
  await pause('confirmed');
});
