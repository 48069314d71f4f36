import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startKeel, signUpUser, type TestKeel } from '@keel/sync-server/testing';

// A plugin that uses the ledger, on a server without Bookkeeping: it is left off at start with the
// reason, never handed a ledger that is not there.
let keel: TestKeel;
const logged: string[] = [];

beforeAll(async () => {
  keel = await startKeel({
    pluginsDir: join(import.meta.dirname, 'testing', 'withoutBooks'),
    log: (_level, message) => logged.push(message),
  });
});
afterAll(() => keel.close());

describe('the ledger service without Bookkeeping', () => {
  it('leaves a plugin that uses it off, saying why', async () => {
    expect(logged).toContain(
      'Plugin poster is off: it uses the service bookkeeping.ledger, which no installed plugin provides',
    );
    const owner = await signUpUser(keel.url, 'Olive');
    const answer = await owner.client.post(`/api/companies/${owner.companyId}/poster-entries`, {});
    expect(answer.status).toBe(404);
  });
});
