// Assistant bench: the question set of plugins/conversations (49 questions about the demo company,
// answers computed from the REST reports) asked through POST /api/conversations with no model
// configured. Prints the share answered with the right figure and the answer latency.
// Usage: npm run bench:assistant -- [--show-wrong]
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fixedClock } from '@keel/core/domain';
import { signUpUser, startKeel } from '@keel/sync-server/testing';
import { runQuestionSet } from '../../../plugins/conversations/server/benchmark/runQuestionSet';

delete process.env.OPENAI_BASE_URL;
const keel = await startKeel({
  pluginsDir: join(import.meta.dirname, '..', '..', '..', 'plugins'),
  clock: fixedClock('2026-11-25T12:00:00'),
});
const owner = await signUpUser(keel.url, 'Demo', 'Demo Company');
await keel.server.seedPluginDemos({
  companyId: owner.companyId,
  today: '2026-11-25',
  by: 'Demo Owner',
});
// As the chat does: its status first (which warms the date parser), then one question, so the
// first timing is not the books' first load.
await owner.client.get(`/api/conversations/companies/${owner.companyId}/status`);
await owner.client.post('/api/conversations', {
  userId: owner.userId,
  companyId: owner.companyId,
  message: 'revenue last month',
  context: 'warm-up',
});
const outcomes = await runQuestionSet(
  async (path) => (await owner.client.get(path)).body,
  async (path, body) => (await owner.client.post(path, body)).body,
  owner,
  () => performance.now(),
);
await keel.close();

const right = outcomes.filter((o) => o.right).length;
const times = outcomes.map((o) => o.ms).sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
console.log(`questions: ${outcomes.length}`);
console.log(`right figure: ${right} (${((right / outcomes.length) * 100).toFixed(1)}%)`);
console.log(
  `latency ms: median ${at(0.5).toFixed(0)}, p95 ${at(0.95).toFixed(0)}, max ${(times.at(-1) ?? 0).toFixed(0)}`,
);
const slowest = [...outcomes].sort((a, b) => b.ms - a.ms).slice(0, 3);
console.log(`slowest: ${slowest.map((o) => `${o.ms.toFixed(0)} ms "${o.question}"`).join('; ')}`);
if (process.argv.includes('--show-wrong'))
  for (const o of outcomes.filter((x) => !x.right))
    console.log(`\nWRONG: ${o.question}\n  expected ${o.expected}\n  answered ${o.response}`);
process.exit(0);
