import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fixedClock } from '@keel/core/domain';
import { signUpUser, startKeel, type TestKeel, type TestUser } from '@keel/sync-server/testing';
import { questionSet } from './questionSet';
import { runQuestionSet, type QuestionOutcome } from './runQuestionSet';

let keel: TestKeel;
let owner: TestUser;
let outcomes: QuestionOutcome[];

beforeAll(async () => {
  delete process.env.OPENAI_BASE_URL;
  keel = await startKeel({
    pluginsDir: join(import.meta.dirname, '..', '..', '..'),
    clock: fixedClock('2026-11-25T12:00:00'),
  });
  owner = await signUpUser(keel.url, 'Demo', 'Demo Company');
  await keel.server.seedPluginDemos({
    companyId: owner.companyId,
    today: '2026-11-25',
    by: 'Demo Owner',
  });
  outcomes = await runQuestionSet(
    async (path) => (await owner.client.get(path)).body,
    async (path, body) => (await owner.client.post(path, body)).body,
    owner,
    () => performance.now(),
  );
}, 180_000);
afterAll(() => keel.close());

describe('the question set over the demo company, without a model', () => {
  it('has at least 40 questions', () => {
    expect(questionSet.length).toBeGreaterThanOrEqual(40);
  });

  it('answers at least 90% with the figure the REST reports give', () => {
    const wrong = outcomes.filter((o) => !o.right);
    const share = (outcomes.length - wrong.length) / outcomes.length;
    expect(share, JSON.stringify(wrong, null, 2)).toBeGreaterThanOrEqual(0.9);
  });
});
