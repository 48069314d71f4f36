// Two Keel processes on one PostgreSQL and one Redis (docs/benchmarks.md, "Two processes"). Usage:
//   npm run bench:multi-process -- [--clients 50] [--edits 200]
// Starts a throwaway cluster and redis-server, two server processes, and `--clients` sync clients
// of one company split between them. One client on the first process makes `--edits` edits, 20 ms
// apart; each other client times each edit's arrival. Latency to the clients of the same process
// is the one-process figure; to those of the other process, the cross-process one.
import { loadavg } from 'node:os';
import { cellKey, yMapNameFor } from '@keel/core/domain';
import {
  connect,
  postgresAvailable,
  redisServerPath,
  signUpUser,
  startTestPostgres,
  startTestRedis,
  strongPassword,
  synced,
} from '@keel/sync-server/testing';
import { startKeelProcess } from '../../../sync-server/src/testing/keelProcess';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isInteger(value) || value < 2) throw new Error(`--${name} must be an integer >= 2`);
  return value;
}
const clients = option('clients', 50);
const edits = option('edits', 200);
if (!postgresAvailable() || !redisServerPath())
  throw new Error(
    'Needs PostgreSQL and redis-server installed (apt-get install postgresql redis-server)',
  );

process.setMaxListeners(0);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
console.log(`load average at start: ${load()}`);

const GUIDE = yMapNameFor('dashboard', 'guideProgress');
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

const [cluster, redis] = await Promise.all([
  startTestPostgres({ durable: true }),
  startTestRedis(),
]);
const env = {
  DATABASE_URL: await cluster.database(),
  REDIS_URL: redis.url,
  KEEL_SECRET: strongPassword().padEnd(40, 'x'),
};
const a = await startKeelProcess(env);
const b = await startKeelProcess(env);
try {
  const owner = await signUpUser(a.url);
  const providers = Array.from({ length: clients }, (_, i) =>
    connect(i % 2 === 0 ? a.wsUrl : b.wsUrl, owner.companyId, owner.client.cookie),
  );
  await Promise.all(providers.map(synced));
  const sentAt = new Map<string, number>();
  const same: number[] = [];
  const cross: number[] = [];
  providers.forEach((provider, i) => {
    if (i === 0) return;
    provider.doc.getMap(GUIDE).observe((event) => {
      const now = performance.now();
      for (const key of event.keysChanged) {
        const at = sentAt.get(key);
        if (at !== undefined) (i % 2 === 0 ? same : cross).push(now - at);
      }
    });
  });
  const writer = providers[0]!.doc.getMap(GUIDE);
  for (let i = 0; i < edits; i += 1) {
    const key = cellKey(`edit-${i}`, 'doneBy');
    sentAt.set(key, performance.now());
    writer.set(key, 'bench');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const expected = edits * (clients - 1);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `${clients} clients (${Math.ceil(clients / 2)} on each process), ${edits} edits: received ${same.length + cross.length} of ${expected}`,
  );
  console.log(
    `same process:  p50 ${ms(percentile(same, 50))}, p95 ${ms(percentile(same, 95))}, p99 ${ms(percentile(same, 99))}`,
  );
  console.log(
    `other process: p50 ${ms(percentile(cross, 50))}, p95 ${ms(percentile(cross, 95))}, p99 ${ms(percentile(cross, 99))}; p95 under 50 ms ${percentile(cross, 95) < 50 ? 'MET' : 'MISSED'}; ratio of p95s ${(percentile(cross, 95) / percentile(same, 95)).toFixed(2)}`,
  );
  providers.forEach((provider) => provider.destroy());
} finally {
  await Promise.all([a.close(), b.close()]);
  await Promise.all([redis.close(), cluster.close()]);
  console.log(`load average at end: ${load()}`);
}
process.exit(0);
