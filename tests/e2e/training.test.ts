import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { accessibilityProblems } from '../support/accessibility';
import { launchBrowser, openUser, screenshot } from '../support/browser';
import { newPerson, signUpFromLanding } from '../support/flows';
import { startTestServer, type TestServer } from '../support/testServer';

// A learner opens the AI Training Center, finds Payroll Mastery locked, passes the first lesson of
// Accounting Fundamentals after one wrong answer, and sees it in My Progress; a second person's
// training is untouched. The tests run in order.
let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const learner = newPerson('Lena', 'Lena Books');

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  ({ context, page } = await openUser(browser, server.url));
  context.setDefaultTimeout(10_000);
  await signUpFromLanding(page, learner);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

const tile = (p: Page, term: string) =>
  p
    .getByLabel('Training figures')
    .locator('dt', { hasText: term })
    .locator('xpath=following-sibling::dd');
const moduleCard = (title: string): Locator => page.getByRole('article', { name: title });
const dialog = (title: string): Locator => page.getByRole('dialog', { name: title });

/** Picks the choice `choice` of the question `prompt` in the open lesson. */
async function pick(title: string, prompt: string, choice: string): Promise<void> {
  await dialog(title)
    .getByRole('group', { name: prompt })
    .getByRole('radio', { name: choice })
    .check();
}

describe('the AI Training Center in the browser', () => {
  it('opens from the sidebar with the learner’s figures', async () => {
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: /AI Training/ })
      .click();
    await page.waitForURL('**/ai-training');
    await page.getByRole('heading', { name: 'AI Training Center', level: 1 }).waitFor();
    expect(await tile(page, 'Modules Available').innerText()).toBe('5');
    expect(await tile(page, 'Completed').innerText()).toBe('0');
    expect(await accessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'training-overview');
  });

  it('keeps Payroll Mastery locked until Accounting Fundamentals is done', async () => {
    await page.getByRole('tab', { name: 'All Modules' }).click();
    const payroll = moduleCard('Payroll Mastery');
    await payroll.getByText('Complete Accounting Fundamentals first').waitFor();
    await payroll.getByRole('button', { name: 'View Module' }).click();
    await dialog('Payroll Mastery').getByRole('note').waitFor();
    for (const button of await dialog('Payroll Mastery')
      .getByRole('button', { name: /^Start Lesson/ })
      .all())
      expect(await button.isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog('Payroll Mastery').waitFor({ state: 'detached' });
  });

  it('passes a lesson once every answer is right, with the spec’s toasts', async () => {
    await moduleCard('Accounting Fundamentals')
      .getByRole('button', { name: 'View Module' })
      .click();
    const title = 'Accounting Fundamentals';
    await dialog(title)
      .getByRole('button', { name: 'Start Lesson: Double entry: every transaction has two sides' })
      .click();
    // The open dialog hides the page, its toasts included, from the accessibility tree: find the
    // toast by its text.
    await page.getByText('Lesson Started', { exact: true }).first().waitFor();
    await page.getByText('Your AI training session has begun!').first().waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    // The lesson's questions (domain/catalog/accountingFundamentals.ts), the first one wrong.
    const debitRent =
      'A journal entry debits Rent Expense $1,500. What must be true of its credits?';
    await pick(title, debitRent, 'They total $0, since rent is an expense');
    await pick(
      title,
      'You buy $200 of supplies on the business credit card. Which entry records it?',
      'Debit Supplies $200, credit Credit Card $200',
    );
    await pick(
      title,
      'Which equation do balanced books always satisfy?',
      'Assets = Liabilities + Equity',
    );
    await dialog(title).getByRole('button', { name: 'Check Answers' }).click();
    await dialog(title)
      .getByRole('status')
      .getByText(/^2 of 3 right/)
      .waitFor();
    await dialog(title).getByText('Not quite.').waitFor();
    await screenshot(page, 'training-lesson-checked');
    await pick(title, debitRent, 'They total $1,500');
    await dialog(title).getByRole('button', { name: 'Check Answers' }).click();
    await page.getByText('Lesson Completed', { exact: true }).first().waitFor();
    await dialog(title).getByRole('button', { name: 'Back to Lessons' }).click();
    await dialog(title).getByText('✓ Completed').waitFor();
    await dialog(title).getByRole('button', { name: 'Close' }).click();
    await dialog(title).waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'My Progress' }).click();
    await page.getByText('1 of 5 lessons').waitFor();
    await screenshot(page, 'training-my-progress');
  });

  it('keeps each person’s training their own', async () => {
    const other = await openUser(browser, server.url);
    try {
      await signUpFromLanding(other.page, newPerson('Omar', 'Omar Café'));
      await other.page.goto(`${server.url}/ai-training`);
      await other.page.getByRole('heading', { name: 'AI Training Center', level: 1 }).waitFor();
      await other.page.getByRole('tab', { name: 'My Progress' }).click();
      await other.page.getByText('0 of 5 lessons').first().waitFor();
      expect(await tile(other.page, 'Study Hours').innerText()).toBe('0.0');
    } finally {
      await other.context.close();
    }
  });
});
