import { expect } from 'vitest';
import type { TestUser } from '@keel/sync-server/testing';

/**
 * Starts a Deep Scan of `member`'s company as them and waits for its job to finish (about 20 s at
 * most); a failed or unfinished scan throws.
 */
export async function runDeepScan(member: TestUser): Promise<void> {
  const { client, companyId } = member;
  const started = await client.post('/api/fraud/scan', { companyId });
  expect(started.status).toBe(201);
  const jobPath = `/api/companies/${companyId}/jobs/${String(started.body.jobId)}`;
  for (let i = 0; i < 800; i += 1) {
    const { job } = (await client.get(jobPath)).body as {
      job: { status: string; error: string | null };
    };
    if (job.status === 'done') return;
    if (job.status === 'failed') throw new Error(job.error ?? 'failed');
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('The scan did not finish');
}

/** The threats of `member`'s company as the fraud REST route shows them to `member`. */
export async function threatsOf<T>(member: TestUser): Promise<T[]> {
  const res = await member.client.get(`/api/fraud/threats?companyId=${member.companyId}`);
  return res.body.threats as T[];
}
