import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { accessibilityProblems } from '../support/accessibility';
import { artifactsDir, launchBrowser, openUser, screenshot, toast } from '../support/browser';
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
        ssn: '123-45-6789',
        homeAddress: '9 Elm St, Oakland, CA 94612',
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

  it("downloads Ana's W-2 as a PDF: the employee's copy, her year's wages boxed", async () => {
    await tab(page, 'Documents').click();
    const forms = page.getByRole('region', { name: 'Year-end forms' });
    await forms.getByRole('row', { name: /Ana Lopez/ }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      forms.getByRole('button', { name: 'Download W-2 for Ana Lopez' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('w-2-2026-emp-ana.pdf');
    const saved = join(artifactsDir, 'tax-w2.pdf');
    await download.saveAs(saved);
    const text = execFileSync('pdftotext', ['-layout', saved, '-']).toString();
    expect(text).toContain('Form W-2 2026');
    expect(text).toContain("EMPLOYEE'S COPY AND EMPLOYER'S RECORD COPY");
    expect(text).toContain('Ana Lopez');
    expect(text).toContain('XXX-XX-6789');
    expect(text).toContain('9 Elm St, Oakland, CA 94612');
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '70',
      '-singlefile',
      saved,
      join(artifactsDir, 'tax-w2'),
    ]);
    await screenshot(page, 'tax-year-forms');
    expect(await accessibilityProblems(page)).toEqual([]);
  });

  it('uploads a document under a category; its card counts it and the accountant sees it', async () => {
    const library = page.getByRole('region', { name: 'Documents for 2026' });
    const card = library.getByRole('listitem').filter({ hasText: 'Tax Returns' });
    await card.getByText('0 uploaded').waitFor();
    await library.getByRole('button', { name: 'Upload Documents' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Documents' });
    await dialog.getByLabel('Category').selectOption('taxReturns');
    await dialog.getByLabel('File').setInputFiles({
      name: 'notes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('not really a pdf'),
    });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await dialog.getByText('Upload a PDF, JPEG or PNG file').waitFor();
    await screenshot(page, 'tax-upload-refused');
    expect(await accessibilityProblems(page)).toEqual([]);
    await dialog.getByLabel('File').setInputFiles({
      name: '2025 Form 1065.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await toast(page, 'Documents Uploaded').waitFor();
    await expect.poll(() => dialog.count()).toBe(0);
    await card.getByText('1 uploaded').waitFor();
    await library.getByRole('row', { name: /2025 Form 1065\.pdf/ }).waitFor();
    await screenshot(page, 'tax-documents-uploaded');
    expect(await accessibilityProblems(page)).toEqual([]);

    await accountantPage.reload();
    await tab(accountantPage, 'Documents').click();
    await accountantPage
      .getByRole('region', { name: 'Documents for 2026' })
      .getByRole('row', { name: /2025 Form 1065\.pdf/ })
      .waitFor();
  });

  it('deletes the upload after confirming; its card counts it no more', async () => {
    const library = page.getByRole('region', { name: 'Documents for 2026' });
    const card = library.getByRole('listitem').filter({ hasText: 'Tax Returns' });
    await library.getByRole('button', { name: 'Delete 2025 Form 1065.pdf' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this document?' });
    await dialog
      .getByText('“2025 Form 1065.pdf” (Tax Returns, 2026) is deleted for good.')
      .waitFor();
    await screenshot(page, 'tax-document-delete');
    expect(await accessibilityProblems(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Delete Document' }).click();
    await toast(page, 'Document Deleted').waitFor();
    await expect.poll(() => dialog.count()).toBe(0);
    await card.getByText('0 uploaded').waitFor();
    await expect
      .poll(() => library.getByRole('row', { name: /2025 Form 1065\.pdf/ }).count())
      .toBe(0);
    await screenshot(page, 'tax-document-deleted');
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

  it('schedules a planning consultation with the values chosen; the confirmation e-mail carries an invite', async () => {
    await tab(page, 'Tools').click();
    await page.getByRole('button', { name: 'Schedule Consultation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Tax Planning Consultation' });
    await dialog.getByLabel('Consultation Type').selectOption('year-end');
    await dialog.getByLabel('Preferred Date').fill('2026-12-14');
    await dialog.getByLabel('Preferred Time').selectOption('afternoon');
    await dialog.getByLabel('Meeting Format').selectOption('phone');
    await screenshot(page, 'tax-consultation');
    expect(await accessibilityProblems(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Schedule Consultation' }).click();
    await toast(page, 'Consultation Scheduled').waitFor();
    await expect.poll(() => dialog.count()).toBe(0);
    const mail = await server.waitForMail(owner.email, /consultation\.ics/);
    expect(mail).toContain('Year-end planning on 2026-12-14, afternoon (12-5), phone call');
    await page
      .getByRole('list', { name: 'Consultations requested' })
      .getByText(/Year-end planning on 2026-12-14/)
      .waitFor();
    await tab(accountantPage, 'Tools').click();
    await accountantPage
      .getByRole('list', { name: 'Consultations requested' })
      .getByText(/Year-end planning on 2026-12-14/)
      .waitFor();
  });

  it("saves the tax profile; the estimated-tax instalments use last year's tax", async () => {
    await tab(page, 'Tools').click();
    await page.getByRole('button', { name: 'Edit Tax Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tax Profile' });
    await dialog.getByLabel("Last Year's Federal Income Tax").fill('4000.00');
    await screenshot(page, 'tax-profile');
    expect(await accessibilityProblems(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save Tax Profile' }).click();
    await toast(page, 'Tax Profile Saved').waitFor();
    await expect.poll(() => dialog.count()).toBe(0);
    await tab(page, 'Tax Payments').click();
    // 100% of last year's $4,000, in four instalments; the ones not yet due are listed.
    await page
      .getByRole('list', { name: 'Tax liabilities' })
      .getByRole('listitem', { name: /Estimated income tax 2026/ })
      .filter({ hasText: '$1,000.00' })
      .first()
      .waitFor();
    await tab(page, 'Tools').click();
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
