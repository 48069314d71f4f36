import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fixedClock } from '@keel/core/domain';
import type { KeelServerOptions } from '@keel/sync-server';
import { startKeel, type TestKeel } from '@keel/sync-server/testing';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The moment the browser tests are set in, local time: the test server's clock and every page's
 * (openUser) read it, so "today" is the same on both sides and never the machine's.
 */
export const E2E_NOW = '2026-11-25T10:00:00';

/** The server's own test harness, serving the built web app, plus a wait for e-mail. */
export interface TestServer extends TestKeel {
  /** Waits for an e-mail to `to` whose text matches, and returns it. */
  waitForMail(to: string, matching: RegExp): Promise<string>;
}

/**
 * Starts the server the way `npm start` does (real plugins, built app), but isolated, on a clock
 * fixed at E2E_NOW unless the test gives another.
 */
export async function startTestServer(
  options: Partial<KeelServerOptions> = {},
): Promise<TestServer> {
  const keel = await startKeel({
    staticDir: join(repoRoot, 'core', 'dist'),
    clock: fixedClock(E2E_NOW),
    ...options,
  });
  return {
    ...keel,
    async waitForMail(to, matching) {
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline) {
        const mail = await keel.mailTo(to).catch(() => '');
        if (matching.test(mail)) return mail;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`No e-mail to ${to} matching ${matching} within 10 s`);
    },
  };
}
