// `npm start` / `npm run dev`: configuration comes only from environment variables (README).
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverOptionsFromEnv } from './config';
import { createKeelServer } from './server';
import { seedDemo } from './seedDemo';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const env = process.env;

const server = await createKeelServer({
  port: Number(env.PORT ?? 8787),
  dataDir: resolve(env.DATA_DIR ?? './data'),
  ...serverOptionsFromEnv(env),
  pluginsDir: resolve(env.PLUGINS_DIR ?? join(repoRoot, 'plugins')),
  staticDir: resolve(env.STATIC_DIR ?? join(repoRoot, 'core', 'dist')),
});
const appUrl = env.PUBLIC_URL ?? `http://localhost:${server.port}`;
// Finishes a demo a killed first start left half-made, too.
const demo = await seedDemo(server);
process.stdout.write(`Keel is running at ${appUrl}\n`);
if (demo) {
  process.stdout.write(
    `A demo company is ready. Sign in at ${appUrl}/login with\n  email:    ${demo.email}\n  password: ${demo.password}\n(shown at each start until the first sign-in; change it under Settings)\n`,
  );
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`${signal}: saving and stopping\n`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`Shutdown failed: ${String(error)}\n`);
        process.exit(1);
      },
    );
  });
}
