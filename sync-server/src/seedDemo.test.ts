import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_KEY } from './storage/collections';
import { postgresAvailable, startTestPostgres, type TestPostgres } from './testing/testPostgres';
import { Client, startKeel, type TestKeel } from './testing/testServer';
import { seedDemo } from './seedDemo';

let cluster: TestPostgres;
beforeAll(async () => {
  if (postgresAvailable()) cluster = await startTestPostgres();
});
afterAll(async () => cluster?.close());

describe.runIf(postgresAvailable())('the demo of a first start, with two processes', () => {
  it('is filled by one process; every password a start prints signs in, on either process', async () => {
    const databaseUrl = await cluster.database();
    const secret = 'a-secret-of-more-than-thirty-two-characters';
    const servers: TestKeel[] = [];
    const logged: string[] = [];
    const log = (_level: string, message: string) => logged.push(message);
    try {
      servers.push(
        await startKeel({ databaseUrl, secret, log }),
        await startKeel({ databaseUrl, secret, log }),
      );
      const printed = await Promise.all(servers.map((keel) => seedDemo(keel.server)));
      const passwords = printed.flatMap((demo) => (demo ? [demo.password] : []));
      expect(passwords.length).toBeGreaterThan(0);
      // One of them fills it: two sets of rows would have each one's guards undo the other's.
      expect(logged.filter((message) => message === 'Filling the demo company')).toHaveLength(1);
      // What the next start prints is what is stored.
      const stored = await servers[0]!.server.services.storage.demo.get(DEMO_KEY);
      passwords.push(servers[0]!.server.services.secrets.open(stored!.password!));
      for (const password of passwords)
        for (const keel of servers) {
          const login = await new Client(keel.url).post('/api/auth/login', {
            email: 'demo@keel.local',
            password,
          });
          expect(login.status).toBe(200);
        }
    } finally {
      for (const keel of servers) await keel.close();
    }
  });
});
