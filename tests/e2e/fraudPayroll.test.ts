import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { addMember, signUpUser, type TestUser } from '@keel/sync-server/testing';
import { accessibilityProblems } from '../support/accessibility';
import { launchBrowser, openUser, screenshot, toast } from '../support/browser';
import { startTestServer, type TestServer } from '../support/testServer';
import { bellaPayrollSetup, directDepositEmployee as employee } from '../support/payrollSetup';

// Payroll pays Cy Hart, with no SSN on file, into the account Ana and Bo Hart are paid into, and
// the books hold one invoice paid twice. The owner's Deep Scan finds both and the owner sees both
// on /fraud-detection; a viewer of the same company, in another browser, sees the duplicate
// payment but nothing of payroll's.
let server: TestServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let owner: TestUser;
let viewer: TestUser;

const step = async (name: string, data: unknown) => {
  const res = await owner.client.post('/api/payroll/run', {
    companyId: owner.companyId,
    step: name,
    data,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

async function signedIn(user: TestUser): Promise<Page> {
  const { context, page } = await openUser(browser, server.url);
  contexts.push(context);
  context.setDefaultTimeout(10_000);
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/dashboard');
  await page
    .getByRole('navigation')
    .getByRole('link', { name: /Fraud Detection/ })
    .click();
  await page.waitForURL('**/fraud-detection');
  await page.getByRole('heading', { name: 'AI Fraud Detection', level: 1 }).waitFor();
  return page;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  owner = await signUpUser(server.url, 'Bella', 'Bella Design Studio');
  viewer = await signUpUser(server.url, 'Vic', 'Vic Co');
  await addMember(server, owner, viewer, 'viewer');
  expect((await viewer.client.post(`/api/companies/${owner.companyId}/switch`)).status).toBe(200);
  await step('setup', bellaPayrollSetup);
  await step('configure', {
    employees: [
      employee('emp-ana', 'Ana', '987654321', '123-45-6789'),
      employee('emp-bo', 'Bo', '987654321', '512-44-7788'),
      employee('emp-cy', 'Cy', '987654321'),
    ],
  });
  for (const date of ['2026-11-02', '2026-11-09'])
    expect(
      (
        await owner.client.post(`/api/companies/${owner.companyId}/transactions`, {
          description: 'Acme Supplies',
          amount: '-1250.00',
          accountId: 'meals',
          transactionDate: date,
          bankAccountId: 'checking',
          reference: 'INV-1043',
        })
      ).status,
    ).toBe(201);
  const run = await step('run', { payDate: '2026-11-27' });
  await step('approve', { payrollRunId: (run.payrollRun as { id: string }).id });
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.close();
});

describe('Fraud Detection and payroll in the browser', () => {
  it('shows the owner what the Deep Scan found in payroll', async () => {
    const page = await signedIn(owner);
    await page.getByRole('button', { name: 'Deep Scan' }).first().click();
    await toast(page, 'Scan Complete')
      .getByText('Fraud detection scan completed successfully')
      .waitFor();
    const threats = page.getByRole('list', { name: 'Threats' });
    await threats.getByText('Cy Hart is paid without a Social Security number on file').waitFor();
    await threats.getByText(/Ana Hart and Bo Hart and Cy Hart are paid into the same/).waitFor();
    await threats.getByRole('button', { name: /^Details of Possible duplicate payment/ }).waitFor();
    await screenshot(page, 'fraud-payroll-owner');
    expect(await accessibilityProblems(page)).toEqual([]);
  });

  it('shows a viewer nothing of it', async () => {
    const page = await signedIn(viewer);
    // The company's threat has arrived, and none of payroll's is there.
    const threats = page.getByRole('list', { name: 'Threats' });
    await threats.getByRole('button', { name: /^Details of Possible duplicate payment/ }).waitFor();
    expect(await threats.getByRole('listitem').count()).toBe(1);
    expect(await page.locator('body').innerText()).not.toContain('Hart');
    await screenshot(page, 'fraud-payroll-viewer');
  });
});
