import { describe, expect, it } from 'vitest';
import { defaultSyncLimits, resolveConfig, serverOptionsFromEnv } from './config';

describe('sync limits from the environment', () => {
  it('reads each limit in MB (1,048,576 bytes) and leaves the others at their defaults', () => {
    const options = serverOptionsFromEnv({
      SYNC_MESSAGE_LIMIT_MB: '0.25',
      SYNC_DOCUMENT_LIMIT_MB: '200',
      SYNC_GROWTH_LIMIT_MB_PER_HOUR: '',
    });
    expect(options.syncLimits).toEqual({ messageBytes: 262_144, documentBytes: 209_715_200 });
    expect(resolveConfig({ dataDir: '/tmp/x', port: 0, ...options }).syncLimits).toEqual({
      ...defaultSyncLimits,
      messageBytes: 262_144,
      documentBytes: 209_715_200,
    });
    expect(serverOptionsFromEnv({}).syncLimits).toBeUndefined();
  });

  it('has defaults that take a 50,000-line company (31.6 MB) in one first sync', () => {
    expect(defaultSyncLimits).toEqual({
      messageBytes: 32 * 1024 * 1024,
      growthBytesPerHour: 48 * 1024 * 1024,
      documentBytes: 100 * 1024 * 1024,
    });
    expect(defaultSyncLimits.messageBytes).toBeGreaterThan(31_600_000);
  });

  it('refuses a limit that is not a positive number, naming the variable', () => {
    for (const text of ['abc', '0', '-5', 'Infinity'])
      expect(() => serverOptionsFromEnv({ SYNC_GROWTH_LIMIT_MB_PER_HOUR: text })).toThrow(
        `SYNC_GROWTH_LIMIT_MB_PER_HOUR must be a positive number of MB, not "${text}"`,
      );
  });
});

describe('the address to listen on', () => {
  it('reads HOST (a server behind a proxy on the same machine listens on loopback only)', () => {
    expect(serverOptionsFromEnv({ HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
    expect(serverOptionsFromEnv({}).host).toBeUndefined();
  });
});

describe('background jobs from the environment', () => {
  it('reads JOBS_CONCURRENCY, and refuses what is not a whole number from 1 to 16', () => {
    expect(serverOptionsFromEnv({ JOBS_CONCURRENCY: '1' }).jobs).toEqual({ concurrency: 1 });
    expect(serverOptionsFromEnv({}).jobs).toBeUndefined();
    for (const text of ['0', '2.5', 'two', '17'])
      expect(() => serverOptionsFromEnv({ JOBS_CONCURRENCY: text })).toThrow(
        `JOBS_CONCURRENCY must be a whole number from 1 to 16, not "${text}"`,
      );
  });
});

describe('the database and Redis from the environment', () => {
  it('takes DATABASE_URL and REDIS_URL, and leaves both unset for the embedded storage', () => {
    const env = { DATABASE_URL: 'postgres://keel@db/keel', REDIS_URL: 'redis://cache:6379' };
    expect(
      resolveConfig({ dataDir: '/tmp/x', port: 0, ...serverOptionsFromEnv(env) }),
    ).toMatchObject({ databaseUrl: 'postgres://keel@db/keel', redisUrl: 'redis://cache:6379' });
    expect(
      resolveConfig({ dataDir: '/tmp/x', port: 0, ...serverOptionsFromEnv({}) }),
    ).toMatchObject({ databaseUrl: null, redisUrl: null });
  });

  it('refuses REDIS_URL without DATABASE_URL: processes relaying sync must share their data', () => {
    expect(() =>
      resolveConfig({
        dataDir: '/tmp/x',
        port: 0,
        ...serverOptionsFromEnv({ REDIS_URL: 'redis://cache:6379' }),
      }),
    ).toThrow('set DATABASE_URL too');
  });
});
