import { execFileSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { questionBank } from '../../plugins/training/domain/assessment/bank';
import { trainingCatalog } from '../../plugins/training/domain/catalog/catalog';
import { accessibilityProblems } from '../support/accessibility';
import { artifactsDir, launchBrowser, openUser, screenshot } from '../support/browser';
import { newPerson, signUpFromLanding } from '../support/flows';
import { startTestServer, type TestServer } from '../support/testServer';

// A learner opens the AI Training Center, finds Payroll Mastery locked, passes the first lesson of
// Accounting Fundamentals after one wrong answer, and sees it in My Progress; a second person's
// training is untouched. Then the learner passes the rest of the module, fails its assessment,
// passes the retake, downloads the PDF certificate, and a stranger, signed out, checks its code at
// /verify/{code}. Last, a simulation lesson: the learner categorizes a bank line in their own
// training sandbox, a copy of the demo company, and the lesson checks it there. The tests run in
// order.
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

/** The right choice of every question of every module's bank (lessons and final), by prompt. */
const rightChoice = new Map(
  trainingCatalog.flatMap((module) =>
    questionBank(module).map(({ question }) => [
      question.prompt,
      question.choices[question.answer] ?? '',
    ]),
  ),
);

/** Passes the module's lessons through the API, as the learner (cookies of their context). */
async function passModuleLessons(moduleId: string): Promise<void> {
  const headers = { origin: server.url };
  const module = trainingCatalog.find((m) => m.id === moduleId);
  if (!module) throw new Error(`No module ${moduleId}`);
  for (const lesson of module.lessons) {
    const data = { moduleId, lessonId: lesson.id };
    expect((await context.request.post('/api/training/start-lesson', { data, headers })).ok()).toBe(
      true,
    );
    const passed = await context.request.post('/api/training/complete-lesson', {
      data: { ...data, answers: lesson.questions.map((q) => q.answer) },
      headers,
    });
    expect(((await passed.json()) as { passed: boolean }).passed).toBe(true);
  }
}

/** Answers the open assessment: the first `right` questions right, the others wrong. */
async function answerAssessment(title: string, right: number): Promise<void> {
  const groups = await dialog(title).getByRole('group').all();
  expect(groups).toHaveLength(10);
  for (const [i, group] of groups.entries()) {
    const prompt = (await group.locator('legend').innerText()).replace(/^\d+\. /, '');
    const answer = rightChoice.get(prompt);
    if (!answer) throw new Error(`No right choice known for ${prompt}`);
    const choices = await group.locator('label').allInnerTexts();
    const chosen = i < right ? answer : choices.map((c) => c.trim()).find((c) => c !== answer);
    const radio = group.getByRole('radio', { name: chosen ?? '', exact: true });
    await radio.check();
  }
  await dialog(title).getByRole('button', { name: 'Submit Assessment' }).click();
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

  it('certifies a module after a failed assessment and a passed retake, with a PDF', async () => {
    await passModuleLessons('accounting-fundamentals');
    await page.reload();
    await page.getByRole('tab', { name: 'Certifications' }).click();
    const list = page.getByRole('list', { name: 'Certifications' });
    await list.getByText('Pass its lessons to take the assessment: 0 of 6 done.').waitFor();
    await list.getByRole('button', { name: 'Take Assessment: Accounting Fundamentals' }).click();
    const title = 'Accounting Fundamentals assessment';
    await dialog(title).getByRole('group').first().waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    await answerAssessment(title, 5);
    await dialog(title)
      .getByRole('status')
      .getByText('50%: the pass mark is 70%. Review the lessons and take the assessment again.')
      .waitFor();
    await screenshot(page, 'training-assessment-failed');
    await dialog(title).getByRole('button', { name: 'Take Again' }).click();
    await dialog(title).getByRole('button', { name: 'Submit Assessment' }).waitFor();
    await answerAssessment(title, 8);
    await dialog(title)
      .getByRole('status')
      .getByText('You passed Accounting Fundamentals with 80%. Your certificate is ready.')
      .waitFor();
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      dialog(title).getByRole('button', { name: 'Download Certificate' }).click(),
    ]);
    const dir = artifactsDir;
    await mkdir(dir, { recursive: true });
    const pdf = join(dir, 'training-certificate.pdf');
    await file.saveAs(pdf);
    expect(file.suggestedFilename()).toMatch(/^keel-certificate-KEEL(-[0-9A-Z]{4}){3}\.pdf$/);
    const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
    expect(text).toContain('Lena Tester');
    expect(text).toContain('Accounting Fundamentals');
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '60',
      '-singlefile',
      pdf,
      join(dir, 'training-certificate'),
    ]);
    await dialog(title).getByRole('button', { name: 'Back to Certifications' }).click();
    await list.getByText('Certified', { exact: true }).waitFor();
    expect(await tile(page, 'Certificates').innerText()).toBe('1');
    await screenshot(page, 'training-certifications');
  });

  it('lets anyone signed out check the certificate, and only what it states', async () => {
    const code = await page
      .getByRole('list', { name: 'Certifications' })
      .locator('code')
      .first()
      .innerText();
    // Signed in, the holder's link opens the same public page.
    await page.getByRole('link', { name: 'Public verification page' }).click();
    await page.waitForURL(`**/verify/${code}`);
    await page.getByRole('region', { name: 'Certificate' }).getByText('Valid.').waitFor();
    const stranger = await openUser(browser, server.url);
    try {
      await stranger.page.goto(`${server.url}/verify/${code}`);
      const certificate = stranger.page.getByRole('region', { name: 'Certificate' });
      await certificate.getByText('Valid.').waitFor();
      const shown = await certificate.innerText();
      expect(shown).toContain('Lena Tester');
      expect(shown).toContain('Accounting Fundamentals');
      expect(shown).toContain(code);
      expect(shown).not.toContain(learner.email);
      expect(await accessibilityProblems(stranger.page, 'body')).toEqual([]);
      await screenshot(stranger.page, 'training-verify-valid');

      await stranger.page.getByLabel('Verification code').fill('KEEL-0000-0000-0000');
      await stranger.page.getByRole('button', { name: 'Check' }).click();
      await stranger.page
        .getByRole('alert')
        .getByText('No Keel certificate has the code KEEL-0000-0000-0000', { exact: false })
        .waitFor();
      await stranger.page.goto(`${server.url}/verify/not-a-code`);
      await stranger.page
        .getByRole('alert')
        .getByText('A verification code looks like KEEL-XXXX-XXXX-XXXX', { exact: false })
        .waitFor();
      await screenshot(stranger.page, 'training-verify-malformed');
      // Signed out, the rest of the app still sends to the login.
      await stranger.page.goto(`${server.url}/ai-training`);
      await stranger.page.waitForURL('**/login**');
    } finally {
      await stranger.context.close();
    }
  });

  it('passes a simulation lesson by doing its task in the learner’s training sandbox', async () => {
    const title = 'Financial Analysis';
    const lesson = 'Reading a profit and loss statement';
    const startIt = async () => {
      await page.goto(`${server.url}/ai-training`);
      await moduleCard(title).getByRole('button', { name: 'View Module' }).click();
      await dialog(title)
        .getByRole('button', { name: `Start Lesson: ${lesson}` })
        .click();
    };
    await startIt();
    const task = dialog(title).getByRole('region', { name: 'Your task' });
    await task.getByText('Training sandbox — Lena Tester').waitFor();
    await dialog(title).getByRole('button', { name: 'Check Task' }).click();
    await dialog(title)
      .getByRole('status')
      .getByText(/bank lines waiting in the sandbox still have no account/)
      .waitFor();
    await screenshot(page, 'training-simulation-task');

    await dialog(title).getByRole('button', { name: 'Open AI Bookkeeping in the sandbox' }).click();
    await page.waitForURL('**/bookkeeping');
    await page.getByRole('tab', { name: 'Transactions' }).click();
    await page
      .getByRole('button', { name: /^Categorize / })
      .first()
      .click();
    const edit = dialog('Edit Transaction');
    const account = edit.getByLabel('Account', { exact: true });
    const accounts = await account.locator('option').all();
    const values = await Promise.all(accounts.map((o) => o.getAttribute('value')));
    const chosen = values.find((v) => v !== null && v !== '' && !v.startsWith('uncategorized'));
    await account.selectOption(chosen ?? '');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.waitFor({ state: 'detached' });

    await startIt();
    await dialog(title).getByRole('button', { name: 'Check Task' }).click();
    await page.getByText('Lesson Completed', { exact: true }).first().waitFor();
    await dialog(title)
      .getByRole('status')
      .getByText(/^Bank line categorized: /)
      .waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    await screenshot(page, 'training-simulation-passed');
  });
});
