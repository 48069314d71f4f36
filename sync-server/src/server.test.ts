import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  signUpUser,
  startKeel,
  strongPassword,
  uniqueEmail,
  type TestKeel,
} from './testing/testServer';
import { connect, eventually, synced } from './testing/syncClient';

let staticDir = '';
let keel: TestKeel;
beforeAll(async () => {
  staticDir = await mkdtemp(join(tmpdir(), 'keel-static-'));
  await mkdir(join(staticDir, 'assets'));
  await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>Keel</title>');
  await writeFile(join(staticDir, 'assets', 'index-AbCdEf12.js'), 'console.log(1)');
  keel = await startKeel({ staticDir, docIdleMs: 300 });
});
afterAll(async () => {
  await keel.close();
  await rm(staticDir, { recursive: true, force: true });
});

describe('the web app', () => {
  it('serves hashed assets for a year and index.html uncached, with SPA fallback', async () => {
    const asset = await fetch(`${keel.url}/assets/index-AbCdEf12.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(asset.headers.get('content-type')).toContain('javascript');
    const head = await fetch(`${keel.url}/assets/index-AbCdEf12.js`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('14');
    const route = await fetch(`${keel.url}/dashboard/settings`);
    expect(route.status).toBe(200);
    expect(route.headers.get('cache-control')).toBe('no-cache');
    expect(await route.text()).toContain('<title>Keel</title>');
    expect((await fetch(`${keel.url}/assets/missing-12345678.js`)).status).toBe(404);
    expect((await fetch(`${keel.url}/..%2f..%2fetc%2fpasswd`)).status).not.toBe(500);
    const api = await fetch(`${keel.url}/api/nothing-here`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ error: 'Not found' });
  });
});

describe('documents in memory', () => {
  it('evicts an idle document with no connections and reloads it from disk', async () => {
    const owner = await signUpUser(keel.url);
    const provider = connect(keel.wsUrl, owner.companyId, owner.client.cookie);
    await synced(provider);
    provider.destroy();
    await eventually(() => !keel.server.services.docs.isLoaded(owner.companyId), 5000);
    const store = await keel.server.services.docs.store(owner.companyId, 'core');
    expect(store.getCell('company', 'profile', 'name')).toBe('Acme LLC');
  });
});

describe('behind https', () => {
  it('names the cookie __Host-keel_session and marks it Secure', async () => {
    const secure = await startKeel({ publicUrl: 'https://keel.example' });
    try {
      const client = new Client(secure.url);
      const res = await client.request(
        'POST',
        '/api/auth/signup',
        {
          firstName: 'S',
          lastName: 'T',
          email: uniqueEmail(),
          companyName: 'Secure Co',
          password: strongPassword(),
        },
        { origin: 'https://keel.example' },
      );
      expect(res.status).toBe(201);
      expect(client.lastSetCookie).toMatch(
        /^__Host-keel_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Secure$/,
      );
      // The request's own host is not the app's origin once PUBLIC_URL is set.
      expect((await client.post('/api/companies', { name: 'X' })).status).toBe(403);
    } finally {
      await secure.close();
    }
  });
});
