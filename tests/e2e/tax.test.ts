import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { accessibilityProblems } from '../support/accessibility';
import { launchBrowser, openUser, screenshot, toast } from '../support/browser';
import { inviteAccountant, newPerson, signUpFromLanding } from '../support/flows';
import { startTestServer, type TestServer } from '../support/testServer';

// An owner whose company ran payroll this autumn opens Tax Optimization, runs the analysis,
// implements an opportunity, records a payment and completes a deadline; the company's accountant
// watches in another browser. The tests tell that story in order.
let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let accountantContext: BrowserContext;
let accountantPage: Page;
const owner = newPerson('Bella', 'Bella Design Studio');
const accountant = newPerson('Carl', 'Carl CPA');

/** Sends a write to the API as the signed-in browser does. */
async function post(path: string, data: unknown): Promise<Record<string, unknown>> {
  const res = await page.request.post(path, { data, headers: { origin: server.url } });
  if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** Payroll set up and two runs approved (October and November), plus a year of sales. */
async function companyWithPayroll(): Promise<void> {
  const me = (await (await page.request.get('/api/user')).json()) as {
    id: string;
    companyId: string;
  };
  const payroll = (step: string, data: unknown) =>
    post('/api/payroll/run', { userId: me.id, companyId: me.companyId, step, data });
  await payroll('setup', {
    companyInfo: {
      companyName: owner.companyName,
      ein: '12-3456789',
      businessAddress: '1 Main St, Oakland, CA 94612',
      primaryState: 'CA',
      businessType: 'llc',
      payrollFrequency: 'biweekly',
    },
    bankAccounts: [
      {
        bankName: 'Chase',
        accountType: 'checking',
        routingNumber: '021000021',
        accountNumber: '000123456789',
      },
    ],
  });
  await payroll('configure', {
    employees: [
      {
        id: 'emp-ana',
        firstName: 'Ana',
        lastName: 'Lopez',
        email: 'ana@example.com',
        payType: 'salary',
        salary: '78000.00',
        paymentMethod: 'check',
        taxFilingStatus: 'married',
      },
    ],
  });
  for (const payDate of ['2026-10-30', '2026-11-13']) {
    const { payrollRun } = (await payroll('run', { payDate })) as { payrollRun: { id: string } };
    await payroll('approve', { payrollRunId: payrollRun.id });
  }
  for (const [accountId, amount, description] of [
    ['sales', '142000.00', 'Design retainer, Northwind'],
    ['equipment', '-6400.00', 'Workstations'],
    ['meals', '-540.00', 'Client lunches'],
  ] as const)
    await post(`/api/companies/${me.companyId}/transactions`, {
      description,
      amount,
      accountId,
      transactionDate: '2026-09-15',
      bankAccountId: 'checking',
    });
}

const tab = (p: Page, name: string) => p.getByRole('tab', { name });
const liability = (p: Page, title: RegExp): Locator =>
  p.getByRole('list', { name: 'Tax liabilities' }).getByRole('listitem', { name: title }).first();

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  ({ context, page } = await openUser(browser, server.url));
  ({ context: accountantContext, page: accountantPage } = await openUser(browser, server.url));
  for (const each of [context, accountantContext]) each.setDefaultTimeout(10_000);
  await signUpFromLanding(page, owner);
  await inviteAccountant(server.waitForMail, page, accountantPage, accountant);
  await companyWithPayroll();
});

afterAll(async () => {
  await context?.close();
  await accountantContext?.close();
  await browser?.close();
  await server?.close();
});

describe('Tax Optimization in the browser', () => {
  it('opens from the sidebar with the strip computed from the books', async () => {
    await page.goto('/dashboard');
    await page
      .getByRole('navigation')
      .getByRole('link', { name: /Tax Optimization/ })
      .click();
    await page.waitForURL('**/tax-optimization');
    await page.getByRole('heading', { name: 'Tax Optimization', level: 1 }).waitFor();
    const strip = page.getByRole('region', { name: 'Tax summary' });
    for (const label of [
      'Current Rate',
      'Optimized Rate',
      'Potential Savings',
      'Deductions Found',
      'Credit Opportunities',
    ])
      await strip.getByText(label, { exact: true }).waitFor();
    expect(await strip.textContent()).toMatch(/Current Rate\d+\.\d%/);
    await page.getByText('No analysis yet').waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
  });

  it('runs the analysis as a job and implements an opportunity', async () => {
    await page.getByRole('button', { name: 'Run Analysis' }).click();
    await toast(page, 'Analysis Complete')
      .getByText('Tax optimization opportunities have been identified')
      .waitFor();
    const card = page.getByRole('region', { name: /Section 179/ });
    await card.getByText(/Potential saving \$/).waitFor();
    await screenshot(page, 'tax-opportunities');
    expect(await accessibilityProblems(page)).toEqual([]);

    await card.getByRole('button', { name: 'Learn More' }).click();
    const learn = page.getByRole('dialog');
    await learn.getByText('Bought this year: Equipment').waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await card.getByRole('button', { name: 'Implement' }).click();
    await toast(page, 'Action Completed').waitFor();
    await card.getByRole('button', { name: 'Implemented' }).waitFor();
    expect(await card.getByRole('button', { name: 'Implemented' }).isDisabled()).toBe(true);
    // The optimized rate now counts it.
    const strip = await page.getByRole('region', { name: 'Tax summary' }).textContent();
    const [, current = '', optimized = ''] =
      /Current Rate(\d+\.\d)%Optimized Rate(\d+\.\d)%/.exec(strip ?? '') ?? [];
    expect(Number(optimized)).toBeLessThan(Number(current));
  });

  it('records a payment of a federal deposit; the accountant sees it paid, live', async () => {
    await accountantPage.goto('/tax-optimization');
    await tab(accountantPage, 'Tax Payments').click();
    await tab(page, 'Tax Payments').click();
    await page.getByText('Tax Liability & Payment Center').waitFor();
    const deposit = liability(page, /Form 941 deposit/);
    const amount = (await deposit.locator('.tax-row-amount strong').textContent()) ?? '';
    expect(amount).toMatch(/^\$[\d,]+\.\d\d$/);
    await deposit.getByRole('button', { name: /^Pay Now/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Process Tax Payment' });
    await dialog.getByText(/EFTPS/).waitFor();
    await dialog.getByLabel('Amount').fill('-5');
    await dialog.getByRole('button', { name: 'Process Payment' }).click();
    await dialog.getByText('Amount must be more than zero').waitFor();
    await screenshot(page, 'tax-payment-refused');
    expect(await accessibilityProblems(page)).toEqual([]);

    await dialog.getByLabel('Amount').fill(amount.replace(/[$,]/g, ''));
    await dialog.getByLabel('Payment Method').selectOption('wire');
    await dialog.getByRole('button', { name: 'Process Payment' }).click();
    await toast(page, 'Payment Processed').waitFor();
    await expect.poll(() => dialog.count()).toBe(0);
    await liability(page, /Form 941 deposit/)
      .getByText('paid', { exact: true })
      .waitFor();
    // The accountant's page reads again once the payment reaches their browser.
    await liability(accountantPage, /Form 941 deposit/)
      .getByText('paid', { exact: true })
      .waitFor();
    await screenshot(page, 'tax-payments');
  });

  it('schedules the next deposit: the liability turns pending and Auto-Payment Setup counts it', async () => {
    const next = page
      .getByRole('list', { name: 'Tax liabilities' })
      .getByRole('listitem')
      .filter({ has: page.getByText('calculated', { exact: true }) })
      .filter({ hasText: 'Form 941 deposit' })
      .first();
    const title =
      (await next.getByRole('button', { name: /^Schedule: / }).getAttribute('aria-label')) ?? '';
    await next.getByRole('button', { name: /^Schedule: / }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Tax Payment' });
    await dialog.getByLabel('Schedule Date').fill('2026-11-20');
    await dialog.getByLabel('Frequency').selectOption('monthly');
    await dialog.getByRole('button', { name: 'Schedule Payment' }).click();
    await dialog.getByText('Schedule date must be today or later').waitFor();
    await dialog.getByLabel('Schedule Date').fill('2026-12-14');
    await dialog.getByRole('button', { name: 'Schedule Payment' }).click();
    await toast(page, 'Payment Scheduled').waitFor();
    await expect.poll(() => dialog.count()).toBe(0);
    const row = page
      .getByRole('list', { name: 'Tax liabilities' })
      .getByRole('listitem', { name: title.replace(/^Schedule: /, '') })
      .filter({ has: page.getByText('pending', { exact: true }) });
    await row.first().waitFor();
    await page.getByText(/^1 of \d+ taxes$/).waitFor();
    await screenshot(page, 'tax-scheduled');
    expect(await accessibilityProblems(page)).toEqual([]);
  });

  it('marks a deadline complete, and it stays complete after a reload', async () => {
    await tab(page, 'Deadlines').click();
    const list = page.getByRole('list', { name: 'Tax deadlines' });
    const w2 = list.getByRole('listitem', { name: /Forms W-2 and W-3/ });
    await w2.getByRole('button', { name: 'Mark Complete' }).click();
    await toast(page, 'Deadline Completed').waitFor();
    await w2.getByText('completed', { exact: true }).waitFor();
    expect(await w2.getByRole('button', { name: 'Mark Complete' }).isDisabled()).toBe(true);
    await screenshot(page, 'tax-deadlines');
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.reload();
    await tab(page, 'Deadlines').click();
    await list
      .getByRole('listitem', { name: /Forms W-2 and W-3/ })
      .getByText('completed', { exact: true })
      .waitFor();
  });

  it("shows the quarter's Form 941 worksheet with the deposit recorded", async () => {
    await tab(page, 'Documents').click();
    const worksheet = page.getByRole('region', { name: 'Form 941 worksheet, Q4 2026' });
    const deposits = worksheet.getByRole('row', { name: /Line 13: deposits recorded in Keel/ });
    expect(await deposits.textContent()).not.toContain('$0.00');
    await screenshot(page, 'tax-documents');
    expect(await accessibilityProblems(page)).toEqual([]);
  });

  it('calculates sales tax from an address in the Tools tab', async () => {
    await tab(page, 'Tools').click();
    await page.getByRole('button', { name: 'Open Sales Tax Calculator' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sales Tax Calculator' });
    await dialog.getByLabel('Amount').fill('250');
    await dialog.getByLabel('Address').fill('1 Congress Ave, Austin, TX');
    await dialog.getByRole('button', { name: 'Calculate' }).click();
    await dialog.getByText('$270.63').waitFor();
    await screenshot(page, 'tax-sales-tax');
    expect(await accessibilityProblems(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it('checks compliance from the liabilities and deadlines', async () => {
    await page.getByRole('button', { name: 'Run Compliance Check' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tax Compliance Checker' });
    // The estimated-tax instalments of April to September were never recorded as paid.
    await dialog
      .getByRole('listitem', { name: 'No tax payment overdue' })
      .getByText('needs attention')
      .waitFor();
    await dialog.getByText(/^\d+% of the checks pass/).waitFor();
    await screenshot(page, 'tax-compliance');
    expect(await accessibilityProblems(page)).toEqual([]);
  });
});
