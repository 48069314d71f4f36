import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { Client } from '@keel/sync-server/testing';
import { accessibilityProblems } from '../support/accessibility';
import { launchBrowser, openUser, screenshot, toast } from '../support/browser';
import { newPerson, signUpFromLanding } from '../support/flows';
import { startTestServer, type TestServer } from '../support/testServer';

// An owner's books hold one invoice paid twice; the owner's password is then used from a browser
// never seen before to rename the company. The light scans after that sign-in and the rename find
// both with no scan asked for, and a Deep Scan finds the same two: the owner blocks the duplicate
// and marks the rename as safe, and the tiles follow; Bookkeeping flags the blocked payments and
// leaves them out of reconciliation.
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const owner = newPerson('Fiona', 'Fiona Supplies');

/** The figure of one of the five tiles. */
const tile = (term: string) =>
  page
    .getByLabel('Fraud figures')
    .locator('.fraud-tile')
    .filter({ has: page.getByText(term, { exact: true }) })
    .locator('.fraud-tile-value')
    .innerText();

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  ({ context, page } = await openUser(browser, server.url));
  context.setDefaultTimeout(10_000);
  await signUpFromLanding(page, owner);
  // The owner's usual sign-in, and the invoice entered twice.
  const usual = new Client(server.url);
  const login = await usual.post('/api/auth/login', {
    email: owner.email,
    password: owner.password,
  });
  const companyId = (login.body.user as { companyId: string }).companyId;
  for (const date of ['2026-11-02', '2026-11-09'])
    expect(
      (
        await usual.post(`/api/companies/${companyId}/transactions`, {
          description: 'Acme Supplies',
          amount: '-1250.00',
          accountId: 'meals',
          transactionDate: date,
          bankAccountId: 'checking',
          reference: 'INV-1043',
        })
      ).status,
    ).toBe(201);
  // The same password from a new browser, then a change to the company.
  const stranger = new Client(server.url);
  await stranger.request(
    'POST',
    '/api/auth/login',
    { email: owner.email, password: owner.password },
    { 'user-agent': WINDOWS },
  );
  expect(
    (await stranger.patch(`/api/companies/${companyId}`, { name: 'Fiona Holdings' })).status,
  ).toBe(200);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

describe('Fraud Detection in the browser', () => {
  it('opens from the sidebar with what the light scans found, no Deep Scan asked for', async () => {
    await page
      .getByRole('navigation')
      .getByRole('link', { name: /Fraud Detection/ })
      .click();
    await page.waitForURL('**/fraud-detection');
    await page.getByRole('heading', { name: 'AI Fraud Detection', level: 1 }).waitFor();
    const threats = page.getByRole('list', { name: 'Threats' }).getByRole('listitem');
    await expect.poll(() => threats.count(), { timeout: 15_000 }).toBe(2);
    await expect.poll(() => tile('Active Threats')).toBe('2');
    expect(await tile('Confirmed Rate')).toBe('—');
    await screenshot(page, 'fraud-detection-light-scan');
    await page.getByText('Two-factor sign-in required').waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
  });

  it('runs a Deep Scan with progress and lists what it found', async () => {
    await page.getByRole('button', { name: 'Deep Scan' }).first().click();
    await toast(page, 'Scan Complete')
      .getByText('Fraud detection scan completed successfully')
      .waitFor();
    const threats = page.getByRole('list', { name: 'Threats' }).getByRole('listitem');
    await expect.poll(() => threats.count()).toBe(2);
    expect(await tile('Active Threats')).toBe('2');
    expect(await tile('High Severity')).toBe('1');
    expect(await tile('Amount at Risk')).toBe('$1,250.00');
    await page.getByRole('group', { name: 'Deep Scan' }).getByText('Done').waitFor();
    await screenshot(page, 'fraud-detection-scanned');
    expect(await accessibilityProblems(page)).toEqual([]);
  });

  it('shows the risk factors and the records of a threat', async () => {
    await page.getByRole('button', { name: /^Details of Possible duplicate payment/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Threat details' });
    await dialog
      .getByText('The same invoice number (INV-1043) was paid 2 times to Acme Supplies')
      .waitFor();
    expect(await dialog.getByRole('link').count()).toBe(2);
    await screenshot(page, 'fraud-detection-details');
    expect(await accessibilityProblems(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('blocks the duplicate and marks the rename safe, and the tiles follow', async () => {
    await page.getByRole('button', { name: /^Block Transaction of Possible duplicate/ }).click();
    const block = page.getByRole('dialog', { name: 'Block Transaction' });
    await block.getByLabel('Why is this fraud or an error?').fill('Invoice 1043 was paid twice');
    await block.getByRole('button', { name: 'Block Transaction' }).click();
    await page.getByRole('button', { name: /^Review Block Reason/ }).waitFor();

    // The blocked duplicate may be marked safe too (lifting its block): pick the rename's.
    await page.getByRole('button', { name: /^Mark as Safe: (?!Possible duplicate)/ }).click();
    const safe = page.getByRole('dialog', { name: 'Mark as Safe' });
    await safe.getByLabel('Why is this safe?').fill('I renamed the company from my new laptop');
    await safe.getByRole('button', { name: 'Mark as Safe' }).click();
    await expect.poll(() => tile('Active Threats')).toBe('0');
    expect(await tile('Blocked Transactions')).toBe('1');
    expect(await tile('Confirmed Rate')).toBe('50%');

    await page.getByRole('button', { name: /^Review Block Reason/ }).click();
    await page
      .getByRole('dialog', { name: 'Review Block Reason' })
      .getByText(/Invoice 1043 was paid twice/)
      .waitFor();
    await screenshot(page, 'fraud-detection-block-reason');
    await page.keyboard.press('Escape');
    await screenshot(page, 'fraud-detection-reviewed');
    expect(await accessibilityProblems(page)).toEqual([]);
  });

  it('sets the approval limit, and the prevention measures show it', async () => {
    const measures = page.getByRole('list', { name: 'Prevention measures' });
    await measures.getByText('Approval limit', { exact: true }).waitFor();
    await measures.getByText(/^Not set:/).waitFor();
    const field = page.getByLabel('Approval limit (USD)');
    await field.fill('-5');
    await page.getByRole('button', { name: 'Save Limit' }).click();
    await page.getByText('The approval limit must be more than $0.00').waitFor();
    await field.fill('5,000');
    await page.getByRole('button', { name: 'Save Limit' }).click();
    await toast(page, 'Approval Limit Saved')
      .getByText('Deep Scan checks payments against $5,000.00')
      .waitFor();
    await measures.getByText('Set: payments of $5,000.00 or more need a second approval').waitFor();
    await expect.poll(() => field.inputValue()).toBe('5000.00');
    await page.getByRole('button', { name: 'Clear Limit' }).waitFor();
    // The fixed sidebar and header are drawn where the page is scrolled to: at the top.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'fraud-detection-approval-limit');
    expect(await accessibilityProblems(page)).toEqual([]);
  });

  it('flags the blocked payments on the Bookkeeping screen and keeps them out of reconciliation', async () => {
    await page.goto('/bookkeeping?tab=transactions');
    const held = page
      .getByRole('table', { name: 'Transactions' })
      .getByText('Held', { exact: true });
    await expect.poll(() => held.count()).toBe(2);
    expect(await held.first().getAttribute('title')).toMatch(
      /^Blocked on Fraud Detection: Invoice 1043 was paid twice \(held by /,
    );
    await screenshot(page, 'bookkeeping-held-lines');
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.getByRole('button', { name: 'View Acme Supplies' }).first().click();
    const details = page.getByRole('dialog', { name: 'Transaction Details' });
    await details.getByRole('link', { name: 'Open the threat' }).waitFor();
    await screenshot(page, 'bookkeeping-held-details');
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto('/bookkeeping?tab=banking');
    await page.getByRole('button', { name: 'Reconcile' }).first().click();
    const reconcile = page.getByRole('dialog', { name: /^Reconcile/ });
    await reconcile.getByLabel('Statement date').fill('2026-11-20');
    await reconcile
      .getByText(
        '2 lines in this period are held by a fraud review and cannot be reconciled until the threat is marked safe.',
      )
      .waitFor();
    await reconcile.getByText('No unreconciled lines on or before the statement date.').waitFor();
    await screenshot(page, 'bookkeeping-reconcile-held');
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.keyboard.press('Escape');
  });

  // The dashboard shows the 'card' slot today; its tiles and actions row comes with its new layout.
  it('puts the anomaly card on the dashboard', async () => {
    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'Anomaly Detection' });
    await card.getByText('No open threats.').waitFor();
    await card.getByRole('link', { name: 'View All Threats' }).waitFor();
    await screenshot(page, 'fraud-dashboard');
    expect(await accessibilityProblems(page)).toEqual([]);
  });
});
