import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { addMember, Client, signUpUser, type TestUser } from '@keel/sync-server/testing';
import { accessibilityProblems } from '../support/accessibility';
import { launchBrowser, openUser, screenshot, toast } from '../support/browser';
import { newPerson, signUpFromLanding } from '../support/flows';
import { bellaPayrollSetup, directDepositEmployee as employee } from '../support/payrollSetup';
import { startTestServer, type TestServer } from '../support/testServer';

// The accountant's password is used from a new browser to move Bo's direct deposit just before
// the run of 2026-11-27. The owner runs Deep Scan, blocks the takeover (its block reason says the
// deposit is held), then cannot approve the run until she releases Bo's deposit in Payroll AI.
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
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
  const { id: userId, companyId } = login.body.user as { id: string; companyId: string };
  const bella: TestUser = {
    client: api,
    userId,
    companyId,
    email: owner.email,
    password: owner.password,
  };
  const accountant = await signUpUser(server.url, 'Cal');
  await addMember(server, bella, accountant, 'accountant');
  const step = (client: Client, name: string, data: unknown) =>
    client.post('/api/payroll/run', { companyId, step: name, data });
  expect((await step(api, 'setup', bellaPayrollSetup)).status).toBe(200);
  const saved = await step(api, 'configure', {
    employees: [
      employee('emp-ana', 'Ana', '987654321', '123-45-6789'),
      employee('emp-bo', 'Bo', '555000111', '512-44-7788'),
    ],
  });
  expect(saved.status).toBe(200);
  // The accountant's usual sign-in, then theirs from a browser never seen, which moves Bo's pay.
  await new Client(server.url).post('/api/auth/login', {
    email: accountant.email,
    password: accountant.password,
  });
  const stranger = new Client(server.url);
  await stranger.request(
    'POST',
    '/api/auth/login',
    { email: accountant.email, password: accountant.password },
    { 'user-agent': WINDOWS },
  );
  const moved = await step(stranger, 'configure', {
    employees: [employee('emp-bo', 'Bo', '444000999', '512-44-7788')],
    knownEmployeeIds: ['emp-bo'],
  });
  expect(moved.status).toBe(200);
  expect((await step(api, 'run', { payDate: '2026-11-27' })).status).toBe(200);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

describe('Block Transaction holds a payroll deposit', () => {
  it('blocks the takeover, and its block reason says the deposit is held', async () => {
    await page.goto('/fraud-detection');
    await page.getByRole('button', { name: 'Deep Scan' }).first().click();
    await toast(page, 'Scan Complete').waitFor();
    await page
      .getByRole('button', { name: /^Block Transaction of The bank details of Bo Hart/ })
      .click();
    const block = page.getByRole('dialog', { name: 'Block Transaction' });
    await block.getByLabel('Why is this fraud or an error?').fill('Cal changed no account today');
    await block.getByRole('button', { name: 'Block Transaction' }).click();
    await page.getByRole('button', { name: /^Review Block Reason/ }).click();
    const reason = page.getByRole('dialog', { name: 'Review Block Reason' });
    await reason
      .getByText(/The direct deposit of Bo Hart to the account ending 0999 is held/)
      .waitFor();
    await screenshot(page, 'fraud-payroll-deposit-held');
    expect(await accessibilityProblems(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');
  });

  it('refuses the approval while the deposit is held, and approves once it is released', async () => {
    await page.goto('/payroll-ai');
    await page.getByRole('button', { name: 'Review the run of 2026-11-27' }).click();
    await page.getByRole('heading', { name: 'Review & Approve' }).waitFor();
    await page.getByRole('button', { name: 'Approve & Distribute' }).click();
    const held = page.getByRole('dialog', { name: 'Direct Deposit Held' });
    await held.getByText('Held because: Cal changed no account today').waitFor();
    await screenshot(page, 'payroll-direct-deposit-held');
    expect(await accessibilityProblems(page, '[role="dialog"]')).toEqual([]);
    await held.getByRole('button', { name: 'Release deposit of Bo Hart' }).click();
    await toast(page, 'Success').getByText('The direct deposit of Bo Hart is released').waitFor();
    await page.getByRole('button', { name: 'Approve & Distribute' }).click();
    await toast(page, 'Success')
      .getByText(/Payroll approved and distributed successfully/)
      .waitFor();
  });
});
