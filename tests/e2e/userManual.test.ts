import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { accessibilityProblems } from '../support/accessibility';
import { launchBrowser, openUser, screenshot } from '../support/browser';
import { newPerson, signUpFromLanding } from '../support/flows';
import { startTestServer, type TestServer } from '../support/testServer';

// A reader opens the User Manual from the sidebar, marks three tabs complete and sees the progress
// over 8 and the achievement; the progress survives a reload; Help & Support in the user menu opens
// the manual; a link to a section opens its tab at it, and so does a search result; a second
// person's progress is their own.
// The tests run in order.
let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  ({ context, page } = await openUser(browser, server.url));
  context.setDefaultTimeout(10_000);
  await signUpFromLanding(page, newPerson('Mara', 'Mara Books'));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

const progressText = (p: Page, done: number, percent: number) =>
  p.getByText(`${done} of 8 tabs completed (${percent}%)`);
const markComplete = () => page.getByRole('button', { name: 'Mark as Complete' });

/**
 * Marks the open tab complete and waits until the button shows it, its colour transition over
 * (axe measures contrast mid-transition otherwise).
 */
async function markOpenTab(): Promise<void> {
  await markComplete().click();
  await page.locator('[role="tabpanel"] button[aria-pressed="true"]').waitFor();
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => !(a instanceof CSSTransition)),
  );
}

describe('the User Manual in the browser', () => {
  it('opens from the Help & Training group of the sidebar, with its NEW badge', async () => {
    const link = page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: /User Manual/ });
    expect(await link.innerText()).toContain('NEW');
    await link.click();
    await page.waitForURL('**/user-manual');
    await page.getByRole('heading', { name: 'User Manual', level: 1 }).waitFor();
    await progressText(page, 0, 0).waitFor();
    expect(
      await page.getByRole('tablist', { name: 'User Manual' }).getByRole('tab').allInnerTexts(),
    ).toEqual([
      'Quick Start',
      'AI Features',
      'Workflows',
      'Video Training',
      'Screens',
      'Account & Security',
      'Banks, Offline & Hosting',
      'Support',
    ]);
    expect(await accessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'user-manual-quick-start');
  });

  it('counts tabs marked complete over 8 and shows the achievement at the third', async () => {
    await markOpenTab();
    await progressText(page, 1, 13).waitFor();
    await page.getByRole('tab', { name: 'AI Features' }).click();
    const engine = page.locator('details#payroll-engine');
    await engine.locator('summary').click();
    expect(await engine.getAttribute('open')).not.toBeNull();
    await markOpenTab();
    await progressText(page, 2, 25).waitFor();
    expect(await page.getByText('Achievement Unlocked').count()).toBe(0);
    await page.getByRole('tab', { name: 'Workflows' }).click();
    await markOpenTab();
    await progressText(page, 3, 38).waitFor();
    await page.getByRole('heading', { name: 'Achievement Unlocked' }).waitFor();
    expect(
      await page
        .getByRole('progressbar', { name: 'Manual progress' })
        .getAttribute('aria-valuenow'),
    ).toBe('37.5');
    expect(await accessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'user-manual-achievement');
  });

  it('keeps the progress across a reload', async () => {
    await page.reload();
    await progressText(page, 3, 38).waitFor();
    await page.getByRole('heading', { name: 'Achievement Unlocked' }).waitFor();
  });

  it('opens from Help & Support in the user menu', async () => {
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('button', { name: /user menu/ }).click();
    await page.getByRole('menuitem', { name: 'Help & Support' }).click();
    await page.waitForURL('**/user-manual');
    await page.getByRole('heading', { name: 'User Manual', level: 1 }).waitFor();
  });

  it('opens a link to a section at its tab and section', async () => {
    await page.goto(`${server.url}/user-manual?tab=account#invites-and-roles`);
    const tab = page.getByRole('tab', { name: 'Account & Security' });
    await tab.waitFor();
    expect(await tab.getAttribute('aria-selected')).toBe('true');
    await page.getByRole('heading', { name: 'Inviting people and their roles' }).waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'user-manual-section-link');
  });

  it('searches the manual and opens the section found', async () => {
    await page.getByLabel('Search the manual').fill('how do I reconcile my bank account');
    const results = page.getByRole('list', { name: 'Search results' });
    const first = results.getByRole('link').first();
    expect(await first.innerText()).toBe('Reconciling a bank account');
    expect(await accessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'user-manual-search');
    await first.click();
    await page.waitForURL('**/user-manual?tab=workflows#reconcile-bank-account');
    // The URL changes before the tabs re-render; on a loaded machine the read came first.
    await page.getByRole('tab', { name: 'Workflows', selected: true }).waitFor();
    expect(await page.getByRole('tab', { name: 'Workflows' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it("keeps each person's progress their own", async () => {
    const other = await openUser(browser, server.url);
    try {
      await signUpFromLanding(other.page, newPerson('Omar', 'Omar Café'));
      await other.page.goto(`${server.url}/user-manual`);
      await progressText(other.page, 0, 0).waitFor();
      expect(await other.page.getByText('Achievement Unlocked').count()).toBe(0);
    } finally {
      await other.context.close();
    }
  });
});
