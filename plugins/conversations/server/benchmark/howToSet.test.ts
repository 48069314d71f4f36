import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fixedClock } from '@keel/core/domain';
import { signUpUser, startKeel, type TestKeel } from '@keel/sync-server/testing';
import { howToSet } from './howToSet';
import { runHowToSet, type HowToOutcome } from './runHowToSet';

let keel: TestKeel;
let outcomes: HowToOutcome[];

beforeAll(async () => {
  delete process.env.OPENAI_BASE_URL;
  keel = await startKeel({
    pluginsDir: join(import.meta.dirname, '..', '..', '..'),
    clock: fixedClock('2026-11-25T12:00:00'),
  });
  const owner = await signUpUser(keel.url, 'Demo', 'Demo Company');
  outcomes = await runHowToSet(
    async (path, body) => (await owner.client.post(path, body)).body,
    owner,
    () => performance.now(),
  );
}, 120_000);
afterAll(() => keel.close());

describe('the how-to question set, answered from the user manual', () => {
  it('has at least 35 questions, some the manual cannot answer', () => {
    expect(howToSet.length).toBeGreaterThanOrEqual(35);
    expect(howToSet.some((q) => q.sections.length === 0)).toBe(true);
  });

  it('links the right section for at least 85% of them', () => {
    const wrong = outcomes.filter((o) => !o.right);
    const share = (outcomes.length - wrong.length) / outcomes.length;
    expect(share, JSON.stringify(wrong, null, 2)).toBeGreaterThanOrEqual(0.85);
  });
});
