// The overview shows stats() per queue, the stock, the lock and the
// semaphore, and follows a change in Redis within one refresh.
import { run, login, stats, count, say, pause, args } from './browser.mjs';

const fields = ['size', 'due', 'reserved', 'delayed', 'failed', 'waiting_workers'];

await run(async (page) => {
  await login(page);
  for (const queue of ['emails', 'reports']) {
    const s = await stats(page, `tr[data-queue="${queue}"]`);
    say(`page ${queue}:`, fields.map((f) => `${f}=${count(s[f])}`).join(' '));
  }
  const stock = await stats(page, 'tr[data-stock="sku-1"]');
  say('page sku-1:', ['available', 'held', 'taken', 'holds', 'buyers'].map((f) => `${f}=${count(stock[f])}`).join(' '));
  const lock = await stats(page, 'tr[data-lock="invoice:42"]');
  say('page lock invoice:42 ttl within its minute:', count(lock.ttl_ms) > 0 && count(lock.ttl_ms) <= 60000);
  const sem = await stats(page, 'tr[data-semaphore="smtp"]');
  say('page semaphore smtp permits:', count(sem.permits));
  await pause('change');
  const started = Date.now();
  await page.waitForFunction(
    (want) => document.querySelector('tr[data-queue="emails"] [data-stat="size"]')?.textContent.replace(/\D/g, '') === want,
    { timeout: 8000, polling: 100 }, String(args.size));
  const s = await stats(page, 'tr[data-queue="emails"]');
  say('page emails after the change:', fields.map((f) => `${f}=${count(s[f])}`).join(' '));
  say('shown without a reload, within 6 s:', Date.now() - started < 6000);
});
