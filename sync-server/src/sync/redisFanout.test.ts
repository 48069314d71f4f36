import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFailoverProxy } from '../testing/failoverProxy';
import { eventually } from '../testing/syncClient';
import { redisServerPath, startTestRedis, type TestRedis } from '../testing/testRedis';
import { createRedisFanout } from './redisFanout';

/** A loopback port nothing listens on. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

describe('the Redis fan-out', () => {
  it('fails a start at once, naming REDIS_URL, when Redis cannot be reached', async () => {
    const warnings: string[] = [];
    await expect(
      createRedisFanout(`redis://127.0.0.1:${await closedPort()}`, (_level, message) =>
        warnings.push(message),
      ),
    ).rejects.toThrow('Could not connect to Redis (REDIS_URL)');
    expect(warnings[0]).toMatch(/^Redis \((publish|subscribe)\) connection error$/);
  });
});

describe.runIf(redisServerPath() !== null)('the Redis fan-out cut off from Redis', () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startTestRedis();
  });
  afterAll(async () => redis?.close());

  it('says what was missed once back: every document to the one cut off, and the documents it could not publish on to the others', async () => {
    // One process reaches Redis through a link the test cuts; the other directly.
    const link = await startFailoverProxy([redis.url.replace(/^redis:/, 'http:')]);
    const cutLogs: string[] = [];
    const cut = await createRedisFanout(link.url.replace(/^http:/, 'redis:'), (_level, message) =>
      cutLogs.push(message),
    );
    const other = await createRedisFanout(redis.url, () => {});
    const missedByCut: (string | undefined)[] = [];
    const missedByOther: (string | undefined)[] = [];
    cut.onMissed((docId) => missedByCut.push(docId));
    other.onMissed((docId) => missedByOther.push(docId));
    try {
      await cut.join('company-1', () => {});
      await other.join('company-1', () => {});

      await link.partition();
      cut.publish('company-1', { kind: 'update', payload: new Uint8Array([1, 2, 3]) });
      await eventually(() => cutLogs.includes('Publishing to Redis failed'), 20_000);
      await link.restore();

      await eventually(
        () => missedByCut.includes(undefined) && missedByOther.includes('company-1'),
        20_000,
      );
      // The one that stayed connected was told of that document only.
      expect(missedByOther).toEqual(['company-1']);
    } finally {
      await Promise.all([cut.close(), other.close()]);
      await link.close();
    }
  }, 60_000);
});
