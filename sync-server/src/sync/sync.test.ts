import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { cellKey, yMapNameFor } from '@keel/core/domain';
import { addMember, signUpUser, startKeel, type TestKeel } from '../testing/testServer';
import { closeOf, connect, eventually, synced } from '../testing/syncClient';
import { storedDocument } from '../testing/storedDocument';

let keel: TestKeel;
beforeAll(async () => {
  keel = await startKeel();
});
afterAll(() => keel.close());

const guide = (doc: Y.Doc) =>
  doc.getMap<string | number | boolean>(yMapNameFor('dashboard', 'guideProgress'));
const profileName = (doc: Y.Doc) =>
  doc.getMap(yMapNameFor('core', 'company')).get(cellKey('profile', 'name'));

describe('sync refusals', () => {
  it('closes 4401 without a session, before any document byte', async () => {
    const owner = await signUpUser(keel.url);
    expect(await closeOf(`${keel.wsUrl}/${owner.companyId}`, {})).toMatchObject({
      code: 4401,
      messages: 0,
    });
    expect(
      await closeOf(`${keel.wsUrl}/${owner.companyId}`, { cookie: 'keel_session=forged' }),
    ).toMatchObject({ code: 4401 });
  });

  it('closes 4403 for a non-member and a foreign Origin', async () => {
    const owner = await signUpUser(keel.url);
    const stranger = await signUpUser(keel.url);
    expect(
      await closeOf(`${keel.wsUrl}/${owner.companyId}`, { cookie: stranger.client.cookie }),
    ).toMatchObject({ code: 4403, messages: 0 });
    expect(
      await closeOf(`${keel.wsUrl}/${owner.companyId}`, {
        cookie: owner.client.cookie,
        origin: 'https://evil.example',
      }),
    ).toMatchObject({ code: 4403, messages: 0 });
    expect(
      await closeOf(`${keel.wsUrl}/${owner.companyId}:no-such-scope`, {
        cookie: owner.client.cookie,
      }),
    ).toMatchObject({ code: 4403 });
  });

  it('closes 4409 when a stated schema version is behind, and serves a current one', async () => {
    const owner = await signUpUser(keel.url);
    // Every plugin is at schema 0 today, so the server's dashboard is moved ahead for this check.
    const registry = keel.server.services.registry;
    const dashboard = registry.manifests.find((m) => m.id === 'dashboard');
    expect(dashboard).toBeDefined();
    if (!dashboard) return;
    dashboard.schemaVersion += 1;
    try {
      const closed = await closeOf(`${keel.wsUrl}/${owner.companyId}?schema=core:0,dashboard:0`, {
        cookie: owner.client.cookie,
      });
      expect(closed).toMatchObject({
        code: 4409,
        reason: 'Keel was updated: reload the page',
        messages: 0,
      });
    } finally {
      dashboard.schemaVersion -= 1;
    }
    const provider = connect(keel.wsUrl, owner.companyId, owner.client.cookie);
    provider.params = { schema: 'core:0,dashboard:0' };
    await synced(provider);
    expect(profileName(provider.doc)).toBe('Acme LLC');
    provider.destroy();
  });

  it('closes a removed member at once with 4403', async () => {
    const owner = await signUpUser(keel.url);
    const member = await signUpUser(keel.url);
    await addMember(keel, owner, member, 'bookkeeper');
    const provider = connect(keel.wsUrl, owner.companyId, member.client.cookie);
    await synced(provider);
    const closed = new Promise<number>((resolve) =>
      provider.on('connection-close', (event) => resolve(event?.code ?? 0)),
    );
    expect(
      (await owner.client.delete(`/api/companies/${owner.companyId}/members/${member.userId}`))
        .status,
    ).toBe(204);
    expect(await closed).toBe(4403);
    provider.destroy();
  });
});

describe('live sync', () => {
  it("drops a viewer's updates: the server store and other clients are unaffected", async () => {
    const owner = await signUpUser(keel.url);
    const viewer = await signUpUser(keel.url);
    await addMember(keel, owner, viewer, 'viewer');
    const ownerP = connect(keel.wsUrl, owner.companyId, owner.client.cookie);
    const viewerP = connect(keel.wsUrl, owner.companyId, viewer.client.cookie);
    await Promise.all([synced(ownerP), synced(viewerP)]);
    expect(profileName(viewerP.doc)).toBe('Acme LLC');

    guide(viewerP.doc).set(cellKey('step-1', 'done'), true);
    guide(ownerP.doc).set(cellKey('step-2', 'done'), true);
    await eventually(() => guide(viewerP.doc).get(cellKey('step-2', 'done')) === true);
    const store = await keel.server.services.docs.store(owner.companyId, 'dashboard');
    await eventually(() => store.getCell('guideProgress', 'step-2', 'done') === true);
    expect(store.getCell('guideProgress', 'step-1', 'done')).toBeUndefined();
    expect(guide(ownerP.doc).get(cellKey('step-1', 'done'))).toBeUndefined();
    ownerP.destroy();
    viewerP.destroy();
  });

  it('reconnects a member whose role changed with the new permissions', async () => {
    const owner = await signUpUser(keel.url);
    const member = await signUpUser(keel.url);
    await addMember(keel, owner, member, 'viewer');
    const provider = connect(keel.wsUrl, owner.companyId, member.client.cookie);
    await synced(provider);
    const closed = new Promise<number>((resolve) =>
      provider.once('connection-close', (event) => resolve(event?.code ?? 0)),
    );
    const res = await owner.client.patch(
      `/api/companies/${owner.companyId}/members/${member.userId}`,
      { role: 'bookkeeper' },
    );
    expect(res.status).toBe(200);
    expect(await closed).toBe(4503);
    await eventually(() => provider.wsconnected && provider.synced, 10_000);
    guide(provider.doc).set(cellKey('promoted', 'done'), true);
    const store = await keel.server.services.docs.store(owner.companyId, 'dashboard');
    await eventually(() => store.getCell('guideProgress', 'promoted', 'done') === true);
    provider.destroy();
  });

  it('converges after concurrent offline edits', async () => {
    const owner = await signUpUser(keel.url);
    const accountant = await signUpUser(keel.url);
    await addMember(keel, owner, accountant, 'accountant');
    const a = connect(keel.wsUrl, owner.companyId, owner.client.cookie);
    const b = connect(keel.wsUrl, owner.companyId, accountant.client.cookie);
    await Promise.all([synced(a), synced(b)]);

    b.disconnect();
    guide(a.doc).set(cellKey('step-a', 'doneBy'), 'owner');
    guide(b.doc).set(cellKey('step-b', 'doneBy'), 'accountant');
    guide(b.doc).set(cellKey('step-a', 'done'), true);
    b.connect();
    await synced(b);

    const store = await keel.server.services.docs.store(owner.companyId, 'dashboard');
    await eventually(
      () =>
        guide(a.doc).size === 3 &&
        guide(b.doc).size === 3 &&
        store.getCell('guideProgress', 'step-b', 'doneBy') === 'accountant' &&
        store.getCell('guideProgress', 'step-a', 'doneBy') === 'owner',
    );
    expect(guide(a.doc).toJSON()).toEqual(guide(b.doc).toJSON());
    expect(store.getRow('guideProgress', 'step-a')).toEqual({ doneBy: 'owner', done: true });
    a.destroy();
    b.destroy();
  });

  it('brings a REST rename into a connected client doc, and keeps it on disk', async () => {
    const owner = await signUpUser(keel.url);
    const provider = connect(keel.wsUrl, owner.companyId, owner.client.cookie);
    await synced(provider);
    expect(
      (await owner.client.patch(`/api/companies/${owner.companyId}`, { name: 'Renamed Live' }))
        .status,
    ).toBe(200);
    await eventually(() => profileName(provider.doc) === 'Renamed Live');
    provider.destroy();
    const stored = await storedDocument(keel.dataDir, owner.companyId);
    expect(profileName(stored?.doc ?? new Y.Doc())).toBe('Renamed Live');
  });
});

describe('robustness', () => {
  it('closes a connection that sends garbage, and keeps serving others', async () => {
    const owner = await signUpUser(keel.url);
    const { default: WebSocket } = await import('ws');
    const ws = new WebSocket(`${keel.wsUrl}/${owner.companyId}`, {
      headers: { cookie: owner.client.cookie },
    });
    const code = await new Promise<number>((resolve) => {
      ws.on('open', () => ws.send(new Uint8Array([0, 9, 255, 255, 255])));
      ws.on('close', (c) => resolve(c));
    });
    expect(code).toBe(4400);
    const provider = connect(keel.wsUrl, owner.companyId, owner.client.cookie);
    await synced(provider);
    provider.destroy();
  });
});
