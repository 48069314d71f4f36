import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { signUpUser } from '@keel/sync-server/testing';
import { accessibilityProblems } from '../support/accessibility';
import { launchBrowser, openUser, screenshot, toast } from '../support/browser';
import { fillSignUp, newPerson, signUpFromLanding } from '../support/flows';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The header's live company name, as the company switcher shows it. */
const header = (page: Page) => page.getByRole('banner');

describe('Keel in the browser', () => {
  it('signs up from the landing page and lands on the dashboard', async () => {
    const { context, page } = await openUser(browser, server.url);
    // Signed-out pages ask who is signed in without a failed request (a red 401 in the console).
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    for (const path of ['/', '/login', '/signup'])
      await page.goto(path, { waitUntil: 'networkidle' });
    expect(consoleErrors).toEqual([]);

    const owner = newPerson('Olivia', 'Olivia Bakery LLC');
    await signUpFromLanding(page, owner);
    await page.getByText('Welcome back, Olivia!').waitFor();
    await header(page).getByText('Olivia Bakery LLC').first().waitFor();
    await page.getByRole('status', { name: 'Sync: Synced' }).waitFor();
    await screenshot(page, 'dashboard-after-signup');
    // The whole signed-in page: shell, header and the dashboard.
    expect(await accessibilityProblems(page, 'body')).toEqual([]);
    expect(await offlineCopies(page)).not.toEqual([]);

    // Signed in, /login has nothing to offer: it opens the dashboard.
    await page.goto('/login');
    await page.waitForURL('**/dashboard');
    await page.getByText('Welcome back, Olivia!').waitFor();

    // The sidebar's Sign Out (spec 2.3: back to /) with a toast that says so, and no books left in
    // this browser.
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await page.getByRole('button', { name: 'Sign Out' }).first().click();
    await page.getByText('Signing Out', { exact: true }).waitFor();
    await toast(page, 'Signing Out').getByText('Redirecting to home page...').waitFor();
    await screenshot(page, 'sidebar-sign-out');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Start 7-Day Free Trial' }).first().waitFor();
    await expect.poll(() => offlineCopies(page), { timeout: 5000 }).toEqual([]);
    await context.close();
  });

  it('says a taken e-mail already has an account and signs in with it from there', async () => {
    const existing = await signUpUser(server.url, 'Tess', 'Tess Co');
    const { context, page } = await openUser(browser, server.url);
    await page.goto('/signup');
    await fillSignUp(page, { ...newPerson('Tess', 'Another Co'), email: existing.email });
    await page.getByText('An account with this email already exists').waitFor();
    await screenshot(page, 'signup-email-taken');
    await page.getByRole('link', { name: `Sign in as ${existing.email}` }).click();
    await page.waitForURL('**/login?**');
    expect(await page.getByLabel('Email').inputValue()).toBe(existing.email);
    await page.getByLabel('Password', { exact: true }).fill(existing.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText('Welcome back, Tess!').waitFor();
    await context.close();
  });

  it('refuses a mismatched confirmation with the specification message and creates nothing', async () => {
    const { context, page } = await openUser(browser, server.url);
    const person = newPerson('Mira', 'Mira Co');
    await page.goto('/signup');
    await page.getByLabel('First name').fill(person.firstName);
    await page.getByLabel('Last name').fill(person.lastName);
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Company name').fill(person.companyName);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByLabel('Confirm password').fill(`${person.password}x`);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Password Mismatch', { exact: true }).waitFor();
    expect(page.url()).toContain('/signup');
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email: person.email, password: person.password, rememberMe: false }),
    });
    expect(login.status).toBe(401);
    await context.close();
  });

  it("shows a plugin's alerts on the bell as they are raised, by severity, and another company's unread", async () => {
    const owner = await signUpUser(server.url, 'Hana', 'Hana Foods LLC');
    // Her second company is the one she works in after signing in.
    const created = await owner.client.post('/api/companies', { name: 'Hana Catering Inc' });
    const catering = (created.body.company as { id: string }).id;
    const { context, page } = await openUser(browser, server.url);
    await page.goto('/login');
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password', { exact: true }).fill(owner.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');
    await header(page).getByText('Hana Catering Inc').first().waitFor();
    await page.getByRole('button', { name: 'Notifications' }).waitFor();

    // What a plugin raises through core.notifications reaches the open page without a reload.
    const raise = (companyId: string, severity: 'high' | 'medium', title: string, body: string) =>
      server.server.services.notifications.raise({
        companyId,
        to: { roles: ['owner'] },
        severity,
        title,
        body,
        link: '/settings/company',
      });
    await raise(owner.companyId, 'medium', 'Sales tax return due in 7 days', 'File by Dec 31.');
    await raise(catering, 'high', 'Payroll tax deposit overdue', 'The November deposit is late.');
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    const list = page.getByRole('dialog', { name: 'Notifications' });
    await list.getByRole('link', { name: 'Payroll tax deposit overdue' }).waitFor();
    await list.getByText('High severity').waitFor();
    await list.getByText('1 unread in Hana Foods LLC').waitFor();
    expect(await list.getByText('Sales tax return due in 7 days').count()).toBe(0);
    await screenshot(page, 'notification-bell-alerts');
    expect(await accessibilityProblems(page, 'body')).toEqual([]);
    await context.close();
  });

  it('owner and invited accountant see each other live, also after the accountant was offline', async () => {
    const ownerSide = await openUser(browser, server.url);
    const accountantSide = await openUser(browser, server.url);
    const ownerPage = ownerSide.page;
    const accountantPage = accountantSide.page;
    const owner = newPerson('Omar', 'Omar Hardware Inc');
    const accountant = newPerson('Ines', 'Ines Accounting');

    // The owner signs up and invites the accountant from Company Settings.
    await signUpFromLanding(ownerPage, owner);
    await ownerPage.goto('/settings/company');
    await ownerPage.getByLabel('Email').fill(accountant.email);
    await ownerPage.getByLabel('Role').selectOption({ label: 'Accountant' });
    await ownerPage.getByRole('button', { name: 'Send invite' }).click();
    await ownerPage
      .getByRole('list', { name: 'Pending invites' })
      .getByText(accountant.email)
      .waitFor();

    // The accountant follows the e-mailed link, creates an account, accepts, lands in the company.
    const mail = await server.waitForMail(accountant.email, /\/invite\//);
    const link = /https?:\/\/[^\s"<>]+\/invite\/[A-Za-z0-9_-]+/.exec(mail)?.[0];
    expect(link).toBeTruthy();
    await accountantPage.goto(new URL(link ?? '').pathname);
    await accountantPage.getByRole('link', { name: 'Create an account' }).click();
    // The invitation's own sign-up: the invited e-mail, fixed; no company of the accountant's own.
    await accountantPage.getByRole('heading', { name: 'Create your account' }).waitFor();
    const invitedEmail = accountantPage.getByLabel('Email');
    await expect.poll(() => invitedEmail.inputValue()).toBe(accountant.email);
    expect(await invitedEmail.isEditable()).toBe(false);
    expect(await accountantPage.getByLabel('Company name').count()).toBe(0);
    await screenshot(accountantPage, 'invite-signup');
    expect(await accessibilityProblems(accountantPage, 'body')).toEqual([]);
    await fillSignUp(accountantPage, accountant);
    await accountantPage.waitForURL('**/dashboard', { timeout: 15_000 });
    await accountantPage.getByText('Welcome back, Ines!').waitFor();
    await header(accountantPage).getByText('Omar Hardware Inc').first().waitFor();
    await header(accountantPage).getByText('Accountant mode').waitFor();
    // Only the inviting company: the switcher is a single badge, not a list of two.
    expect(
      await header(accountantPage)
        .getByText(/Switch Company/)
        .count(),
    ).toBe(0);

    // The owner hears of it once, live (no reload), and the notification opens Company Settings
    // with the new member.
    await ownerPage.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    await ownerPage.getByRole('link', { name: 'Invitation accepted' }).waitFor();
    await screenshot(ownerPage, 'notification-bell-live');
    await ownerPage.getByRole('link', { name: 'Invitation accepted' }).click();
    await ownerPage.waitForURL('**/settings/company');
    await ownerPage.getByRole('heading', { name: 'Company Settings' }).waitFor();
    await ownerPage.getByText(accountant.email).first().waitFor();
    expect(await ownerPage.getByText('Page not found').count()).toBe(0);

    // The owner renames the company; the accountant's header follows without a reload.
    await ownerPage.goto('/settings/company');
    const name = ownerPage.getByLabel('Company name');
    await name.fill('Omar Hardware & Supply Inc');
    await ownerPage.getByRole('button', { name: 'Save changes' }).click();
    await header(accountantPage)
      .getByText('Omar Hardware & Supply Inc')
      .first()
      .waitFor({ timeout: 2000 });
    await header(ownerPage)
      .getByText('Omar Hardware & Supply Inc')
      .first()
      .waitFor({ timeout: 2000 });
    await screenshot(accountantPage, 'accountant-sees-rename');

    // The accountant goes offline; both add a task for the other.
    await ownerPage.goto('/dashboard');
    await ownerPage.getByText('Welcome back, Omar!').waitFor();
    await accountantSide.context.setOffline(true);
    await header(accountantPage)
      .getByText(/Offline/)
      .first()
      .waitFor();
    await addTask(ownerPage, 'Send the December bank statement');
    await addTask(accountantPage, 'Approve the November payroll');
    await header(accountantPage)
      .getByText(/1 pending/)
      .first()
      .waitFor();
    await screenshot(accountantPage, 'accountant-offline-pending');
    expect(await accountantPage.getByText('Send the December bank statement').count()).toBe(0);

    // Back online: both edits on both screens.
    await accountantSide.context.setOffline(false);
    for (const page of [ownerPage, accountantPage]) {
      await page
        .getByRole('checkbox', { name: 'Send the December bank statement' })
        .waitFor({ timeout: 10_000 });
      await page
        .getByRole('checkbox', { name: 'Approve the November payroll' })
        .waitFor({ timeout: 10_000 });
    }
    await header(accountantPage)
      .getByText(/Synced/)
      .first()
      .waitFor();
    await screenshot(ownerPage, 'owner-after-merge');
    await ownerSide.context.close();
    await accountantSide.context.close();
  });
});

/** Names of this browser's IndexedDB copies of company documents. */
async function offlineCopies(page: Page): Promise<string[]> {
  return page.evaluate(async () =>
    (await indexedDB.databases())
      .map((db) => db.name ?? '')
      .filter((name) => name.startsWith('keel:')),
  );
}

async function addTask(page: Page, title: string): Promise<void> {
  await page.getByLabel('New task').fill(title);
  await page.getByRole('button', { name: 'Add task' }).click();
  await page.getByRole('checkbox', { name: title }).waitFor();
}
