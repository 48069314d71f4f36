import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

/**
 * Debian packages the test suites drive: the browser for browser tests, hledger as the ledger's
 * peer, PostgreSQL and Redis for the server on a database and across processes (the tests start
 * their own throwaway cluster and Redis, so nothing needs to be running).
 */
export const testPackages = [
  { bin: '/usr/bin/chromium', pkg: 'chromium' },
  { bin: '/usr/bin/hledger', pkg: 'hledger' },
  { bin: '/usr/bin/pg_ctlcluster', pkg: 'postgresql' },
  { bin: '/usr/bin/redis-server', pkg: 'redis-server' },
];

/** Installs whichever of the packages is missing (needs root and apt). */
export function ensureDebianPackages(packages = testPackages) {
  const missing = packages.filter(({ bin }) => !existsSync(bin)).map(({ pkg }) => pkg);
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `The tests need ${missing.join(', ')}: run \`apt-get install -y ${missing.join(' ')}\` as root.`,
    );
  }
  console.log(`Installing Debian packages for the tests: ${missing.join(', ')}...`);
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`,
    {
      stdio: 'inherit',
    },
  );
}
