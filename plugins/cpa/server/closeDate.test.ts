import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '@keel/core/domain';
import {
  addMember,
  signUpUser,
  startKeel,
  type TestKeel,
  type TestUser,
} from '@keel/sync-server/testing';
import { clientDetailSchema } from '../domain/routes';

// Issue 18: a client's month-end checklist says when the close was done — the later of the moment
// its books' part was done (read right after the client's change) and the practice's review.
const clock = fixedClock('2026-11-25T12:00:00Z');
let keel: TestKeel;
let ada: TestUser;
let bella: TestUser;

beforeAll(async () => {
  keel = await startKeel({ clock });
  ada = await signUpUser(keel.url, 'Ada', 'Ada Lovelace CPA');
  bella = await signUpUser(keel.url, 'Bella', 'Bella Design Studio');
  await addMember(keel, bella, ada, 'accountant');
});
afterAll(() => keel?.close());

const detail = async () => {
  const res = await ada.client.get(
    `/api/cpa/clients/${bella.companyId}/health?companyId=${ada.companyId}`,
  );
  expect(res.status).toBe(200);
  return clientDetailSchema.parse(res.body);
};

describe('the date a client’s month-end close was done', () => {
  it('is when the client locked the period, or the review recorded after it', async () => {
    // Nothing to categorize or reconcile in Bella's new books; October is not locked yet.
    expect((await detail()).checklist).toMatchObject({ closed: false, closedAt: null });

    clock.set('2026-11-25T12:10:00Z');
    const locked = await bella.client.request(
      'PUT',
      `/api/companies/${bella.companyId}/settings/lock-date`,
      { lockDate: '2026-10-31' },
    );
    expect(locked.status).toBe(200);
    const booksDone = await detail();
    expect(booksDone.health.booksClosed).toEqual({
      at: '2026-11-25T12:10:00.000Z',
      seenDone: true,
    });
    expect(booksDone.checklist).toMatchObject({ closed: false, closedAt: null });

    clock.set('2026-11-25T12:20:00Z');
    const reviewed = await ada.client.post(`/api/cpa/clients/${bella.companyId}/close-review`, {
      companyId: ada.companyId,
      periodEnd: '2026-10-31',
    });
    expect(reviewed.status).toBe(200);
    expect(clientDetailSchema.parse(reviewed.body).checklist).toMatchObject({
      closed: true,
      closedAt: { at: '2026-11-25T12:20:00.000Z', exact: true },
    });
  });
});
