import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fixedClock } from '@keel/core/domain';
import { signUpUser, startKeel, type TestKeel, type TestUser } from '@keel/sync-server/testing';

// A sign-in is told to every company of the account (an accountant's may be hundreds), so the scan
// it starts reads the audit log only: no company document is loaded (not the books, not payroll,
// not the threats when nothing was found).
let keel: TestKeel;
let owner: TestUser;

interface JobRow {
  id: string;
  kind: string;
  status: string;
}

const fraudJobs = async (): Promise<JobRow[]> => {
  const res = await owner.client.get(`/api/companies/${owner.companyId}/jobs`);
  expect(res.status).toBe(200);
  return (res.body.jobs as JobRow[]).filter((j) => j.kind.startsWith('fraud.'));
};
const finished = (job: JobRow) => ['done', 'failed', 'cancelled'].includes(job.status);

beforeAll(async () => {
  keel = await startKeel({
    pluginsDir: join(import.meta.dirname, '..', '..', '..'),
    clock: fixedClock('2026-11-25T12:00:00'),
  });
  owner = await signUpUser(keel.url, 'Ada', 'Ada Supplies');
});
afterAll(() => keel.close());

describe('the scan after a sign-in', () => {
  it('runs without loading any of the company documents', async () => {
    const before = new Set((await fraudJobs()).map((j) => j.id));
    expect(before.size).toBe(0);
    const loads = vi.spyOn(keel.server.services.docs, 'get');
    const login = await owner.client.post('/api/auth/login', {
      email: owner.email,
      password: owner.password,
    });
    expect(login.status).toBe(200);
    await expect
      .poll(
        async () => {
          const jobs = await fraudJobs();
          return jobs.length > 0 && jobs.every(finished) ? jobs.map((j) => j.status) : null;
        },
        { timeout: 15_000, interval: 100 },
      )
      .toEqual(['done']);
    const companyDocs = loads.mock.calls
      .map(([docId]) => docId)
      .filter((docId) => docId.includes(owner.companyId));
    expect(companyDocs).toEqual([]);
    loads.mockRestore();
  });
});
