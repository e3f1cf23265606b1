// Failure reasons holding markup: shown as text (the cell's text is the raw
// reason), no element made of them, nothing run (no flag set, no dialog),
// also after the page has refreshed its figures.
import { run, login, say, args, openQueue } from './browser.mjs';

await run(async (page) => {
  const dialogs = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    dialog.dismiss();
  });
  const check = async (when) => {
    for (const [i, id] of args.ids.entries()) {
      const cell = `tr[data-failed-id="${id}"] [data-field="reason"]`;
      const text = await page.$eval(cell, (td) => td.textContent.trim());
      const elements = await page.$eval(cell, (td) => td.querySelectorAll('script, img').length);
      say(`${when}: reason ${i + 1} shown as its text:`, text === args.reasons[i], 'elements made of it:', elements);
    }
    say(`${when}: window.__pwned:`, await page.evaluate(() => typeof window.__pwned), 'dialogs:', dialogs.length);
  };
  const refreshed = page.waitForResponse((r) => r.url().includes('/api/'), { timeout: 8000 });
  await openQueue(page, 'emails');
  await check('loaded');
  await refreshed;
  await new Promise((resolve) => setTimeout(resolve, 200));
  await check('refreshed');
  await login(page);
  await page.type('form[data-lookup] input[name="task"]', String(args.ids[0]));
  await page.select('form[data-lookup] select[name="queue"]', 'emails');
  await Promise.all([page.waitForNavigation(), page.$eval('form[data-lookup]', (f) => f.requestSubmit())]);
  const task = await page.$eval('section[data-task]', (s) => ({
    text: s.textContent, elements: s.querySelectorAll('script, img').length }));
  say('task looked up: reason shown as text:', task.text.includes(args.reasons[0]), 'elements made of it:', task.elements);
  await openQueue(page, 'hooks');
  const hook = await page.$$eval('tr[data-failed-id]', (trs, want) => {
    const tr = trs.find((row) => row.dataset.failedId === want.id);
    const text = (field) => tr?.querySelector(`[data-field="${field}"]`)?.textContent.trim();
    return tr && [text('id') === want.id, text('payload') === want.payload, text('reason'),
      tr.querySelectorAll('script, img, svg').length];
  }, args.hook);
  say('hooks: id, payload and reason shown as their text:', hook && hook[0], hook && hook[1],
    hook && hook[2] === args.reasons[0], 'elements made of them:', hook && hook[3]);
  say('task looked up, then hooks: window.__pwned:', await page.evaluate(() => typeof window.__pwned), 'dialogs:', dialogs.length);
});
