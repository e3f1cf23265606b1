// State changes without their CSRF token: the real forms with the token
// taken out, and posts forged from the page (the session cookie sent), with
// no token and with a wrong one.
import { run, say, pause, args, actionButton, openQueue, check } from './browser.mjs';

await run(async (page) => {
  await openQueue(page, 'emails');
  // (the attribute: form.action is the form's control named "action")
  const target = await page.$eval('input[name="csrf"]',
    (input) => new URL(input.form.getAttribute('action') || '', location.href).href);
  // the form as the page gives it, its token taken out, clicked through
  await check(page, args.ids[0]);
  await page.$$eval('input[name="csrf"]', (inputs) => inputs.forEach((input) => input.remove()));
  const [response] = await Promise.all([page.waitForNavigation(), (await actionButton(page, 'purge')).click()]);
  const confirm = await page.$('form[data-confirm] button[name="confirm"][value="yes"]');
  if (confirm) {
    await page.$$eval('input[name="csrf"]', (inputs) => inputs.forEach((input) => input.remove()));
    const [confirmed] = await Promise.all([page.waitForNavigation(), confirm.click()]);
    say('the form without its token, confirmed: refused:', confirmed.status() >= 400);
  } else {
    say('the form without its token, confirmed: refused:', response.status() >= 400);
  }
  await openQueue(page, 'emails');
  const statuses = await page.evaluate(async (target, id) => {
    const post = (fields) => fetch(target, { method: 'POST', body: new URLSearchParams(fields) }).then((r) => r.status);
    const out = [];
    for (const action of ['purge', 'retry', 'purge-all', 'retry-all']) {
      out.push(await post([['action', action], ['queue', 'emails'], ['ids[]', id], ['confirm', 'yes']]));
      out.push(await post([['action', action], ['ids[]', id], ['confirm', 'yes'], ['csrf', 'forged']]));
    }
    return out;
  }, target, String(args.ids[0]));
  say('forged posts (no token, a wrong one):', statuses.join(' '));
  await pause('after');
});
