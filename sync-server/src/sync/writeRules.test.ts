import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedDocument } from '../testing/storedDocument';
import * as Y from 'yjs';
import { cellKey, yMapNameFor } from '@keel/core/domain';
import type { LogFn } from '@keel/core/server';
import {
  addMember,
  signUpUser,
  startKeel,
  type TestKeel,
  type TestUser,
} from '../testing/testServer';
import { connect, eventually, synced } from '../testing/syncClient';

const NAME = cellKey('profile', 'name');
const companyMap = (doc: Y.Doc) => doc.getMap(yMapNameFor('core', 'company'));
const tasks = (doc: Y.Doc) => doc.getMap(yMapNameFor('dashboard', 'tasks'));
const runs = (doc: Y.Doc) => doc.getMap(yMapNameFor('payroll', 'runs'));

const logged: { message: string; details?: Record<string, unknown> }[] = [];
const log: LogFn = (_level, message, details) => logged.push({ message, details });
let keel: TestKeel;
let owner: TestUser;
let bookkeeper: TestUser;

beforeAll(async () => {
  keel = await startKeel({ log });
  owner = await signUpUser(keel.url, 'Olive', 'Acme LLC');
  bookkeeper = await signUpUser(keel.url, 'Bo');
  await addMember(keel, owner, bookkeeper, 'bookkeeper');
});
afterAll(() => keel.close());

describe('sync writes follow the tables’ role rules', () => {
  it("reverts a bookkeeper's sync rename of the company everywhere and never stores it", async () => {
    const refused = await bookkeeper.client.patch(`/api/companies/${owner.companyId}`, {
      name: 'Renamed by Bo',
    });
    expect(refused.status).toBe(403);

    const ownerP = connect(keel.wsUrl, owner.companyId, owner.client.cookie);
    const boP = connect(keel.wsUrl, owner.companyId, bookkeeper.client.cookie);
    await Promise.all([synced(ownerP), synced(boP)]);
    const namesTheOwnerSaw: unknown[] = [];
    companyMap(ownerP.doc).observe(() => namesTheOwnerSaw.push(companyMap(ownerP.doc).get(NAME)));

    companyMap(boP.doc).set(NAME, 'Renamed by Bo');
    tasks(boP.doc).set(cellKey('t1', 'title'), 'Reconcile March');
    expect(companyMap(boP.doc).get(NAME)).toBe('Renamed by Bo');
    // The sender is sent the revert, and the allowed part of the same session goes through.
    await eventually(() => companyMap(boP.doc).get(NAME) === 'Acme LLC');
    await eventually(() => tasks(ownerP.doc).get(cellKey('t1', 'title')) === 'Reconcile March');
    expect(namesTheOwnerSaw).not.toContain('Renamed by Bo');
    expect(companyMap(ownerP.doc).get(NAME)).toBe('Acme LLC');
    const store = await keel.server.services.docs.store(owner.companyId, 'core');
    expect(store.getCell('company', 'profile', 'name')).toBe('Acme LLC');
    expect(logged).toContainEqual({
      message: 'Reverted a sync change the role may not make',
      details: { docId: owner.companyId, userId: bookkeeper.userId, maps: ['core/company'] },
    });

    await keel.server.services.docs.commit(owner.companyId);
    const stored = await storedDocument(keel.dataDir, owner.companyId);
    expect(stored?.bytes.toString('latin1')).not.toContain('Renamed by Bo');
    ownerP.destroy();
    boP.destroy();
  });

  it('reverts even an owner’s sync write to a table only the server writes (payroll runs)', async () => {
    const payroll = `${owner.companyId}:payroll`;
    const ownerP = connect(keel.wsUrl, payroll, owner.client.cookie);
    const boP = connect(keel.wsUrl, payroll, bookkeeper.client.cookie);
    await Promise.all([synced(ownerP), synced(boP)]);
    runs(ownerP.doc).set(cellKey('run-1', 'status'), 'approved');
    runs(boP.doc).set(cellKey('run-2', 'status'), 'approved');
    await eventually(() => runs(ownerP.doc).size === 0 && runs(boP.doc).size === 0);
    const store = await keel.server.services.docs.store(owner.companyId, 'payroll', 'payroll');
    expect(store.getRowIds('runs')).toEqual([]);
    ownerP.destroy();
    boP.destroy();
  });
});
