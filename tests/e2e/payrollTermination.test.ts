import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { Client } from '@keel/sync-server/testing';
import { accessibilityProblems } from '../support/accessibility';
import { launchBrowser, openUser, screenshot, toast } from '../support/browser';
import { newPerson, signUpFromLanding } from '../support/flows';
import { bellaPayrollSetup, directDepositEmployee as employee } from '../support/payrollSetup';
import { startTestServer, type TestServer } from '../support/testServer';

// The owner terminates an employee from the Employee Configuration step: the dialog asks for the
// last day, names a missing one beside its field, and the employee is then shown as terminated.
// The owner also edits a saved employee's home address, the sealed numbers shown only as on file.
let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const owner = newPerson('Bella', 'Bella Design Studio');

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  ({ context, page } = await openUser(browser, server.url));
  context.setDefaultTimeout(10_000);
  await signUpFromLanding(page, owner);
  const api = new Client(server.url);
  const login = await api.post('/api/auth/login', { email: owner.email, password: owner.password });
  const companyId = (login.body.user as { companyId: string }).companyId;
  const step = (name: string, data: unknown) =>
    api.post('/api/payroll/run', { companyId, step: name, data });
  expect((await step('setup', bellaPayrollSetup)).status).toBe(200);
  const saved = await step('configure', {
    employees: [
      employee('emp-ana', 'Ana', '987654321', '123-45-6789'),
      employee('emp-bo', 'Bo', '555000111', '512-44-7788'),
    ],
  });
  expect(saved.status).toBe(200);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

describe('Terminate an employee in the browser', () => {
  it('asks for the last day, names a missing one, and shows the employee as terminated', async () => {
    await page.goto('/payroll-ai');
    await page.getByRole('button', { name: 'Start Payroll Setup' }).click();
    await page.getByRole('button', { name: 'Continue to Employee Setup' }).click();
    const table = page.getByRole('table', { name: 'Employees' });
    await table.getByText('Bo Hart').waitFor();
    await page.getByRole('button', { name: 'Terminate Bo Hart' }).click();
    const dialog = page.getByRole('dialog', { name: 'Terminate Bo Hart' });
    await dialog.getByRole('button', { name: 'Terminate Employee' }).click();
    await dialog.getByText('Termination date is required for a terminated employee').waitFor();
    await screenshot(page, 'payroll-terminate-missing-date');
    expect(await accessibilityProblems(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByLabel('Termination date').fill('2026-11-20');
    await dialog.getByRole('button', { name: 'Terminate Employee' }).click();
    await toast(page, 'Employee Terminated')
      .getByText('Bo Hart was terminated; last day 2026-11-20.')
      .waitFor();
    await table.getByText('Terminated 2026-11-20').waitFor();
    expect(await page.getByRole('button', { name: 'Terminate Bo Hart' }).count()).toBe(0);
    await screenshot(page, 'payroll-employee-terminated');
    expect(await accessibilityProblems(page)).toEqual([]);
  });
});

describe('Edit a saved employee in the browser', () => {
  it('opens the form prefilled, the sealed numbers on file, and saves a new home address', async () => {
    const table = page.getByRole('table', { name: 'Employees' });
    await page.getByRole('button', { name: 'Edit Ana Hart' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Ana Hart' });
    expect(await dialog.getByLabel('Email').inputValue()).toBe('emp-ana@example.com');
    expect(await dialog.getByLabel('Social Security number').inputValue()).toBe('');
    await screenshot(page, 'payroll-edit-employee-open');
    await dialog
      .getByText('On file ···6789. Leave empty to keep it; a new number replaces it.')
      .waitFor();
    await dialog
      .getByText('On file ···4321. Leave empty to keep it; a new number replaces it.')
      .waitFor();
    await dialog.getByLabel('Home address').fill('9 Elm St, Oakland');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.getByText('Home address must end with its ZIP code, like 94612').waitFor();
    await dialog.getByLabel('Home address').fill('9 Elm St, Oakland, CA 94610');
    await screenshot(page, 'payroll-edit-employee');
    expect(await accessibilityProblems(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Employee Updated')
      .getByText('The changes to Ana Hart were saved.')
      .waitFor();
    await dialog.waitFor({ state: 'detached' });
    await table.getByText('SSN •••-••-6789').waitFor();
    await page.getByRole('button', { name: 'Edit Ana Hart' }).click();
    expect(await dialog.getByLabel('Home address').inputValue()).toBe(
      '9 Elm St, Oakland, CA 94610',
    );
  });
});
