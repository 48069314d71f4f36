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
  await page.getByLabel('Email').fill(person.email);
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
