import { defineConfig } from 'vitest/config';
import { postgresAvailable } from '../sync-server/src/testing/testPostgres';

const test = {
  include: ['**/*.test.ts'],
  exclude: ['**/node_modules/**'],
  environment: 'node' as const,
  fileParallelism: false,
  testTimeout: 60000,
  hookTimeout: 120000,
};

// The cross-package service suites run a second time with every server on a PostgreSQL database
// of its own (as sync-server's and each plugin's server suites do); the two excluded start their
// own PostgreSQL already.
export default defineConfig({
  test: {
    ...test,
    projects: [
      { test: { ...test, name: 'embedded' } },
      ...(postgresAvailable()
        ? [
            {
              test: {
                ...test,
                name: 'postgres',
                include: ['services/**/*.test.ts'],
                exclude: [
                  ...test.exclude,
                  'services/keptLedgerSummary.test.ts',
                  'services/fraudLightScanTwoProcesses.test.ts',
                ],
                globalSetup: ['../sync-server/src/testing/postgresGlobalSetup.ts'],
                env: { KEEL_TEST_STORAGE: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
