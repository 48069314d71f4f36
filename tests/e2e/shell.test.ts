import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { localToday } from '@keel/core/domain';
import { accessibilityProblems } from '../support/accessibility';
import { launchBrowser, openUser, screenshot, toast } from '../support/browser';
import { newPerson, signUpFromLanding } from '../support/flows';
import { startTestServer, type TestServer } from '../support/testServer';

// The header's search (Ctrl K) and Voice Command, for an owner of a new company.
let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  ({ context, page } = await openUser(browser, server.url));
  context.setDefaultTimeout(10_000);
  // A speech recogniser that listens for a few seconds, then finds the microphone blocked.
  await context.addInitScript(() => {
    // Chromium has the unprefixed constructor too; both are replaced.
    const w = window as unknown as Record<string, unknown>;
    w.SpeechRecognition = w.webkitSpeechRecognition = class {
      lang = '';
      interimResults = false;
      onerror: ((e: { error: string }) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        setTimeout(() => {
          this.onerror?.({ error: 'not-allowed' });
          this.onend?.();
        }, 4000);
      }
    };
  });
  await signUpFromLanding(page, newPerson('Rosa', 'Rosa Office Supply'));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

/** Sends a write to the API as the signed-in browser does. */
async function post(path: string, data: unknown): Promise<Record<string, unknown>> {
  const res = await page.request.post(path, { data, headers: { origin: server.url } });
  if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

async function search(query: string) {
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Search Keel' });
  await palette.getByRole('combobox').fill(query);
  return palette;
}

describe('the header in the browser', () => {
  it('Ctrl K finds accounts, transactions and employees, and opens them', async () => {
    const me = (await (await page.request.get('/api/user')).json()) as {
      id: string;
      companyId: string;
    };
    await post(`/api/companies/${me.companyId}/transactions`, {
      description: 'Staples office chairs',
      amount: '-249.99',
      accountId: 'office-supplies',
      transactionDate: localToday(server.clock.now()),
      reference: 'INV-7731',
    });
    await post('/api/payroll/run', {
      userId: me.id,
      companyId: me.companyId,
      step: 'configure',
      data: {
        employees: [
          {
            id: 'emp-grace',
            firstName: 'Grace',
            lastName: 'Hopper',
            email: 'grace@example.com',
            payType: 'salary',
            salary: 91000,
            jobTitle: 'Office Manager',
            paymentMethod: 'check',
          },
        ],
      },
    });

    await page.goto('/dashboard');
    await page.getByRole('status', { name: 'Sync: Synced' }).waitFor();
    const palette = await search('office');
    const options = palette.getByRole('option');
    await palette.getByRole('option', { name: /Office Supplies/ }).waitFor();
    await palette.getByRole('option', { name: /Staples office chairs/ }).waitFor();
    await palette.getByRole('option', { name: /Grace Hopper/ }).waitFor();
    expect(await options.allInnerTexts()).toEqual(
      expect.arrayContaining([expect.stringMatching(/Account 6400/)]),
    );
    await screenshot(page, 'palette-records');
    expect(await accessibilityProblems(page, '[role="dialog"]')).toEqual([]);

    // A transaction opens on the Bookkeeping screen's Transactions tab, its details open.
    await palette.getByRole('option', { name: /Staples office chairs/ }).click();
    await page.waitForURL('**/bookkeeping?tab=transactions&transaction=*');
    const details = page.getByRole('dialog', { name: 'Transaction Details' });
    await details.getByText('INV-7731').first().waitFor();
    await screenshot(page, 'palette-opened-transaction');
    await page.keyboard.press('Escape');
    await expect.poll(() => new URL(page.url()).search).toBe('?tab=transactions');

    // An employee, found by name, opens on Payroll AI.
    const byName = await search('grace');
    await byName.getByRole('option', { name: /Grace Hopper/ }).click();
    await page.waitForURL('**/payroll-ai?employee=emp-grace');
    const record = page.getByRole('dialog', { name: 'Grace Hopper' });
    await record.getByText('Office Manager').waitFor();
    await record.getByText('$91,000.00 / year').waitFor();
    await screenshot(page, 'palette-opened-employee');
  });

  it('Voice Command shows that it listens, then says the microphone is blocked', async () => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Voice Command' }).click();
    await page.getByRole('button', { name: 'Listening...' }).waitFor();
    expect(await page.getByText('Listening. Say a page name.').isVisible()).toBe(true);
    await screenshot(page, 'voice-listening');
    await toast(page, 'Voice Command')
      .getByText(/The microphone is blocked/)
      .waitFor();
    await page.getByRole('button', { name: 'Voice Command', pressed: false }).waitFor();
    await screenshot(page, 'voice-microphone-blocked');
  });
});
