// A test server in a process of its own (see keelProcess.ts): real plugins, a temp DATA_DIR,
// options from the environment as `npm start` reads them, log lines as JSON on stdout.
import { serverOptionsFromEnv } from '../config';
import { startKeel } from './testServer';

const keel = await startKeel({
  ...serverOptionsFromEnv(process.env),
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
