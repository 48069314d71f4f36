import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { accessibilityProblems } from '../support/accessibility';
import { artifactsDir, launchBrowser, openUser, screenshot, toast } from '../support/browser';
import { newPerson, signUpFromLanding } from '../support/flows';
import { startTestServer, type TestServer } from '../support/testServer';

// An owner checks a company with two gaps (the owner signs in without two-factor authentication,
// and the company, an accounting practice, keeps no written security plan), fixes one through Fix
// Gap, checks again and sees the privacy score rise. The tests run in order.
let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const owner = newPerson('Petra', 'Petra Tax Practice');

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  ({ context, page } = await openUser(browser, server.url));
  context.setDefaultTimeout(10_000);
  await signUpFromLanding(page, owner);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

/** An area card, by its title. */
const area = (title: string): Locator => page.getByRole('region', { name: title });

/** Runs a check from the screen and waits for its toast. */
async function runCheck(): Promise<void> {
  const before = await toast(page, 'Compliance Check Complete').count();
  await page.getByRole('button', { name: 'Run Check' }).click();
  await expect.poll(() => toast(page, 'Compliance Check Complete').count()).toBe(before + 1);
}

describe('Compliance Monitor in the browser', () => {
  it('opens from the sidebar on an honest empty state', async () => {
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: /Compliance Monitor/ })
      .click();
    await page.waitForURL('**/compliance-monitor');
    await page.getByRole('heading', { name: 'Compliance Monitor', level: 1 }).waitFor();
    await page.getByText('Not checked yet').waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
  });

  it('finds both gaps: the owner without two-factor sign-in and no security plan', async () => {
    await page.getByLabel(/accounting or tax practice/).check();
    await toast(page, 'Status Updated').first().waitFor();
    await runCheck();
    await area('SOX-style internal controls').getByText('Non-compliant').waitFor();
    await area('SOX-style internal controls')
      .getByText('1 member can change the books without two-factor sign-in')
      .waitFor();
    await area('Privacy and data security').getByText('No written security plan on file').waitFor();
    await area('Privacy and data security').getByText('50%', { exact: true }).waitFor();
    await page
      .getByRole('list', { name: 'Recent alerts' })
      .getByRole('link', { name: 'Act Now' })
      .first()
      .waitFor();
    // The company is an LLC: its owners' estimated tax instalment of January 15 is ahead.
    const deadlines = page.getByRole('list', { name: 'Upcoming deadlines' });
    await deadlines
      .getByText("Owners' estimated tax payment (Form 1040-ES), instalment 4 of 2026")
      .waitFor();
    await deadlines.getByText('Jan 15, 2027 · Tax filings and deposits · 51 days left').waitFor();
    await screenshot(page, 'compliance-two-gaps');
    expect(await accessibilityProblems(page)).toEqual([]);
  });

  it('fixes the security plan through Fix Gap, checks again and sees the privacy score rise', async () => {
    await area('Privacy and data security').getByRole('link', { name: 'Fix Gap' }).click();
    await page.waitForURL('**/compliance-monitor?open=documents');
    await page.getByLabel('Document name').fill('Written information security plan 2026');
    await page.getByRole('button', { name: 'Record document' }).click();
    await toast(page, 'Documents Uploaded').waitFor();
    await runCheck();
    await area('Privacy and data security').getByText('100%', { exact: true }).waitFor();
    await area('Privacy and data security').getByText('Trend: 50% → 100%').waitFor();
    await area('Privacy and data security').getByText('Compliant', { exact: true }).waitFor();
    await page.getByRole('list', { name: 'Recent alerts' }).getByText('✓ Resolved').waitFor();
    await screenshot(page, 'compliance-gap-fixed');
    expect(await accessibilityProblems(page)).toEqual([]);
  });

  it('acts now on the open high alert: plans it for its due day and opens where it is fixed', async () => {
    await page
      .getByRole('list', { name: 'Recent alerts' })
      .getByRole('listitem')
      .filter({ hasText: '1 member can change the books' })
      .getByRole('link', { name: 'Act Now' })
      .click();
    await page.waitForURL('**/settings/company');
    await toast(page, 'Action Completed').first().waitFor();
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: /Compliance Monitor/ })
      .click();
    await page
      .getByRole('list', { name: 'Recent alerts' })
      .getByText('Planned for Nov 27, 2026')
      .waitFor();
  });

  it('schedules the open high alert for a day, as a dialog', async () => {
    const alerts = page.getByRole('list', { name: 'Recent alerts' });
    // Counted before the dialog opens: a modal dialog hides the toasts from the role queries.
    const toasts = await toast(page, 'Action Completed').count();
    await alerts.getByRole('button', { name: /^Schedule: 1 member can change the books/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule' });
    // The 48-hour due date of a high alert (spec 001 section 9) is the default.
    expect(await dialog.getByLabel('Act by').inputValue()).toBe('2026-11-27');
    await page.screenshot({ path: join(artifactsDir, 'compliance-schedule.png') });
    expect(await accessibilityProblems(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save plan' }).click();
    await alerts.getByText('Planned for Nov 27, 2026').waitFor();
    await expect.poll(() => toast(page, 'Action Completed').count()).toBe(toasts + 1);
  });

  it('shows the planned alert on the dashboard’s Team tasks, due that day, linking to the fix', async () => {
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: /AI Overview/ })
      .click();
    const tasks = page.getByRole('list', { name: 'Team tasks' });
    await tasks.getByText(/due Nov 27, 2026/).waitFor();
    const open = tasks.getByRole('link', { name: /^Open: 1 member can change the books/ });
    expect(await open.getAttribute('href')).toBe('/settings/company');
    await tasks.scrollIntoViewIfNeeded();
    await screenshot(page, 'compliance-team-task');
    await open.click();
    await page.waitForURL('**/settings/company');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: /Compliance Monitor/ })
      .click();
    await page.waitForURL('**/compliance-monitor');
  });

  it('exports the compliance report of a compliant area as a PDF', async () => {
    const download = page.waitForEvent('download');
    await area('Privacy and data security')
      .getByRole('button', { name: 'Export Compliance Report' })
      .click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('compliance-report-2026-11-25.pdf');
    const path = join(artifactsDir, 'compliance-report.pdf');
    await file.saveAs(path);
    expect((await readFile(path)).subarray(0, 5).toString()).toBe('%PDF-');
    await toast(page, 'Compliance Report Generated').waitFor();
  });
});
