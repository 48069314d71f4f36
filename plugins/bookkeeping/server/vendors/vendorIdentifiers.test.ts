import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '@keel/core/domain';
import {
  addMember,
  signUpUser,
  startKeel,
  type TestKeel,
  type TestUser,
} from '@keel/sync-server/testing';
import { VENDORS_TABLE } from '../../domain/books/vendors';
import { VENDOR_IDENTIFIERS_TABLE } from '../../domain/books/vendorIdentifiers';

// The real Bookkeeping plugin, and the ledger service's test plugin 'poster' that answers
// `sharedVendorIdentifiers` as another server plugin sees it.
let keel: TestKeel;
let owner: TestUser;
const at = (path: string) => `/api/companies/${owner.companyId}${path}`;
const booksStore = () => keel.server.services.docs.store(owner.companyId, 'bookkeeping');
const put = (user: TestUser, vendorId: string, body: object) =>
  user.client.request('PUT', at(`/vendors/${vendorId}/identifiers`), body);
const shared = async () => (await owner.client.get(at('/poster-shared-vendors'))).body.answer;

/** Every file under a directory, as text. */
async function allText(dir: string): Promise<string> {
  const names = await readdir(dir, { recursive: true, withFileTypes: true });
  const texts = await Promise.all(
    names
      .filter((entry) => entry.isFile())
      .map((entry) => readFile(join(entry.parentPath, entry.name), 'latin1')),
  );
  return texts.join('\n');
}

beforeAll(async () => {
  keel = await startKeel({
    pluginsDir: join(import.meta.dirname, '..', 'ledger', 'testing', 'plugins'),
    clock: fixedClock('2026-06-01T09:00:00'),
  });
  owner = await signUpUser(keel.url, 'Olive');
  const store = await booksStore();
  const vendor = { contactName: '', email: '', paymentTerms: 'Net 30', is1099Eligible: true };
  for (const [id, name] of [
    ['v-acme', 'Acme Supply'],
    ['v-acme2', 'ACME Supplies LLC'],
    ['v-paper', 'Paper Co'],
    ['v-other', 'Other Co'],
  ] as const)
    store.setRow(VENDORS_TABLE, id, { ...vendor, name });
});
afterAll(() => keel.close());

describe('PUT vendors/:vendorId/identifiers', () => {
  it('keeps only the last four digits in the books and finds vendors sharing a number by fingerprint', async () => {
    expect(await put(owner, 'v-acme', { taxId: '12-3456789' })).toMatchObject({
      status: 200,
      body: { vendorId: 'v-acme', taxIdLast4: '6789', bankAccountLast4: '' },
    });
    await put(owner, 'v-acme2', {
      taxId: '123456789',
      routingNumber: '021000021',
      accountNumber: '55501234',
    });
    await put(owner, 'v-paper', { routingNumber: '021000021', accountNumber: '55501234' });
    await put(owner, 'v-other', { taxId: '98-7654321' });
    const store = await booksStore();
    expect(store.getRow(VENDOR_IDENTIFIERS_TABLE, 'v-acme2')).toEqual({
      taxIdLast4: '6789',
      bankAccountLast4: '1234',
      updatedAt: new Date(2026, 5, 1, 9).toISOString(),
    });
    expect(await shared()).toEqual([
      { kind: 'bank-account', vendorIds: ['v-acme2', 'v-paper'], last4: '1234' },
      { kind: 'tax-id', vendorIds: ['v-acme', 'v-acme2'], last4: '6789' },
    ]);
    const onDisk = await allText(keel.dataDir);
    for (const number of ['123456789', '12-3456789', '55501234', '9876543'])
      expect(onDisk).not.toContain(number);
  });

  it('removes a number with an empty string, and a vendor that is gone shares nothing', async () => {
    expect(await put(owner, 'v-paper', { routingNumber: '', accountNumber: '' })).toMatchObject({
      status: 200,
      body: { taxIdLast4: '', bankAccountLast4: '' },
    });
    const store = await booksStore();
    expect(store.hasRow(VENDOR_IDENTIFIERS_TABLE, 'v-paper')).toBe(false);
    store.delRow(VENDORS_TABLE, 'v-acme');
    expect(await shared()).toEqual([]);
  });

  it('answers 400 naming the field, 404 for an unknown vendor and 403 for a viewer, writing nothing', async () => {
    const before = (await booksStore()).getTable(VENDOR_IDENTIFIERS_TABLE);
    expect(await put(owner, 'v-other', { taxId: '12-34' })).toMatchObject({
      status: 400,
      body: { fields: { taxId: 'Enter an EIN as 12-3456789 or an SSN as 123-45-6789' } },
    });
    expect(
      await put(owner, 'v-other', { routingNumber: '021000022', accountNumber: '55501234' }),
    ).toMatchObject({
      status: 400,
      body: { fields: { routingNumber: 'Routing number is not valid' } },
    });
    expect(await put(owner, 'v-other', { accountNumber: '55501234' })).toMatchObject({
      status: 400,
      body: { fields: { routingNumber: 'Enter the routing number too' } },
    });
    expect(await put(owner, 'v-other', [])).toMatchObject({ status: 400 });
    expect(await put(owner, 'v-nobody', { taxId: '12-3456789' })).toMatchObject({
      status: 404,
      body: { fields: { vendorId: 'No such vendor' } },
    });
    const viewer = await signUpUser(keel.url, 'Vera');
    await addMember(keel, owner, viewer, 'viewer');
    expect(await put(viewer, 'v-other', { taxId: '12-3456789' })).toMatchObject({ status: 403 });
    expect((await booksStore()).getTable(VENDOR_IDENTIFIERS_TABLE)).toEqual(before);
  });
});
