import type { Page } from 'playwright-core';
import { strongPassword, uniqueEmail } from '@keel/sync-server/testing';

/** A person's sign-up details. */
export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  companyName: string;
  password: string;
}

/** A new person with a unique e-mail and a password no dictionary knows. */
export function newPerson(firstName: string, companyName: string): Person {
  return {
    firstName,
    lastName: 'Tester',
    email: uniqueEmail(firstName.toLowerCase()),
    companyName,
    password: strongPassword(),
  };
}

/** Fills and sends the sign-up form that is on screen. */
export async function fillSignUp(page: Page, person: Person): Promise<void> {
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  // An invitation's sign-up shows the invited e-mail, read-only.
  const email = page.getByLabel('Email');
  if (await email.isEditable()) await email.fill(person.email);
  const company = page.getByLabel('Company name');
  if (await company.isVisible()) await company.fill(person.companyName);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Confirm password').fill(person.password);
  await page.getByRole('button', { name: /create account/i }).click();
}

/** Signs up through the landing page and waits for the dashboard. */
export async function signUpFromLanding(page: Page, person: Person): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Start 7-Day Free Trial' }).first().click();
  await fillSignUp(page, person);
  await page.waitForURL('**/dashboard', { timeout: 15_000 });
}

/**
 * The owner (signed in on `ownerPage`) invites `accountant` from Company Settings; the accountant
 * follows the e-mailed link on `accountantPage`, creates an account through the invitation and
 * lands on the dashboard of the owner's company.
 */
export async function inviteAccountant(
  waitForMail: (to: string, matching: RegExp) => Promise<string>,
  ownerPage: Page,
  accountantPage: Page,
  accountant: Person,
): Promise<void> {
  await ownerPage.goto('/settings/company');
  await ownerPage.getByLabel('Email').fill(accountant.email);
  await ownerPage.getByLabel('Role').selectOption({ label: 'Accountant' });
  await ownerPage.getByRole('button', { name: 'Send invite' }).click();
  await ownerPage
    .getByRole('list', { name: 'Pending invites' })
    .getByText(accountant.email)
    .waitFor();

  const mail = await waitForMail(accountant.email, /\/invite\//);
  const link = /https?:\/\/[^\s"<>]+\/invite\/[A-Za-z0-9_-]+/.exec(mail)?.[0];
  if (!link) throw new Error(`The invitation e-mail to ${accountant.email} has no invite link`);
  await accountantPage.goto(new URL(link).pathname);
  await accountantPage.getByRole('link', { name: 'Create an account' }).click();
  await fillSignUp(accountantPage, accountant);
  await accountantPage.waitForURL('**/dashboard', { timeout: 15_000 });
}
