import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openUser, takeCspViolations } from './browser';

// The CSP watch every browser test relies on: it must see a violation when there is one.
let server: Server;
let url = '';
let browser: Browser;

beforeAll(async () => {
  server = createServer((req, res) => {
    res.setHeader('Content-Security-Policy', "default-src 'self'; script-src 'self'");
    res.setHeader('Content-Type', 'text/html');
    res.end(
      req.url === '/inline'
        ? '<!doctype html><title>x</title><script>document.title = "ran"</script>'
        : '<!doctype html><title>clean</title><p>No script here.</p>',
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server.close(resolve));
});

describe('the browser tests’ CSP watch', () => {
  it('reports an inline script the policy blocks', async () => {
    const { context, page } = await openUser(browser, url);
    await page.goto('/inline');
    // Both ways in: the page's securitypolicyviolation event and the console's error.
    const seen: string[] = [];
    await expect
      .poll(() => {
        seen.push(...takeCspViolations());
        return [...seen].sort();
      })
      .toEqual([
        expect.stringMatching(/violates the following Content Security Policy directive/),
        expect.stringMatching(/^script-src-elem blocked inline/),
      ]);
    expect(await page.title()).toBe('x');
    await context.close();
  });

  it('reports nothing for a page within the policy', async () => {
    const { context, page } = await openUser(browser, url);
    await page.goto('/clean');
    await page.getByText('No script here.').waitFor();
    await context.close();
    expect(takeCspViolations()).toEqual([]);
  });
});
