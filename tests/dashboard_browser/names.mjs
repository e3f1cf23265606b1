// The overview keeps refreshing every queue when a queue's name is one
// of the properties every JavaScript object has ("constructor", ...).
import { run, login, stats, count, say, pause, args } from './browser.mjs';

await run(async (page) => {
  await login(page);
  for (const queue of args.queues) {
    say(`page ${queue}: size=${count((await stats(page, `tr[data-queue="${queue}"]`)).size)}`);
  }
  await pause('change');
  const started = Date.now();
  const shown = await page.waitForFunction(
    (queues) => queues.every((q) => document.querySelector(`tr[data-queue="${q}"] [data-stat="size"]`)
      ?.textContent === '2'),
    { timeout: 8000, polling: 100 }, args.queues).then(() => true, () => false);
  say('every queue shows its new size without a reload, within 6 s:', shown && Date.now() - started < 6000);
});
