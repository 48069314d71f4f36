import type { Page } from 'playwright-core';

/** A person's sign-up details. */
export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  companyName: string;
  password: string;
}

let counter = 0;

/** A new person with a unique e-mail and a password no dictionary knows. */
export function newPerson(firstName: string, companyName: string): Person {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    firstName,
    lastName: 'Tester',
    email: `${firstName.toLowerCase()}.${tag}@example.com`,
    companyName,
    password: `Kx!${tag}-ledger-${counter * 7919}`,
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
