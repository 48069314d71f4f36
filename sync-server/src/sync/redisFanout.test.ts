import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
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
