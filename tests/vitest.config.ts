import { defineConfig } from 'vitest/config';
import { withServerSuitesOnPostgres } from '../vitest.postgres';

// The cross-package service suites run a second time on PostgreSQL, as sync-server's and each
// plugin's server suites do; the two excluded start their own PostgreSQL already.
export default withServerSuitesOnPostgres(
  ['services/**/*.test.ts'],
  ['services/keptLedgerSummary.test.ts', 'services/fraudLightScanTwoProcesses.test.ts'],
  defineConfig({
    test: {
      include: ['**/*.test.ts'],
      exclude: ['**/node_modules/**'],
      environment: 'node',
      fileParallelism: false,
      testTimeout: 60000,
      hookTimeout: 120000,
    },
  }),
);
