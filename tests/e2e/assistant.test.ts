import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { formatUSD, localToday } from '@keel/core/domain';
import { accessibilityProblems } from '../support/accessibility';
import { launchBrowser, openUser, screenshot } from '../support/browser';
import { newPerson, signUpFromLanding } from '../support/flows';
import { E2E_NOW, startTestServer, type TestServer } from '../support/testServer';

// An owner of a company with two years of books asks the assistant the spec's three quick actions
// and a follow-up, then reopens the conversation from /conversations and continues it. No
// language model is configured: every answer is computed from the books.
let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let companyId = '';
const owner = newPerson('Olive', 'Olive Books Co');
const pageErrors: string[] = [];

beforeAll(async () => {
  delete process.env.OPENAI_BASE_URL;
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  ({ context, page } = await openUser(browser, server.url));
  context.setDefaultTimeout(10_000);
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text());
  });
  await signUpFromLanding(page, owner);
  const user = (await (await context.request.get('/api/user')).json()) as { companyId: string };
  companyId = user.companyId;
  await server.server.seedPluginDemos({
    companyId,
    today: localToday(new Date(E2E_NOW)),
    by: 'Olive Tester',
  });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

const log = () => page.getByRole('log', { name: 'Conversation' });
const answers = () => log().getByRole('article', { name: 'Assistant' });
const restReport = async (kind: string, from: string, to: string) =>
  (await (
    await context.request.get(`/api/companies/${companyId}/reports/${kind}?from=${from}&to=${to}`)
  ).json()) as Record<string, unknown>;
const dollars = (amount: unknown) => formatUSD(Math.abs(Math.round(Number(amount) * 100)));

async function askQuickAction(name: string): Promise<void> {
  const before = await answers().count();
  await page.getByRole('button', { name }).click();
  await expect.poll(() => page.getByLabel('Message').inputValue()).toBe(name);
  await page.getByLabel('Message').press('Enter');
  await expect.poll(() => answers().count()).toBe(before + 1);
}

describe('the AI Assistant in the browser', () => {
  it('opens from the sidebar with its greeting and a status that tells the truth', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'AI Assistant' }).click();
    await page.waitForURL('**/ai-assistant');
    await expect
      .poll(() => answers().first().textContent())
      .toContain("I'm your AI financial assistant");
    await page.getByText('Answering from your books').waitFor();
    await page.getByText(/No language model is configured on this server/).waitFor();
  });

  it('answers the three quick actions from the books', async () => {
    const cash = await restReport('cash-flow', '2026-07-01', '2026-09-30');
    await askQuickAction('analyze cash flow for last quarter');
    const first = answers().last();
    expect(await first.textContent()).toContain('Q3 2026');
    expect(await first.textContent()).toContain(dollars(cash.netChange));
    await first.getByRole('table', { name: 'Cash flow, Q3 2026' }).waitFor();
    expect(await page.getByLabel('Message').isEnabled()).toBe(true);
    await screenshot(page, 'assistant-cash-flow');

    await askQuickAction('what tax deductions am I missing');
    // Tax Optimization's rules over the books (tax.opportunities): a table of what is missed,
    // linked to its Opportunities tab.
    const tax = answers().last();
    expect(await tax.textContent()).toMatch(/Tax Optimization's rules find \d+ opportunit/);
    await tax.getByRole('link', { name: 'Tax Optimization: Opportunities' }).first().waitFor();
    await tax.getByRole('table', { name: /^Tax-saving opportunities as of / }).waitFor();
    await screenshot(page, 'assistant-tax-opportunities');

    const october = await restReport('profit-and-loss', '2026-10-01', '2026-10-31');
    await askQuickAction('generate monthly financial report');
    const report = answers().last();
    expect(await report.textContent()).toContain(
      `net income ${formatUSD(Math.round(Number(october.netIncome) * 100))}`,
    );
    const pdf = report
      .getByRole('link', { name: 'Monthly financial report, October 2026 (PDF)' })
      .first();
    const href = (await pdf.getAttribute('href')) ?? '';
    const file = await context.request.get(href);
    expect(file.headers()['content-type']).toBe('application/pdf');
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('follows up the last answer, and passes axe', async () => {
    const september = await restReport('profit-and-loss', '2026-09-01', '2026-09-30');
    await page.getByLabel('Message').fill('and the month before?');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => answers().count()).toBe(5);
    expect(await answers().last().textContent()).toContain(
      `net income ${formatUSD(Math.round(Number(september.netIncome) * 100))}`,
    );
    await screenshot(page, 'assistant-follow-up');
    expect(await accessibilityProblems(page)).toEqual([]);
  });

  it('lists the conversation on /conversations and reopens it to continue', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Conversations' }).click();
    await page.waitForURL('**/conversations');
    const list = page.getByRole('list', { name: 'Conversations' });
    await list.waitFor();
    expect(await list.getByRole('listitem').count()).toBe(1);
    expect(await list.textContent()).toContain('8 messages');
    // Four answers stated figures: the tax answer lists this year's expenses by account.
    expect(await page.getByRole('region', { name: 'Insights' }).textContent()).toMatch(
      /^Insights4\D/,
    );
    await screenshot(page, 'conversations-history');
    expect(await accessibilityProblems(page)).toEqual([]);

    await list.getByRole('link', { name: 'analyze cash flow for last quarter' }).click();
    await page.waitForURL('**/ai-assistant?conversation=*');
    await expect.poll(() => answers().count()).toBe(5);
    await page.getByLabel('Message').fill('what was net income last quarter?');
    await page.getByLabel('Message').press('Enter');
    await expect.poll(() => answers().count()).toBe(6);
    expect(await answers().last().textContent()).toContain('Q3 2026');

    await page.getByRole('navigation').getByRole('link', { name: 'Conversations' }).click();
    await expect
      .poll(() => page.getByRole('list', { name: 'Conversations' }).textContent())
      .toContain('10 messages');
    expect(pageErrors).toEqual([]);
  });

  it('answers a question typed in the header’s AI search in place, and keeps it once chosen', async () => {
    const october = await restReport('profit-and-loss', '2026-10-01', '2026-10-31');
    const revenue = formatUSD(
      Math.round(Number((october.income as { total: number }).total) * 100),
    );
    await page.getByRole('button', { name: 'AI search...' }).click();
    await page
      .getByRole('combobox', { name: 'Search pages, settings, companies and records' })
      .fill('what was revenue last month?');
    const hit = page
      .getByRole('option')
      .filter({ hasText: `Revenue for October 2026 was ${revenue}` });
    await hit.waitFor();
    await screenshot(page, 'assistant-header-search');
    await hit.click();
    await page.waitForURL('**/ai-assistant?conversation=*');
    await expect
      .poll(() => answers().last().textContent())
      .toContain(`Revenue for October 2026 was ${revenue}`);
    await page.getByRole('navigation').getByRole('link', { name: 'Conversations' }).click();
    await expect
      .poll(() => page.getByRole('list', { name: 'Conversations' }).getByRole('listitem').count())
      .toBe(2);
    expect(pageErrors).toEqual([]);
  });
});
