import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedDocument } from '../testing/storedDocument';
import * as Y from 'yjs';
import { cellKey, yMapNameFor } from '@keel/core/domain';
import {
  addMember,
  signUpUser,
  startKeel,
  type TestKeel,
  type TestUser,
} from '../testing/testServer';
import { closeOf, connect, eventually, synced } from '../testing/syncClient';

// A plugin with a `payroll` scope: read owner/admin/accountant, write owner/admin.
const pluginsDir = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'testing',
  'fixtures',
  'plugins',
);
const SALARIES = yMapNameFor('paydesk', 'salaries');
const NOTES = yMapNameFor('paydesk', 'notes');

let keel: TestKeel;
let owner: TestUser;
let admin: TestUser;
let accountant: TestUser;
let viewer: TestUser;
let bookkeeper: TestUser;
const payroll = () => `${owner.companyId}:payroll`;
const salaries = (doc: Y.Doc) => doc.getMap<string | number>(SALARIES);

beforeAll(async () => {
  keel = await startKeel({ pluginsDir });
  owner = await signUpUser(keel.url, 'Olive');
  admin = await signUpUser(keel.url, 'Adam');
  accountant = await signUpUser(keel.url, 'Abby');
  viewer = await signUpUser(keel.url, 'Vic');
  bookkeeper = await signUpUser(keel.url, 'Bo');
  await addMember(keel, owner, admin, 'admin');
  await addMember(keel, owner, accountant, 'accountant');
  await addMember(keel, owner, viewer, 'viewer');
  await addMember(keel, owner, bookkeeper, 'bookkeeper');
});
afterAll(() => keel.close());

describe('a restricted scope (payroll)', () => {
  it('refuses roles not in read with 4403 before any document byte', async () => {
    for (const user of [viewer, bookkeeper])
      expect(await closeOf(`${keel.wsUrl}/${payroll()}`, { cookie: user.client.cookie })).toEqual({
        code: 4403,
        reason: 'Your role may not open this',
        messages: 0,
      });
    const stranger = await signUpUser(keel.url);
    expect(
      await closeOf(`${keel.wsUrl}/${payroll()}`, { cookie: stranger.client.cookie }),
    ).toMatchObject({ code: 4403, messages: 0 });
    // The viewer still opens the company document.
    const company = connect(keel.wsUrl, owner.companyId, viewer.client.cookie);
    await synced(company);
    company.destroy();
  });

  it('lets the owner write, another allowed member see it, and an accountant only read', async () => {
    const ownerP = connect(keel.wsUrl, payroll(), owner.client.cookie);
    const adminP = connect(keel.wsUrl, payroll(), admin.client.cookie);
    const accountantP = connect(keel.wsUrl, payroll(), accountant.client.cookie);
    await Promise.all([synced(ownerP), synced(adminP), synced(accountantP)]);

    salaries(ownerP.doc).set(cellKey('ann', 'name'), 'Ann Payee');
    salaries(ownerP.doc).set(cellKey('ann', 'cents'), 5_000_00);
    await eventually(() => salaries(adminP.doc).get(cellKey('ann', 'name')) === 'Ann Payee');
    await eventually(() => salaries(accountantP.doc).get(cellKey('ann', 'cents')) === 5_000_00);

    // The accountant's own edit is dropped by the server: never applied, relayed or stored.
    salaries(accountantP.doc).set(cellKey('ann', 'cents'), 1);
    salaries(accountantP.doc).set(cellKey('eve', 'name'), 'Eve Intruder');
    // A later owner write reaching the accountant proves the server has read its socket by then.
    await new Promise((r) => setTimeout(r, 200));
    salaries(ownerP.doc).set(cellKey('bob', 'name'), 'Bob Payee');
    await eventually(() => salaries(accountantP.doc).has(cellKey('bob', 'name')));
    const server = await keel.server.services.docs.get(payroll());
    expect(salaries(server.doc).get(cellKey('ann', 'cents'))).toBe(5_000_00);
    expect(salaries(server.doc).has(cellKey('eve', 'name'))).toBe(false);
    expect(salaries(ownerP.doc).has(cellKey('eve', 'name'))).toBe(false);
    expect(salaries(adminP.doc).get(cellKey('ann', 'cents'))).toBe(5_000_00);

    await keel.server.services.docs.commit(owner.companyId);
    const onDisk = await storedDocument(keel.dataDir, payroll());
    expect(salaries(onDisk!.doc).get(cellKey('ann', 'name'))).toBe('Ann Payee');
    expect(salaries(onDisk!.doc).get(cellKey('ann', 'cents'))).toBe(5_000_00);
    expect(onDisk!.bytes.toString('latin1')).not.toContain('Eve Intruder');
    for (const p of [ownerP, adminP, accountantP]) p.destroy();
  });

  it('serves the restricted store to plugin routes through data.store(companyId, "payroll")', async () => {
    const path = `/api/paydesk/companies/${owner.companyId}/salaries`;
    const read = await accountant.client.get(path);
    expect(read.status).toBe(200);
    expect(read.body.tableIds).toEqual(['salaries']);
    expect(read.body.salaries).toMatchObject({ ann: { name: 'Ann Payee', cents: 5_000_00 } });
    expect((await viewer.client.get(path)).status).toBe(403);
    expect((await accountant.client.post(`${path}/cy`)).status).toBe(403);

    const adminP = connect(keel.wsUrl, payroll(), admin.client.cookie);
    await synced(adminP);
    expect((await owner.client.post(`${path}/cy`)).status).toBe(204);
    await eventually(() => salaries(adminP.doc).get(cellKey('cy', 'name')) === 'Server row');
    adminP.destroy();
  });

  it('never puts the restricted tables into the company document', async () => {
    const ownerP = connect(keel.wsUrl, owner.companyId, owner.client.cookie);
    await synced(ownerP);
    ownerP.doc.getMap(NOTES).set(cellKey('n1', 'text'), 'A company note');
    const server = await keel.server.services.docs.get(owner.companyId);
    await eventually(() => server.doc.getMap(NOTES).size > 0);
    expect([...server.doc.share.keys()]).not.toContain(SALARIES);
    expect([...ownerP.doc.share.keys()]).not.toContain(SALARIES);
    expect([...(server.stores.get('paydesk')?.getTableIds() ?? [])]).toEqual(['notes']);

    await keel.server.services.docs.commit(owner.companyId);
    const stored = await storedDocument(keel.dataDir, owner.companyId);
    const reloaded = stored!.doc;
    expect(reloaded.getMap(NOTES).toJSON()).toEqual({ [cellKey('n1', 'text')]: 'A company note' });
    for (const secret of ['salaries', 'Ann Payee', 'Bob Payee', 'Server row'])
      expect(stored!.bytes.toString('latin1')).not.toContain(secret);
    expect([...reloaded.share.keys()]).toContain(NOTES);
    expect([...reloaded.share.keys()]).not.toContain(SALARIES);
    ownerP.destroy();
  });
});
