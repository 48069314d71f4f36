import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { cellKey, systemClock, yMapNameFor } from '@keel/core/domain';
import { checkAuditLog } from '../accounts/auditLogCheck';
import { postgresAvailable, startTestPostgres, type TestPostgres } from '../testing/testPostgres';
import { Client, signUpUser, startKeel } from '../testing/testServer';
import { connect, synced } from '../testing/syncClient';
import { copyPostgresToDataDir } from './copyToFiles';
import { copyDataDirToPostgres } from './copyToPostgres';
import { createFileStorage } from './fileStorage';
import { createPostgresStorage } from './postgresStorage';

let cluster: TestPostgres;
beforeAll(async () => {
  if (postgresAvailable()) cluster = await startTestPostgres();
});
afterAll(async () => cluster?.close());

const options = { clock: systemClock, log: () => {}, auditRetentionMonths: 24 };
const profileName = (doc: Y.Doc) =>
  doc.getMap(yMapNameFor('core', 'company')).get(cellKey('profile', 'name'));

describe.runIf(postgresAvailable())('migrate --to postgres, and --to files', () => {
  it('copies a DATA_DIR a server wrote and back, checking each copy, and servers go on from each', async () => {
    // A DATA_DIR with an account, a renamed company, sign-ins, a plugin file and a plugin record.
    const embedded = await startKeel();
    const owner = await signUpUser(embedded.url);
    expect(
      (await owner.client.patch(`/api/companies/${owner.companyId}`, { name: 'Moved Co' })).status,
    ).toBe(200);
    await embedded.server.close();
    const files = await createFileStorage(embedded.dataDir, options);
    const file = await files
      .files('bookkeeping')
      .put(
        owner.companyId,
        { name: 'r.pdf', type: 'application/pdf', createdBy: owner.userId },
        new TextEncoder().encode('%PDF-1'),
        100,
      );
    await files.records('training').put('progress', owner.userId, { lessons: ['intro'] });
    await files.close();

    const databaseUrl = await cluster.database();
    const report = await copyDataDirToPostgres(embedded.dataDir, databaseUrl, () => {});
    expect(report.mismatches).toEqual([]);
    expect(report.counts).toMatchObject({
      users: 1,
      companies: 1,
      memberships: 1,
      'plugin files': 1,
      'plugin records': 1,
    });
    expect(report.counts.documents).toBeGreaterThanOrEqual(1);
    expect(report.counts['audit records']).toBeGreaterThanOrEqual(1);

    // Copying again into a database that holds the data is refused.
    await expect(copyDataDirToPostgres(embedded.dataDir, databaseUrl, () => {})).rejects.toThrow(
      'already holds Keel data',
    );

    const stored = await createPostgresStorage(databaseUrl, options);
    try {
      expect((await checkAuditLog(stored.audit)).check.brokenAt).toBeNull();
      const opened = await stored.files('bookkeeping').open(owner.companyId, file.id);
      expect(await text(opened!.stream)).toBe('%PDF-1');
      expect(await stored.records('training').get('progress', owner.userId)).toEqual({
        lessons: ['intro'],
      });
    } finally {
      await stored.close();
    }

    // A server on the database: the same password signs in, the renamed company syncs.
    const onPostgres = await startKeel({ dataDir: embedded.dataDir, databaseUrl });
    try {
      const client = new Client(onPostgres.url);
      const login = await client.post('/api/auth/login', {
        email: owner.email,
        password: owner.password,
      });
      expect(login.status).toBe(200);
      const provider = connect(onPostgres.wsUrl, owner.companyId, client.cookie);
      await synced(provider);
      expect(profileName(provider.doc)).toBe('Moved Co');
      provider.destroy();
    } finally {
      await onPostgres.close();
      await embedded.close();
    }

    // And back: the database into a new DATA_DIR, which an embedded server goes on from.
    const backDir = await mkdtemp(join(tmpdir(), 'keel-back-'));
    try {
      const back = await copyPostgresToDataDir(databaseUrl, backDir, () => {});
      expect(back.mismatches).toEqual([]);
      expect(back.counts).toMatchObject({ users: 1, companies: 1, 'plugin files': 1 });
      await expect(copyPostgresToDataDir(databaseUrl, backDir, () => {})).rejects.toThrow(
        'already holds Keel data',
      );
      const onFiles = await startKeel({ dataDir: backDir });
      try {
        const { storage } = onFiles.server.services;
        expect((await checkAuditLog(storage.audit)).check.brokenAt).toBeNull();
        const opened = await storage.files('bookkeeping').open(owner.companyId, file.id);
        expect(await text(opened!.stream)).toBe('%PDF-1');
        const client = new Client(onFiles.url);
        expect(
          (await client.post('/api/auth/login', { email: owner.email, password: owner.password }))
            .status,
        ).toBe(200);
        const provider = connect(onFiles.wsUrl, owner.companyId, client.cookie);
        await synced(provider);
        expect(profileName(provider.doc)).toBe('Moved Co');
        provider.destroy();
      } finally {
        await onFiles.close();
      }
    } finally {
      await rm(backDir, { recursive: true, force: true });
    }
  });
});
