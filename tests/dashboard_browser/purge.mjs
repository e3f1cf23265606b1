// Purge of every failed task: a confirmation first, then they are deleted.
import { run, say, pause, actionButton, clickAndWait, openQueue } from './browser.mjs';

await run(async (page) => {
  await openQueue(page, 'emails');
  await clickAndWait(page, await actionButton(page, 'purge-all'));
  say('asked first:', (await page.$('form[data-confirm] button[name="confirm"][value="yes"]')) !== null);
  await pause('asked');
  await clickAndWait(page, await page.$('form[data-confirm] button[name="confirm"][value="yes"]'));
  await openQueue(page, 'emails');
  say('failed rows shown after:', (await page.$$('tr[data-failed-id]')).length);
  await pause('confirmed');
});
