// A test server in a process of its own (see keelProcess.ts): real plugins, a temp DATA_DIR,
// options from the environment as `npm start` reads them, log lines as JSON on stdout.
// KEEL_TEST_DATA_DIR and KEEL_TEST_PLUGINS_DIR start it on a given folder (to restart on it) and
// with other plugins; KEEL_TEST_DOC_COMPACT_BYTES compacts document logs that early;
// KEEL_TEST_JOB_LEASE_MS shortens job leases (a dead process's job is taken over that soon).
import { serverOptionsFromEnv } from '../config';
import { startKeel } from './testServer';

const {
  KEEL_TEST_DATA_DIR: dataDir,
  KEEL_TEST_PLUGINS_DIR: pluginsDir,
  KEEL_TEST_DOC_COMPACT_BYTES: compactBytes,
  KEEL_TEST_JOB_LEASE_MS: jobLeaseMs,
} = process.env;
const options = serverOptionsFromEnv(process.env);
const keel = await startKeel({
  ...options,
  ...(jobLeaseMs ? { jobs: { ...options.jobs, leaseMs: Number(jobLeaseMs) } } : {}),
  ...(dataDir ? { dataDir } : {}),
  ...(pluginsDir ? { pluginsDir } : {}),
  ...(compactBytes ? { docCompactBytes: Number(compactBytes) } : {}),
  log: (level, message, details) =>
    process.stdout.write(`LOG ${JSON.stringify({ level, message, details })}\n`),
});
process.stdout.write(`KEEL ${JSON.stringify({ url: keel.url, dataDir: keel.dataDir })}\n`);
process.on('SIGTERM', () => {
  keel.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
