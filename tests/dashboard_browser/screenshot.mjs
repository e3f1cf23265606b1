// A screenshot of the overview page, 1280 px wide, once its figures have
// been refreshed (the chart has points), written to args.path.
import { run, login, say, args } from './browser.mjs';

await run(async (page) => {
  await page.setViewport({ width: 1280, height: 900 });
  let polls = 0;
  page.on('response', (r) => { if (r.url().includes('/api/')) polls++; });
  await login(page);
  const started = Date.now();
  while (polls < 2 && Date.now() - started < 12000) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  say('refreshed twice before the screenshot:', polls >= 2);
  await page.screenshot({ path: args.path, fullPage: true });
  say('queues shown:', (await page.$$('tr[data-queue]')).length);
});
