import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { localToday } from '@keel/core/domain';
import { accessibilityProblems } from '../support/accessibility';
import { artifactsDir, launchBrowser, openUser, screenshot, toast } from '../support/browser';
import { inviteAccountant, newPerson, signUpFromLanding } from '../support/flows';
import { E2E_NOW, startTestServer, type TestServer } from '../support/testServer';

// One owner runs the company's first payroll from an empty company to an approved run. The tests
// tell that story in order, each starting where the previous one stopped.
let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let accountantContext: BrowserContext;
let accountantPage: Page;
const owner = newPerson('Bella', 'Bella Design Studio');
const accountant = newPerson('Carl', 'Carl CPA');
// The server and the pages stand at E2E_NOW: the run pays that day.
const payDate = localToday(new Date(E2E_NOW));

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  ({ context, page } = await openUser(browser, server.url));
  ({ context: accountantContext, page: accountantPage } = await openUser(browser, server.url));
  for (const each of [context, accountantContext]) each.setDefaultTimeout(10_000);
  await signUpFromLanding(page, owner);
  await inviteAccountant(server.waitForMail, page, accountantPage, accountant);
  await accountantPage.goto('/payroll-ai');
  await accountantPage.getByRole('heading', { name: 'Payroll AI', level: 1 }).waitFor();
});

afterAll(async () => {
  await context?.close();
  await accountantContext?.close();
  await browser?.close();
  await server?.close();
});

describe('Payroll AI in the browser', () => {
  it('opens from the sidebar on an overview computed from the company’s (empty) payroll', async () => {
    await nav(page)
      .getByRole('link', { name: /Payroll AI/ })
      .click();
    await page.waitForURL('**/payroll-ai');
    await page.getByRole('heading', { name: 'Payroll AI', level: 1 }).waitFor();
    expect(await progress()).toBe('0');
    expect(await tile('Total Employees')).toContain('0');
    await page.getByText('No payrolls yet').waitFor();
    await screenshot(page, 'payroll-overview-empty');
    expect(await accessibilityProblems(page)).toEqual([]);
    // The check can fail: a button without a name in the page is caught.
    await page.evaluate(() =>
      document.querySelector('#main')!.append(document.createElement('button')),
    );
    expect((await accessibilityProblems(page)).map((p) => p.rule)).toContain('button-name');
    await page.evaluate(() => document.querySelector('#main > button:last-child')!.remove());
  });

  it('setup refuses a bad EIN and routing number with the spec’s messages, then saves', async () => {
    await page.getByRole('button', { name: 'Start Payroll Setup' }).click();
    expect(await progress()).toBe('25');
    await page.getByRole('heading', { name: 'Company Setup' }).waitFor();
    const ein = page.getByLabel('EIN');
    await ein.fill('12a3456789');
    // Auto-formatted as typed: digits only, hyphen after two.
    expect(await ein.inputValue()).toBe('12-3456789');
    await ein.fill('123');
    await page.getByLabel('Business address').fill('1 Main St, Oakland, CA 94612');
    await page.getByLabel('Primary state').selectOption('CA');
    // The company's profile says LLC: the form starts from it.
    expect(await page.getByLabel('Business type').inputValue()).toBe('llc');
    await page.getByLabel('Payroll frequency').selectOption('biweekly');
    await page.getByLabel('Bank name').fill('Chase');
    await page.getByLabel('Routing number').fill('021000022');
    await page.getByLabel('Account number').fill('000123456789');
    await page.getByRole('button', { name: 'Continue to Employee Setup' }).click();
    await toast(page, 'Validation Error')
      .getByText('Please fill in all required fields correctly')
      .waitFor();
    await page.getByText('EIN must be in format XX-XXXXXXX').waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    expect(await page.getByLabel('Routing number').getAttribute('aria-invalid')).toBe('true');

    await ein.fill('12-3456789');
    // An error clears when its field is edited.
    await expect.poll(() => page.getByText('EIN must be in format XX-XXXXXXX').count()).toBe(0);
    await page.getByLabel('Routing number').fill('021000021');
    await page.getByRole('button', { name: 'Continue to Employee Setup' }).click();
    await page.getByRole('heading', { name: 'Employee Configuration' }).waitFor();
    expect(await progress()).toBe('50');
  });

  it('adds a salaried and an hourly employee, and imports three from the template', async () => {
    // The accountant opens the same list in another browser.
    await accountantPage.getByRole('button', { name: 'Start Payroll Setup' }).click();
    await accountantPage.getByRole('button', { name: 'Continue to Employee Setup' }).click();
    await accountantPage.getByRole('heading', { name: 'Employee Configuration' }).waitFor();
    await addEmployee({
      'First name': 'Ana',
      'Last name': 'Lopez',
      Email: 'ana@example.com',
      'Annual salary ($)': '78000',
      'Bank name': 'Wells Fargo',
      'Routing number': '121000248',
      'Account number': '987654321',
    });
    await addEmployee(
      {
        'First name': 'Bo',
        'Last name': 'Chen',
        Email: 'bo@example.com',
        'Hourly rate ($)': '25',
        'Hours per week': '32',
      },
      { 'Pay type': 'hourly', 'Payment method': 'check' },
    );
    // Saved at once: the accountant sees both without anyone pressing Continue.
    const theirs = accountantPage.getByRole('table', { name: 'Employees' });
    await theirs.getByText('Ana Lopez').waitFor({ timeout: 2000 });
    await theirs.getByText('Bo Chen').waitFor({ timeout: 2000 });
    await screenshot(accountantPage, 'payroll-employees-seen-by-accountant');
    await accountantPage.getByRole('button', { name: 'Back to Overview' }).click();

    const template = await download(() =>
      page.getByRole('button', { name: 'Download Template' }).click(),
    );
    expect(template.name).toBe('employee_template.csv');
    await page.getByLabel('Batch Upload CSV').setInputFiles({
      name: template.name,
      mimeType: 'text/csv',
      buffer: template.content,
    });
    const preview = page.getByRole('dialog', { name: 'Import Employees' });
    await preview.getByText('3 of 3 rows ready to import').waitFor();
    await screenshot(page, 'payroll-import-preview');
    expect(await accessibilityProblems(page, '[role="dialog"]')).toEqual([]);
    await preview.getByRole('button', { name: 'Import 3 employees' }).click();
    await toast(page, 'Import Complete').getByText('Successfully imported 3 employees').waitFor();

    const rows = page.getByRole('table', { name: 'Employees' }).getByRole('row');
    expect(await rows.count()).toBe(6);
    // 78,000 + 25 x 32 x 52 + 75,000 + 25 x 20 x 52 + 65,000
    await page.getByText('total annual payroll $285,600.00').waitFor();
    await screenshot(page, 'payroll-employees');
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.getByRole('button', { name: 'Continue to Run Payroll' }).click();
    await page.getByRole('heading', { name: 'Run Payroll' }).waitFor();
    expect(await progress()).toBe('75');
  });

  it('refuses a pay date in a year without withholding tables, naming the year', async () => {
    const field = page.getByLabel('Pay date');
    await field.fill('2027-01-08');
    await page.getByText('2027 withholding tables are not in this version yet').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('button', { name: 'Process Payroll' }).isDisabled()).toBe(true);
    await screenshot(page, 'payroll-run-2027-refused');
    expect(await accessibilityProblems(page)).toEqual([]);
  });

  it('runs the pay period and reviews each paystub', async () => {
    await page.getByLabel('Pay date').fill(payDate);
    const breakdown = page.getByRole('table', { name: 'Employee breakdown' });
    await breakdown.getByRole('rowheader', { name: 'Ana Lopez' }).waitFor();
    expect(await breakdown.getByRole('row').count()).toBe(6);
    // $78,000 / 26 biweekly periods.
    expect(await breakdown.getByRole('row', { name: /Ana Lopez/ }).innerText()).toContain(
      '$3,000.00',
    );
    await page.getByRole('button', { name: 'Process Payroll' }).click();
    await page.getByRole('heading', { name: 'Review & Approve' }).waitFor();
    // The accountant, on the overview in another browser, sees the run waiting, live.
    const started = Date.now();
    await expect
      .poll(() => tile('Pending Approvals', accountantPage), { timeout: 2000, interval: 50 })
      .toMatch(/Pending Approvals\s+1\s/);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await progress()).toBe('100');
    await page.getByText('Payroll processed for 5 employees').first().waitFor();
    await page
      .getByRole('article', { name: 'Paystub of Bo Chen' })
      .getByText('Check #1000')
      .waitFor();
    await screenshot(page, 'payroll-review');
    expect(await accessibilityProblems(page)).toEqual([]);
  });

  it('gives the run’s paystubs, register and checks, and names what direct deposit lacks', async () => {
    const paystubs = await download(() =>
      page.getByRole('button', { name: 'Download Paystubs' }).click(),
    );
    expect(paystubs.content.subarray(0, 5).toString()).toBe('%PDF-');
    await toast(page, 'Paystubs Downloaded').waitFor();

    const register = await download(() =>
      page.getByRole('button', { name: 'Export Reports' }).click(),
    );
    expect(register.content.toString()).toContain('Ana Lopez');
    await toast(page, 'Report Exported').waitFor();

    const checks = await download(() =>
      page.getByRole('button', { name: 'Print Pay Checks' }).click(),
    );
    expect(checks.content.subarray(0, 5).toString()).toBe('%PDF-');
    await toast(page, 'Checks Generated').waitFor();

    // The three imported employees have no bank details yet.
    await page.getByRole('button', { name: 'Setup Direct Deposit' }).click();
    await toast(page, 'Missing Employee Bank Information')
      .getByText('3 employees need to complete their banking details in employee settings')
      .waitFor();

    // The company chooses to verify Ana's new account with a zero-dollar prenote first.
    const prenotes = await download(() =>
      page.getByRole('button', { name: 'Prenote New Accounts' }).click(),
    );
    expect(prenotes.content.toString()).toContain('ANA LOPEZ');
    await toast(page, 'Prenotes Ready')
      .getByText(/Zero-dollar prenotes for Ana Lopez/)
      .waitFor();
  });

  it('lists the run in the stored records', async () => {
    await page.getByRole('button', { name: 'View Stored Records' }).click();
    await toast(page, 'Records Loaded')
      .getByText(`Found 1 payroll run and 0 transactions for ${owner.companyName}`)
      .waitFor();
    const runs = page.getByRole('table', { name: 'Stored payroll runs' });
    expect(await runs.getByRole('row').nth(1).innerText()).toMatch(/processing/);
    expect(await runs.getByRole('row').nth(1).innerText()).toContain(payDate);
  });

  it('e-mails each employee their paystub, once asked how many', async () => {
    await page.getByRole('button', { name: 'Send to Employees' }).click();
    const confirm = page.getByRole('dialog', { name: 'Send paystubs by e-mail?' });
    await confirm.getByText('Each of the 5 employees in this run').waitFor();
    await screenshot(page, 'payroll-send-confirmation');
    expect(await accessibilityProblems(page, '[role="dialog"]')).toEqual([]);
    await confirm.getByRole('button', { name: 'E-mail 5 employees' }).click();
    await toast(page, 'Paystubs Sent').getByText('Sent 5 paystubs by e-mail').waitFor();
    const mail = await server.waitForMail('ana@example.com', /pay statement/i);
    expect(mail).toContain('$3,000.00');
  });

  it('processing the period again asks first, then replaces its open run', async () => {
    await page.getByRole('button', { name: 'Back to Overview' }).click();
    await page.getByRole('button', { name: 'Start Payroll Setup' }).click();
    await page.getByRole('button', { name: 'Continue to Employee Setup' }).click();
    await page.getByRole('button', { name: 'Continue to Run Payroll' }).click();
    await page.getByLabel('Pay date').fill(payDate);
    await page.getByText(/This pay period already has an open run/).waitFor();
    await page.getByRole('button', { name: 'Process Payroll' }).click();
    const confirm = page.getByRole('dialog', { name: 'Replace the open payroll run?' });
    await confirm.getByText(`pay date ${payDate}`, { exact: false }).waitFor();
    await screenshot(page, 'payroll-replace-confirmation');
    expect(await accessibilityProblems(page, '[role="dialog"]')).toEqual([]);
    await confirm.getByRole('button', { name: 'Replace Run' }).click();
    await page.getByRole('heading', { name: 'Review & Approve' }).waitFor();
    // Check 1000 was printed for the replaced run: it is void, and its number is not given again.
    await page
      .getByRole('article', { name: 'Paystub of Bo Chen' })
      .getByText('Check #1001')
      .waitFor();
    await expect
      .poll(() => tile('Pending Approvals', accountantPage))
      .toMatch(/Pending Approvals\s+1\s/);
  });

  it('approves the run: the books get its entry and the stored records list it', async () => {
    await page.getByRole('button', { name: 'Approve & Distribute' }).click();
    // The three imported employees have no bank details: asked, they are paid by check.
    const missing = page.getByRole('dialog', { name: 'Missing Employee Bank Information' });
    await missing
      .getByText(/3 employees need to complete their banking details in employee settings/)
      .waitFor();
    await screenshot(page, 'payroll-missing-bank-details');
    expect(await accessibilityProblems(page, '[role="dialog"]')).toEqual([]);
    await missing.getByRole('button', { name: 'Pay by Check and Approve' }).click();
    await toast(page, 'Success')
      .getByText(/Payroll approved and distributed successfully; .* paid by check this run/)
      .waitFor();
    await page.getByRole('button', { name: 'Start Payroll Setup' }).waitFor();
    expect(await progress()).toBe('0');
    const recent = page.getByRole('region', { name: 'Recent Payrolls' });
    await recent.getByText('completed').waitFor();
    await page
      .getByRole('region', { name: 'Upcoming Tasks' })
      .getByText(/Deposit federal payroll taxes/)
      .waitFor();
    await screenshot(page, 'payroll-overview-after-approval');
    expect(await accessibilityProblems(page)).toEqual([]);
    await recent.getByRole('button', { name: `Void the run of ${payDate}` }).click();
    const voiding = page.getByRole('dialog', { name: 'Void this payroll run?' });
    expect(await voiding.getByLabel('Void date').inputValue()).toBe(payDate);
    await screenshot(page, 'payroll-void-confirmation');
    expect(await accessibilityProblems(page, '[role="dialog"]')).toEqual([]);
    await voiding.getByRole('button', { name: 'Cancel' }).click();
    await voiding.waitFor({ state: 'hidden' });
    await accountantPage
      .getByRole('region', { name: 'Recent Payrolls' })
      .getByText('completed')
      .waitFor({ timeout: 2000 });

    // The dashboard's payroll card, from the same document.
    await nav(page)
      .getByRole('link', { name: /AI Overview/ })
      .click();
    const card = page.getByRole('region', { name: 'Payroll' });
    await card.getByText(`$10,984.62 on ${payDate}`).waitFor();
    expect(await card.innerText()).toMatch(/Employees\s+5/);
    // Read through payroll.facts: the run's federal deposit, monthly, is due 15 December.
    expect(await card.innerText()).toMatch(
      /Next federal tax deposit\s+\$[\d,]+\.\d\d by 2026-12-15/,
    );
    // The card alone, once the toasts over it are closed.
    const toasts = page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem');
    while ((await toasts.count()) > 0) await toasts.first().getByRole('button').click();
    await card.screenshot({ path: join(artifactsDir, 'payroll-dashboard-card.png') });

    // The ledger: Bookkeeping's profit and loss carries the wages.
    await nav(page)
      .getByRole('link', { name: /AI Bookkeeping/ })
      .click();
    await page.getByRole('tab', { name: 'Reports' }).click();
    const pnl = page.getByRole('region', { name: 'P&L' });
    await screenshot(page, 'payroll-books-after-approval');
    const statement = await download(() =>
      pnl.getByRole('button', { name: 'Download .txt' }).click(),
    );
    // 3,000 + 25 x 32 x 52 / 26 + 75,000 / 26 + 25 x 20 x 52 / 26 + 65,000 / 26
    expect(statement.content.toString()).toMatch(/Payroll Wages\s+\$?10,984\.62/);
    expect(statement.content.toString()).toMatch(/Payroll Taxes/);
  });
});

/** The sidebar's links (dashboard cards link to the same pages). */
function nav(on: Page): Locator {
  return on.getByRole('navigation', { name: 'Main navigation' });
}

/** The progress bar's value. */
function progress(): Promise<string | null> {
  return page.getByRole('progressbar', { name: 'Payroll progress' }).getAttribute('aria-valuenow');
}

/** The text of an overview tile. */
function tile(label: string, on: Page = page): Promise<string> {
  return on
    .getByRole('list', { name: 'Payroll figures' })
    .getByRole('listitem')
    .filter({ hasText: label })
    .innerText();
}

async function addEmployee(fields: Record<string, string>, selects: Record<string, string> = {}) {
  await page.getByRole('button', { name: 'Add Employee' }).click();
  const dialog: Locator = page.getByRole('dialog', { name: 'Add Employee' });
  for (const [label, value] of Object.entries(selects))
    await dialog.getByLabel(label, { exact: true }).selectOption(value);
  for (const [label, value] of Object.entries(fields))
    await dialog.getByLabel(label, { exact: true }).fill(value);
  if (fields['First name'] === 'Ana') {
    await screenshot(page, 'payroll-add-employee');
    expect(await accessibilityProblems(page, '[role="dialog"]')).toEqual([]);
  }
  await dialog.getByRole('button', { name: 'Add Employee' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Runs `action`, which must start a download, and returns the file's name and bytes. */
async function download(action: () => Promise<void>): Promise<{ name: string; content: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 15_000 }), action()]);
  return { name: file.suggestedFilename(), content: await readFile(await file.path()) };
}
