import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { accessibilityProblems } from '../support/accessibility';
import { launchBrowser, openUser, screenshot } from '../support/browser';
import { newPerson, signUpFromLanding } from '../support/flows';
import { startTestServer, type TestServer } from '../support/testServer';

// A server whose hourly sync allowance is too small for even one task, so the first change the
// person makes is refused for its size (docs/security.md, "Sync: size limits").
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startTestServer({ syncLimits: { growthBytesPerHour: 64 } }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('a change over a sync size limit', () => {
  it('tells the person it was not saved, which limit, and that it is kept on the device', async () => {
    const { context, page } = await openUser(browser, server.url);
    await signUpFromLanding(page, newPerson('Tess', 'Tiny Limits LLC'));
    await page.getByRole('status', { name: 'Sync: Synced' }).waitFor();
    await page.getByLabel('New task').fill('Send the third-quarter invoices to the accountant');
    await page.getByRole('button', { name: 'Add task' }).click();

    await page.getByRole('status', { name: 'Sync: Not saved: too large' }).waitFor();
    const banner = page.getByRole('alert').filter({ hasText: 'not being saved to the server' });
    await banner.waitFor();
    expect(await banner.textContent()).toContain(
      'Your changes are not being saved to the server: You synced more than 64 bytes into this company within an hour: try again later. They are kept on this device.',
    );
    // The task stays on screen, from this browser's own copy.
    await page.getByText('Send the third-quarter invoices to the accountant').waitFor();
    await screenshot(page, 'sync-too-large');
    expect(await accessibilityProblems(page, 'body')).toEqual([]);
    await context.close();
  });
});
