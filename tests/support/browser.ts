import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, expect } from 'vitest';
import { E2E_NOW } from './testServer';

/** Where browser tests leave screenshots for people to look at. */
export const artifactsDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'artifacts');

/**
 * Content-Security-Policy violations the pages of this test file reported since the last check.
 * Every test (and the file's hooks) must end with none: the app runs under the server's CSP.
 */
const cspViolations: string[] = [];

/** The violations reported since the last check, and no longer pending. */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}

const expectNoCspViolations = () => {
  expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
};
afterEach(expectNoCspViolations);
afterAll(expectNoCspViolations);

/** Collects a context's CSP violations: the pages' securitypolicyviolation events and console. */
async function watchCsp(context: BrowserContext): Promise<void> {
  await context.exposeBinding('keelCspViolation', (_source, text: string) => {
    cspViolations.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { keelCspViolation(text: string): void })
        .keelCspViolation;
      void report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} ` +
          `(${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
      );
    });
  });
  context.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) cspViolations.push(message.text());
  });
}

/** Launches Debian's headless chromium (never a downloaded browser); every context watches the CSP. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await launchChromium();
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watchCsp(context);
    return context;
  };
  return browser;
}

function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/**
 * A fresh context (its own cookies and IndexedDB) and page at the app's origin, whose `Date`
 * stands at `now` (default E2E_NOW, the test server's moment); timers run as usual.
 */
export async function openUser(
  browser: Browser,
  baseURL: string,
  now: Date = new Date(E2E_NOW),
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 860 } });
  await context.clock.setFixedTime(now);
  const page = await context.newPage();
  return { context, page };
}

/** Saves a screenshot under tests/artifacts/. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(artifactsDir, { recursive: true });
  await page.screenshot({ path: join(artifactsDir, `${name}.png`), fullPage: true });
}

/** The toasts titled `title`: items of the Notifications region (Radix toasts). */
export function toast(page: Page, title: string): Locator {
  return page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) });
}
