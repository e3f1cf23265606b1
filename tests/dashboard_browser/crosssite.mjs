// A ?token= link followed from another site (here a page of another
// origin, as a chat or a wiki would be) ends on the overview, not on a 401.
import { run, say, url, token } from './browser.mjs';

await run(async (page) => {
  const link = `${url}/?token=${encodeURIComponent(token)}`;
  await page.goto(`data:text/html,<a id="go" href="${link}">dashboard</a>`);
  await page.click('#go');
  const shown = await page.waitForSelector('section[data-queues]', { timeout: 8000 }).then(() => true, () => false);
  say('overview shown:', shown);
  say('address without the token:', !page.url().includes('token='));
  say('a reload shows it again:', (await page.reload()).status() === 200);
});
