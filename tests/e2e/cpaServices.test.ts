import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { addMember, signUpUser, type TestUser } from '@keel/sync-server/testing';
import { accessibilityProblems } from '../support/accessibility';
import { launchBrowser, openUser, screenshot, toast } from '../support/browser';
import { startTestServer, type TestServer } from '../support/testServer';

// Issue 18 in the browser: an accountant whose practice keeps the books of three client companies
// opens CPA Services, edits the starter catalogue (Cancel restores it), sees each client's live
// health, and watches the month-end checklist of Bella's October tick while Bella reconciles her
// checking account in another browser, then close with its date once she locks the period. A
// company the accountant does not belong to never shows.
let server: TestServer;
let browser: Browser;
let ada: TestUser;
let bella: TestUser;
let adaView: { context: BrowserContext; page: Page };
let page: Page;

const sale = (user: TestUser, amount: string, date: string) =>
  user.client.post(`/api/companies/${user.companyId}/transactions`, {
    description: 'Design work',
    amount,
    accountId: 'sales',
    transactionDate: date,
    bankAccountId: 'checking',
    companyId: user.companyId,
  });

async function signIn(p: Page, user: TestUser): Promise<void> {
  await p.goto('/login');
  await p.getByLabel('Email').fill(user.email);
  await p.getByLabel('Password', { exact: true }).fill(user.password);
  await p.getByRole('button', { name: 'Sign In' }).click();
  await p.waitForURL('**/dashboard');
}

const clientRow = (name: string): Locator =>
  page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  ada = await signUpUser(server.url, 'Ada', 'Ada Lovelace CPA');
  bella = await signUpUser(server.url, 'Bella', 'Bella Design Studio');
  const carl = await signUpUser(server.url, 'Carl', 'Carl Carpentry');
  const dora = await signUpUser(server.url, 'Dora', 'Dora Dairy');
  const eve = await signUpUser(server.url, 'Eve', 'Eve Secret Eyewear');
  await addMember(server, bella, ada, 'accountant');
  await addMember(server, carl, ada, 'cpa');
  await addMember(server, dora, ada, 'bookkeeper');
  // Joining a client company made it Ada's current one: she works in her practice again.
  expect((await ada.client.post(`/api/companies/${ada.companyId}/switch`)).status).toBe(200);
  expect((await sale(bella, '1250.00', '2026-10-10')).status).toBe(201);
  expect((await sale(carl, '4820.00', '2026-06-01')).status).toBe(201);
  expect((await sale(eve, '98765.00', '2026-06-01')).status).toBe(201);
  adaView = await openUser(browser, server.url);
  adaView.context.setDefaultTimeout(15_000);
  page = adaView.page;
  await signIn(page, ada);
});

afterAll(async () => {
  await adaView?.context.close();
  await browser?.close();
  await server?.close();
});

describe('CPA Services in the browser', () => {
  it('opens from the sidebar on the starter catalogue; Cancel restores an edit, Save keeps it', async () => {
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: /CPA Services/ })
      .click();
    await page.waitForURL('**/cpa-services');
    await page.getByRole('heading', { name: 'CPA Services', level: 1 }).waitFor();
    await page.getByText(/starter catalogue every practice begins with/).waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'cpa-services-offerings');

    await page.getByRole('button', { name: 'Edit Financial Statement Audit' }).click();
    await page.getByLabel('Title').fill('Changed and abandoned');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('region', { name: 'Financial Statement Audit' }).waitFor();

    await page.getByRole('button', { name: 'Edit Financial Statement Review' }).click();
    await page.getByLabel('Price ($)').fill('2750.00');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Service Updated').waitFor();
    await page
      .getByRole('region', { name: 'Financial Statement Review' })
      .getByText('$2,750.00')
      .waitFor();
  });

  it('lists the three client companies with their live health, and no other company', async () => {
    await page.getByRole('tab', { name: 'Client Portfolio' }).click();
    for (const name of ['Bella Design Studio', 'Carl Carpentry', 'Dora Dairy'])
      await clientRow(name).waitFor();
    expect(await page.getByText('Eve Secret Eyewear').count()).toBe(0);
    expect(await clientRow('Bella Design Studio').getByText('$1,250.00').count()).toBe(1);
    await page.getByRole('list', { name: 'Health of Bella Design Studio' }).waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'cpa-services-clients');
  });

  it('Add Client names the bad fields, then adds the client', async () => {
    await page.getByRole('button', { name: 'Add Client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Client' });
    await dialog.getByLabel('Annual revenue ($)').fill('-5');
    await dialog.getByLabel('E-mail').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Add Client' }).click();
    await dialog.getByText('Name is required').waitFor();
    await dialog.getByText('Revenue cannot be negative').waitFor();
    await dialog.getByText('Enter a valid e-mail address').waitFor();
    await screenshot(page, 'cpa-services-add-client-errors');
    await dialog.getByLabel('Name').fill('Frida Florist');
    await dialog.getByLabel('Annual revenue ($)').fill('350000');
    await dialog.getByLabel('E-mail').fill('frida@example.com');
    await dialog.getByLabel('Engagement fee ($)').fill('600');
    await dialog.getByLabel('Billed').selectOption('monthly');
    await dialog.getByRole('button', { name: 'Add Client' }).click();
    await toast(page, 'Client Added').waitFor();
    await clientRow('Frida Florist').waitFor();
    await page.getByRole('button', { name: 'Update Frida Florist' }).click();
    await toast(page, 'Status Updated').waitFor();
  });

  it('ticks Bella’s month-end checklist while she reconciles in her own browser', async () => {
    await page.getByRole('button', { name: 'View Bella Design Studio' }).click();
    const detail = page.getByRole('dialog', { name: 'Bella Design Studio' });
    const checklist = detail.getByRole('list', { name: 'Month-end checklist' });
    const reconcile = checklist.getByRole('listitem').filter({ hasText: /Reconcile .*Checking/ });
    await reconcile.getByText('not done').waitFor();
    await screenshot(page, 'cpa-services-close-open');

    const bellaView = await openUser(browser, server.url);
    try {
      bellaView.context.setDefaultTimeout(15_000);
      await signIn(bellaView.page, bella);
      await bellaView.page.goto('/bookkeeping?tab=banking');
      await bellaView.page.getByRole('button', { name: 'Reconcile' }).first().click();
      const dialog = bellaView.page.getByRole('dialog', { name: /^Reconcile/ });
      await dialog.getByLabel('Statement date').fill('2026-10-31');
      await dialog.getByLabel('Statement ending balance').fill('1250.00');
      await dialog.getByRole('checkbox', { name: /Design work/ }).check();
      await dialog.getByRole('button', { name: 'Finish reconciliation' }).click();
      await bellaView.page.getByText('Reconciliation Finished').first().waitFor();
    } finally {
      await bellaView.context.close();
    }

    await reconcile.getByText('done', { exact: true }).waitFor({ timeout: 20_000 });
    await detail.getByRole('button', { name: 'Record review' }).click();
    // The open dialog hides the page's toasts from the accessibility tree: found by their text.
    await page.getByText('Review Recorded', { exact: true }).first().waitFor();
    await checklist
      .getByRole('listitem')
      .filter({ hasText: 'Review' })
      .getByText('done', { exact: true })
      .waitFor();
    // Bella locks October: the last step ticks, and the close says the day it was done.
    const locked = await bella.client.request(
      'PUT',
      `/api/companies/${bella.companyId}/settings/lock-date`,
      { lockDate: '2026-10-31' },
    );
    expect(locked.status).toBe(200);
    await detail.getByText(/^Closed on [A-Z][a-z]{2} \d{1,2}, \d{4}$/).waitFor({ timeout: 20_000 });
    expect(await accessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'cpa-services-close-ticked');
    await detail.getByRole('button', { name: 'Close', exact: true }).first().click();
  });

  it('schedules a consultation and shows the analytics computed from the practice’s records', async () => {
    await page.getByRole('button', { name: 'Schedule Consultation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Consultation' });
    await dialog.getByLabel('Client').selectOption({ label: 'Carl Carpentry' });
    await dialog.getByLabel('Preferred date').fill('2026-12-03');
    await dialog.getByLabel('Format').selectOption('phone');
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await toast(page, 'Consultation Scheduled').waitFor();
    await server.waitForMail(ada.email, /consultation\.ics/);

    await page.getByRole('tab', { name: 'Analytics' }).click();
    const figure = (label: string) =>
      page.locator('.cpa-figure', { has: page.getByText(label, { exact: true }) }).locator('dd');
    await figure('Total Clients').getByText('4').waitFor();
    expect(await figure('Monthly Revenue').innerText()).toBe('$600.00');
    expect(await figure('Active Projects').innerText()).toBe('1');
    await page.getByText('Consultation scheduled for 2026-12-03').waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'cpa-services-analytics');
  });
});
