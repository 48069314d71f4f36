import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { JournalEntry } from '@keel/core/domain';
import { accessibilityProblems } from '../support/accessibility';
import { launchBrowser, openUser, screenshot, toast } from '../support/browser';
import { inviteAccountant, newPerson, signUpFromLanding } from '../support/flows';
import { pluginsWith, type PluginsFolder } from '../support/pluginsWith';
import { E2E_NOW, startTestServer, type TestServer } from '../support/testServer';

// One server, one owner and one invited accountant for the whole file. The tests tell one story
// in order (a transaction, then a statement, then the reports over both), so each builds on the
// books the previous one left.
let server: TestServer;
// The installed plugins and ledger-poster, which posts through the ledger service as payroll does.
let plugins: PluginsFolder;
let browser: Browser;
let tempDir: string;
let ownerContext: BrowserContext;
let accountantContext: BrowserContext;
let ownerPage: Page;
let accountantPage: Page;
const owner = newPerson('Bella', 'Bella Design Studio');
const accountant = newPerson('Carl', 'Carl CPA');

beforeAll(async () => {
  plugins = await pluginsWith([join(import.meta.dirname, 'fixtures', 'ledgerPoster')]);
  [server, browser, tempDir] = await Promise.all([
    startTestServer({ pluginsDir: plugins.dir }),
    launchBrowser(),
    mkdtemp(join(tmpdir(), 'keel-bookkeeping-e2e-')),
  ]);
  ({ context: ownerContext, page: ownerPage } = await openUser(browser, server.url));
  ({ context: accountantContext, page: accountantPage } = await openUser(browser, server.url));
  // A missing element should fail a step in seconds, not after Playwright's default 30 s.
  for (const context of [ownerContext, accountantContext]) context.setDefaultTimeout(10_000);
  await signUpFromLanding(ownerPage, owner);
  await inviteAccountant(server.waitForMail, ownerPage, accountantPage, accountant);
  await Promise.all([openBookkeeping(ownerPage), openBookkeeping(accountantPage)]);
});

afterAll(async () => {
  await ownerContext?.close();
  await accountantContext?.close();
  await browser?.close();
  await server?.close();
  await plugins?.remove();
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
});

// A failed test may leave a dialog open; the next one starts from the screen itself.
beforeEach(async () => {
  for (const page of [ownerPage, accountantPage]) {
    if ((await page.getByRole('dialog').count()) > 0) await page.keyboard.press('Escape');
  }
});

describe('AI Bookkeeping in the browser', () => {
  it('a new company’s books offer the standard chart of accounts in Add Transaction', async () => {
    await ownerPage.getByRole('status', { name: 'Sync: Synced' }).waitFor();
    await ownerPage.getByRole('button', { name: 'Add Transaction' }).click();
    const dialog = ownerPage.getByRole('dialog', { name: 'Add Transaction' });
    const options = dialog.getByLabel('Account', { exact: true }).locator('option');
    try {
      await expect
        .poll(() => options.allInnerTexts(), { timeout: 2000 })
        .toContain('4100 · Service Revenue');
    } finally {
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
    }
  });

  it('a transaction the owner adds shows on the accountant’s screen live, and the accountant’s edit comes back', async () => {
    for (const page of [ownerPage, accountantPage]) {
      expect(await cardValue(page, 'Total Balance')).toBe('$0.00');
    }
    await accountantPage.getByRole('tab', { name: 'Transactions' }).click();
    await accountantPage.getByText('No transactions found').waitFor();
    await markPage(accountantPage);

    await ownerPage.getByRole('button', { name: 'Add Transaction' }).click();
    const dialog = ownerPage.getByRole('dialog', { name: 'Add Transaction' });
    await dialog.getByLabel('Description').fill('Client retainer');
    await dialog.getByLabel('Amount').fill('1500');
    await dialog.getByLabel('Account', { exact: true }).selectOption({
      label: '4100 · Service Revenue',
    });
    await dialog.getByLabel('Category').selectOption({ label: 'Income' });
    expect(await accessibilityProblems(ownerPage, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Add Transaction' }).click();

    // The accountant's line must be there within 2 s of the owner's click.
    const accountantRow = transactionRow(accountantPage, 'Client retainer');
    await Promise.all([
      toast(ownerPage, 'Transaction Added')
        .getByText('Transaction successfully recorded')
        .waitFor({ timeout: 2000 }),
      accountantRow.waitFor({ timeout: 2000 }),
    ]);
    await dialog.waitFor({ state: 'hidden' });
    expect(await cells(accountantRow)).toEqual([
      shortDate(new Date(E2E_NOW)),
      'Client retainer',
      'Service Revenue',
      '+$1,500.00',
      expect.any(String),
      expect.stringContaining('View'),
    ]);
    await Promise.all(
      [ownerPage, accountantPage].map((page) =>
        waitForCardValue(page, 'Total Balance', '$1,500.00'),
      ),
    );
    await ownerPage
      .getByRole('list', { name: 'Recent Activity' })
      .getByRole('listitem')
      .filter({ hasText: 'Client retainer' })
      .getByText('+$1,500.00')
      .waitFor();

    // The accountant looks at the line, then corrects the amount.
    await accountantPage.getByRole('button', { name: 'View Client retainer' }).click();
    const details = accountantPage.getByRole('dialog', { name: 'Transaction Details' });
    const detail = (value: string) =>
      details.getByRole('definition').filter({ hasText: new RegExp(`^${escapeRegExp(value)}$`) });
    await detail('4100 · Service Revenue').waitFor();
    await detail('Income').waitFor();
    await detail(`Bella Tester <${owner.email}>`).waitFor();
    expect(await accessibilityProblems(accountantPage, '[role="dialog"]')).toEqual([]);
    await details.getByRole('button', { name: 'Close', exact: true }).click();
    await details.waitFor({ state: 'hidden' });

    await accountantRow.getByRole('button', { name: 'Edit Client retainer' }).click();
    const edit = accountantPage.getByRole('dialog', { name: 'Edit Transaction' });
    const amount = edit.getByLabel('Amount');
    expect(await amount.inputValue()).toBe('1500.00');
    await amount.fill('1250.00');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await toast(accountantPage, 'Transaction Updated').waitFor();
    await accountantRow.getByText('+$1,250.00').waitFor();

    // The owner, still on the overview, sees the new amount without reloading.
    await waitForCardValue(ownerPage, 'Total Balance', '$1,250.00', 2000);
    await ownerPage
      .getByRole('list', { name: 'Recent Activity' })
      .getByText('+$1,250.00')
      .waitFor({ timeout: 2000 });
    expect(await cardValue(accountantPage, 'Total Balance')).toBe('$1,250.00');
    expect(await cardValue(ownerPage, 'Transactions')).toBe('1');
    await expectSamePage(accountantPage);
  });

  it('imports a bank statement once: the second upload of the same file skips every line', async () => {
    const day = isoDaysAgo(3);
    const statement = join(tempDir, 'checking-statement.csv');
    await writeFile(
      statement,
      [
        'Date,Description,Amount',
        `${day},Blue Bottle Coffee,-12.50`,
        `${day},Blue Bottle Coffee,-12.50`,
        `${isoDaysAgo(2)},Office Depot,-89.99`,
      ].join('\n') + '\n',
    );

    const first = await uploadStatement(ownerPage, statement);
    expect(first.summary).toMatchObject({ 'Lines read': '3', New: '3', 'Duplicates to skip': '0' });
    expect(first.toast).toBe('3 transactions imported, 0 skipped');

    // Both identical charges are kept, on both screens.
    for (const page of [ownerPage, accountantPage]) {
      await page.getByRole('tab', { name: 'Transactions' }).click();
      await transactionRow(page, 'Blue Bottle Coffee').nth(1).waitFor({ timeout: 2000 });
      expect(await transactionRow(page, 'Blue Bottle Coffee').count()).toBe(2);
      await page.getByText('4 of 4 transactions').waitFor({ timeout: 2000 });
    }

    const second = await uploadStatement(ownerPage, statement);
    expect(second.summary).toMatchObject({
      'Lines read': '3',
      New: '0',
      'Duplicates to skip': '3',
    });
    expect(second.toast).toBe('0 transactions imported, 3 skipped');
    expect(await cardValue(ownerPage, 'Transactions')).toBe('4');
    // Pending lines count at once (against Uncategorized), so the balance is the bank's.
    await waitForCardValue(ownerPage, 'Total Balance', '$1,135.01');
    expect(await transactionRow(ownerPage, 'Blue Bottle Coffee').count()).toBe(2);
    expect(await cells(transactionRow(ownerPage, 'Office Depot'))).toEqual([
      expect.any(String),
      'Office Depot',
      'Uncategorized',
      '-$89.99',
      'Pending',
      expect.stringContaining('Categorize'),
    ]);
  });

  it('downloads the P&L as text and every report as a zip', async () => {
    await ownerPage.getByRole('tab', { name: 'Reports' }).click();
    const pnl = ownerPage.getByRole('region', { name: 'P&L' });
    await pnl.getByText('$1,250.00').first().waitFor();

    const txt = await download(ownerPage, () =>
      pnl.getByRole('button', { name: 'Download .txt' }).click(),
    );
    expect(txt.name).toMatch(/^profit-and-loss-[a-z]+-\d{4}\.txt$/);
    const text = txt.content.toString('utf8');
    expect(text).toContain('Bella Design Studio');
    expect(text).toMatch(/4100 {2}Service Revenue +\$1,250\.00/);

    const zip = await download(ownerPage, () =>
      ownerPage.getByRole('button', { name: 'Export All Reports' }).click(),
    );
    expect(zip.name).toMatch(/^reports-bella-design-studio-.+\.zip$/);
    expect(zip.content.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    const names = zipEntryNames(zip.content);
    expect(names).toContain(txt.name);
    expect(names.filter((name) => name.endsWith('.txt'))).toHaveLength(6);
    expect(names.filter((name) => name.endsWith('.csv'))).toHaveLength(6);
  });

  it('shows the overview and the transactions as a person sees them', async () => {
    await ownerPage.getByRole('tab', { name: 'Overview' }).click();
    const recent = ownerPage.getByRole('list', { name: 'Recent Activity' }).getByRole('listitem');
    await recent.nth(3).waitFor();
    expect(await recent.count()).toBe(4);
    const balances = ownerPage
      .getByRole('list', { name: 'Account Balances' })
      .getByRole('listitem');
    expect(await balances.count()).toBe(6);
    expect(await cardValue(ownerPage, 'Transactions')).toBe('4');
    await dismissToasts(ownerPage);
    await screenshot(ownerPage, 'bookkeeping-overview');
    expect(await accessibilityProblems(ownerPage)).toEqual([]);

    await accountantPage.getByRole('tab', { name: 'Transactions' }).click();
    await accountantPage.getByText('4 of 4 transactions').waitFor();
    await dismissToasts(accountantPage);
    await screenshot(accountantPage, 'bookkeeping-transactions');
    expect(await accessibilityProblems(accountantPage)).toEqual([]);
    for (const tab of ['Reports', 'Accounts', 'Vendors', 'Banking']) {
      await ownerPage.getByRole('tab', { name: tab }).click();
      await ownerPage.getByRole('tabpanel', { name: tab }).waitFor();
      expect(await accessibilityProblems(ownerPage), tab).toEqual([]);
    }
  });

  it('shows the server’s copy of the books, read-only, until the live books have loaded', async () => {
    // A device with no copy of the books (a fresh profile), whose live document is held back.
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 1280, height: 860 },
      storageState: await ownerContext.storageState(),
    });
    context.setDefaultTimeout(10_000);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await context.routeWebSocket(/\/sync\//, (ws) => {
      const toServer = ws.connectToServer();
      toServer.onMessage(async (message) => {
        await released;
        ws.send(message);
      });
    });
    try {
      const page = await context.newPage();
      await page.goto('/bookkeeping');
      const note = page.getByRole('status').filter({ hasText: "Showing the server's copy" });
      await note.waitFor();
      await page.getByRole('tab', { name: 'Transactions' }).click();
      await page.getByText('4 of 4 transactions').waitFor();
      await page.getByRole('button', { name: 'View Client retainer' }).waitFor();
      expect(await page.getByRole('button', { name: 'Edit Client retainer' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Add Transaction' }).isDisabled()).toBe(true);
      expect(await cardValue(page, 'Transactions')).toBe('4');
      await screenshot(page, 'bookkeeping-preview');
      expect(await accessibilityProblems(page)).toEqual([]);
      await page.getByRole('tab', { name: 'Reports' }).click();
      await page
        .getByRole('tabpanel', { name: 'Reports' })
        .getByRole('status')
        .filter({ hasText: 'Opening the books…' })
        .waitFor();

      release();
      await note.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Export All Reports' }).waitFor();
      expect(await page.getByRole('button', { name: 'Add Transaction' }).isEnabled()).toBe(true);
      await page.getByRole('tab', { name: 'Transactions' }).click();
      await page.getByRole('button', { name: 'Edit Client retainer' }).waitFor();
    } finally {
      release();
      await context.close();
    }
  });

  it('adds an expense account as an operating expense and a vendor, each confirmed', async () => {
    await ownerPage.getByRole('tab', { name: 'Accounts' }).click();
    await ownerPage.getByRole('button', { name: 'Add Account' }).click();
    const dialog = ownerPage.getByRole('dialog', { name: 'Add Account' });
    await dialog.getByLabel('Account number').fill('6950');
    await dialog.getByLabel('Account name').fill('Postage');
    await dialog.getByLabel('Type', { exact: true }).selectOption('expense');
    expect(await dialog.getByLabel('Subtype').inputValue()).toBe('operating_expense');
    await dialog.getByRole('button', { name: 'Add account' }).click();
    await toast(ownerPage, 'Account Added')
      .getByText('6950 · Postage is in the chart of accounts')
      .waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await screenshot(ownerPage, 'bookkeeping-account-added');

    await ownerPage.getByRole('tab', { name: 'Vendors' }).click();
    await ownerPage.getByRole('button', { name: 'Add Vendor' }).click();
    const vendor = ownerPage.getByRole('dialog', { name: 'Add Vendor' });
    await vendor.getByLabel('Vendor name').fill('Harbor Print');
    await vendor.getByRole('button', { name: 'Add vendor' }).click();
    await toast(ownerPage, 'Vendor Added').getByText('Harbor Print is in your vendors').waitFor();
    await vendor.waitFor({ state: 'hidden' });
    await dismissToasts(ownerPage);

    // Its tax ID and bank account go to the server; the row shows the last four digits.
    await ownerPage.getByRole('button', { name: 'Edit Harbor Print' }).click();
    const edit = ownerPage.getByRole('dialog', { name: 'Edit Harbor Print' });
    await edit.getByLabel('Tax ID (EIN or SSN)').fill('12-3456789');
    await edit.getByLabel('Routing number').fill('021000021');
    await edit.getByLabel('Account number').fill('5550001');
    await screenshot(ownerPage, 'bookkeeping-vendor-tax-id');
    await edit.getByRole('button', { name: 'Save vendor' }).click();
    await edit.waitFor({ state: 'hidden' });
    const row = ownerPage.getByRole('row', { name: /Harbor Print/ });
    await row.getByText('Tax ID on file ···6789 · Bank account on file ···0001').waitFor();
    await screenshot(ownerPage, 'bookkeeping-vendor-on-file');
    await dismissToasts(ownerPage);
  });

  it('shows a payroll run’s payments as bank lines, matches the bank’s debit, and keeps a later run out of today’s cash', async () => {
    const companyId = await currentCompanyId(ownerPage);
    const run = (id: string, date: string, lines: [string, number][]) =>
      postThroughLedger(companyId, {
        id,
        date,
        memo: `Payroll ${id}`,
        lines: [
          {
            accountId: 'payroll-wages',
            debit: lines.reduce((sum, [, cents]) => sum + cents, 0),
            credit: 0,
          },
          ...lines.map(([memo, cents]) => ({
            accountId: 'checking',
            debit: 0,
            credit: cents,
            memo,
          })),
        ],
      });
    await run('run-1', isoDaysAgo(2), [
      ['Direct deposit batch (2 employees)', 79_542],
      ['Check 1001 · Carla Csv', 12_000],
    ]);
    await run('run-2', isoDaysAgo(-5), [['Direct deposit batch (next run)', 64_000]]);

    await ownerPage.getByRole('tab', { name: 'Transactions' }).click();
    const batch = transactionRow(ownerPage, 'Direct deposit batch (2 employees)');
    await batch.waitFor();
    expect(await cells(batch)).toEqual([
      shortDate(daysAgo(2)),
      'Direct deposit batch (2 employees)',
      'Payroll Wages',
      '-$795.42',
      'Categorized',
      expect.stringContaining('View'),
    ]);
    await transactionRow(ownerPage, 'Check 1001 · Carla Csv').waitFor();
    // Cash today: 1,135.01 - 795.42 - 120.00; the run dated in five days is left out, and said to be.
    await waitForCardValue(ownerPage, 'Total Balance', '$219.59');
    await ownerPage
      .getByRole('region', { name: 'Total Balance' })
      .getByText('Excludes -$640.00 dated after today')
      .waitFor();

    const statement = join(tempDir, 'payroll-statement.csv');
    await writeFile(
      statement,
      ['Date,Description,Amount', `${isoDaysAgo(3)},ACH DEBIT PAYROLL,-795.42`].join('\n') + '\n',
    );
    const upload = await uploadStatement(ownerPage, statement);
    expect(upload.summary).toMatchObject({ New: '0', 'Matching posted payments': '1' });
    expect(upload.toast).toBe(
      '0 transactions imported, 0 skipped, 1 matched to payments already in the books',
    );
    await ownerPage.getByRole('tab', { name: 'Transactions' }).click();
    await batch.getByText('Matched').waitFor();
    expect(await transactionRow(ownerPage, 'ACH DEBIT PAYROLL').count()).toBe(0);
    expect(await cardValue(ownerPage, 'Total Balance')).toBe('$219.59');
    await dismissToasts(ownerPage);
    await screenshot(ownerPage, 'bookkeeping-posted-lines');

    await ownerPage.getByRole('tab', { name: 'Banking' }).click();
    const banking = ownerPage.getByRole('tabpanel', { name: 'Banking' });
    // count() does not wait: let the tab's account cards render first.
    await banking.getByRole('region', { name: 'Business Checking' }).waitFor();
    const bankCards = await banking.getByRole('region').count();
    expect(await cardValue(ownerPage, 'Bank Accounts')).toBe(String(bankCards));
    await banking
      .getByRole('region', { name: 'Business Checking' })
      .getByText('Excludes -$640.00 dated after today')
      .waitFor();
    await screenshot(ownerPage, 'bookkeeping-banking');

    await ownerPage.getByRole('tab', { name: 'Reports' }).click();
    await ownerPage
      .getByRole('region', { name: 'Balance Sheet' })
      .getByText('Leaves out 1 entry dated after today')
      .waitFor();
    await screenshot(ownerPage, 'bookkeeping-reports');

    await ownerPage.goto('/dashboard');
    const books = ownerPage.getByRole('region', { name: 'Books' });
    await books.getByText('Excludes -$640.00 dated after today').waitFor();
    await screenshot(ownerPage, 'dashboard-books-card');
    await openBookkeeping(ownerPage);
  });
});

/** The open company of a signed-in page. */
async function currentCompanyId(page: Page): Promise<string> {
  const user = await page.evaluate(async () => (await fetch('/api/user')).json());
  return (user as { companyId: string }).companyId;
}

/** Posts an entry as another plugin does, through the ledger service (the ledger-poster fixture). */
async function postThroughLedger(companyId: string, entry: JournalEntry): Promise<void> {
  const result = await ownerPage.evaluate(
    async ({ path, body }) => {
      const res = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return res.json() as Promise<unknown>;
    },
    { path: `/api/companies/${companyId}/ledger-poster/entries`, body: entry },
  );
  expect(result).toMatchObject({ status: 'posted', entryId: entry.id });
}

/** Goes to /bookkeeping and waits for the company's books to be open. */
async function openBookkeeping(page: Page): Promise<void> {
  await page.goto('/bookkeeping');
  await page.getByRole('heading', { name: 'AI Bookkeeping', level: 1 }).waitFor();
  await page.getByRole('tablist', { name: 'Bookkeeping' }).waitFor({ timeout: 10_000 });
  await page.getByRole('region', { name: 'Total Balance' }).waitFor();
}

/**
 * Works around the known bug above: one REST read of the accounts makes the server write the
 * standard chart into the company's books, which then reach both screens through sync.
 */
/** A summary card's figure, as shown. */
async function cardValue(page: Page, title: string): Promise<string> {
  const card = page.getByRole('region', { name: title, exact: true }).first();
  return (await card.locator('.bk-stat-value').textContent())?.trim() ?? '';
}

async function waitForCardValue(page: Page, title: string, value: string, timeout = 5000) {
  await expect.poll(() => cardValue(page, title), { timeout, interval: 50 }).toBe(value);
}

/** The rows of the Transactions table whose text contains `description`. */
function transactionRow(page: Page, description: string) {
  return page
    .getByRole('table', { name: 'Transactions' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: description, exact: true }) });
}

async function cells(row: ReturnType<typeof transactionRow>): Promise<string[]> {
  return (await row.getByRole('cell').allInnerTexts()).map((text) => text.trim());
}

/** Marks the page, so a later check can tell it was not reloaded or navigated away from. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { keelTestMark: 'not reloaded' }));
}

async function expectSamePage(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as { keelTestMark?: string }).keelTestMark)).toBe(
    'not reloaded',
  );
}

/** Uploads a statement through the Upload Statement dialog; returns the preview and the toast. */
async function uploadStatement(
  page: Page,
  file: string,
): Promise<{ summary: Record<string, string>; toast: string }> {
  await page.getByRole('button', { name: 'Upload Statement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Statement' });
  await dialog.getByLabel('Statement file').setInputFiles(file);
  const figures = dialog.getByRole('definition').first();
  await figures.waitFor();
  const summary = dialog.locator('dl[aria-label="Statement summary"]');
  const terms = await summary.locator('dt').allInnerTexts();
  const values = await summary.locator('dd').allInnerTexts();
  expect(await accessibilityProblems(page, '[role="dialog"]')).toEqual([]);
  const importButton = dialog.getByRole('button', { name: /^Import \d+ transactions?$/ });
  await importButton.click();
  const shown = toast(page, 'Upload Successful').last();
  await shown.waitFor();
  await dialog.waitFor({ state: 'hidden' });
  const description = await shown.locator('.k-toast-description').textContent();
  return {
    summary: Object.fromEntries(terms.map((term, i) => [term.trim(), values[i]?.trim() ?? ''])),
    toast: description?.trim() ?? '',
  };
}

/** Runs `action`, which must start a download, and returns the file's name and bytes. */
async function download(
  page: Page,
  action: () => Promise<void>,
): Promise<{ name: string; content: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 5000 }), action()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), content: await readFile(path) };
}

/** The file names in a zip's central directory. */
function zipEntryNames(zip: Buffer): string[] {
  const names: string[] = [];
  for (let at = zip.indexOf('PK\u0001\u0002', 0, 'latin1'); at >= 0;) {
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    names.push(zip.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
    at = zip.indexOf(
      'PK\u0001\u0002',
      at + 46 + nameLength + extraLength + commentLength,
      'latin1',
    );
  }
  return names;
}

/** Closes every toast on screen, so a screenshot shows the page under them. */
async function dismissToasts(page: Page): Promise<void> {
  const notifications = page.getByRole('region', { name: /^Notifications/ });
  const dismiss = notifications.getByRole('button', { name: 'Dismiss' });
  // A toast may close on its own between the count and the click: the end state is what counts.
  while ((await dismiss.count()) > 0) {
    await dismiss
      .first()
      .click({ timeout: 2000 })
      .catch(() => {});
  }
  await notifications.getByRole('listitem').first().waitFor({ state: 'detached' });
}

/** A date as the screen shows it (spec: short month, day, year). */
function shortDate(date: Date): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(date);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The moment `days` before E2E_NOW (after, when negative): the server's and the pages' now. */
function daysAgo(days: number): Date {
  const at = new Date(E2E_NOW);
  at.setDate(at.getDate() - days);
  return at;
}

/** A date `days` before today, as YYYY-MM-DD in this machine's time zone (the browser's too). */
function isoDaysAgo(days: number): string {
  const at = daysAgo(days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}
