// What the browser tests' scripts share (tests/inc/browser.inc runs them):
// one headless Debian Chromium per script through puppeteer-core (from
// .build-browser/, never a browser of its own), the dashboard's address and
// token, the test's arguments, and the "? LABEL" pause that lets the test
// look at Redis between two steps.
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';

const require = createRequire(`${process.env.REDISLOCK_BROWSER_DIR}/node_modules/`);
const puppeteer = require('puppeteer-core');

export const url = process.env.REDISLOCK_DASHBOARD_URL;
export const token = process.env.REDISLOCK_DASHBOARD_TOKEN;
export const args = JSON.parse(process.env.REDISLOCK_BROWSER_ARGS || '{}');

const input = createInterface({ input: process.stdin })[Symbol.asyncIterator]();

/* Prints one line of the test's output. */
export function say(...parts) {
  console.log(parts.join(' '));
}

/* Lets the test look at Redis (it is told LABEL), and waits until it has. */
export async function pause(label) {
  console.log(`? ${label}`);
  await input.next();
}

/*
 * Runs body(page, browser) in a fresh headless Chromium, every wait bounded
 * by 10 s; the browser is closed however it ends, then the script. A
 * failure sets the exit status (the test then fails with the error).
 */
export async function run(body) {
  const browser = await puppeteer.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const page = await browser.newPage();
    page.setDefaultTimeout(10000);
    page.setDefaultNavigationTimeout(10000);
    page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
    await body(page, browser);
  } catch (e) {
    console.error(e);
    process.exitCode = 1;
  } finally {
    await browser.close();
  }
  // the test's end of stdin is open until the script ends: nothing else
  // would let node's event loop finish
  process.exit();
}

/* Opens PATH with the token given once in the address (the dashboard keeps it
 * in a cookie and redirects to PATH without it). Returns the response. */
export async function login(page, path = '/') {
  const sep = path.includes('?') ? '&' : '?';
  return page.goto(`${url}${path}${sep}token=${encodeURIComponent(token)}`);
}

/* The text of every [data-stat] cell of the row SELECTOR, as an object. */
export async function stats(page, selector) {
  return page.$eval(selector, (row) => Object.fromEntries(
    [...row.querySelectorAll('[data-stat]')].map((c) => [c.dataset.stat, c.textContent.trim()])));
}

/* The integer a cell shows ("1,234" and "1 234" alike). */
export function count(text) {
  return Number(String(text).replace(/[^\d-]/g, ''));
}

/* Clicks ELEMENT (a handle) and waits for the page it leads to. */
export async function clickAndWait(page, element) {
  await Promise.all([page.waitForNavigation(), element.click()]);
}

/* Opens the failed tasks of QUEUE from the overview, as a user does: the link
 * in its row. */
export async function openQueue(page, queue) {
  await login(page);
  await clickAndWait(page, await page.$(`tr[data-queue="${queue}"] a`));
}

/* Ticks the failed task ID in the list (the box the user sees). */
export async function check(page, id) {
  for (const box of await page.$$(`tr[data-failed-id="${id}"] input[name="ids[]"]`)) {
    if (await box.isVisible()) {
      await box.click();
      return;
    }
  }
  throw new Error(`no box to tick for the failed task ${id} on ${page.url()}`);
}

/* The button name="action" value=ACTION (retry, purge, retry-all, purge-all). */
export async function actionButton(page, action) {
  const element = await page.$(`button[name="action"][value="${action}"]`);
  if (!element) {
    throw new Error(`no button "${action}" on ${page.url()}`);
  }
  return element;
}
