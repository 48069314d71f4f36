// Vitest's `postgres` project (vitest.config.ts): one throwaway cluster for the whole run, named
// to the test workers by KEEL_TEST_DATABASE_URL; each server a test starts gets a database of
// its own in it (startKeel). A cluster the environment already names is used instead.
import { startTestCluster } from './testPostgres';

export default async function setup(): Promise<() => Promise<void>> {
  if (process.env.KEEL_TEST_DATABASE_URL) return async () => {};
  const cluster = await startTestCluster();
  process.env.KEEL_TEST_DATABASE_URL = cluster.adminUrl;
  return () => cluster.stop();
}
