import { mergeConfig } from 'vitest/config';
import { sharedTestConfig } from '../vitest.shared';
import { postgresAvailable } from './src/testing/testPostgres';

/**
 * The server integration suites that read stored data only through the server or storedDocument
 * (which reads the database in this mode), not DATA_DIR's files: they run a second time with every
 * server on a PostgreSQL database of its own (the `postgres` project).
 */
const onPostgresToo = [
  'src/server.test.ts',
  'src/accounts/companyAudit.test.ts',
  'src/routes/accounts.test.ts',
  'src/routes/session.test.ts',
  'src/routes/forgotPassword.test.ts',
  'src/routes/inviteSignup.test.ts',
  'src/routes/notifications.test.ts',
  'src/routes/signInThrottle.test.ts',
  'src/routes/companies.test.ts',
  'src/notificationService.test.ts',
  'src/portfolio.test.ts',
  'src/pluginCompanyRoutes.test.ts',
  'src/jobs/jobRoutes.test.ts',
  'src/sync/sync.test.ts',
  'src/sync/writeRules.test.ts',
];

const postgres = postgresAvailable();
if (!postgres)
  console.warn(
    '\n*** PostgreSQL is not installed (no initdb/pg_ctl): the server suites run on the embedded storage only. `apt-get install postgresql` runs them on PostgreSQL too. ***\n',
  );

// Each project spells out the shared settings: `extends` would add the shared `include` to its own.
export default mergeConfig(sharedTestConfig, {
  test: {
    projects: [
      { test: { ...sharedTestConfig.test, name: 'embedded' } },
      ...(postgres
        ? [
            {
              test: {
                ...sharedTestConfig.test,
                name: 'postgres',
                include: onPostgresToo,
                globalSetup: ['./src/testing/postgresGlobalSetup.ts'],
                env: { KEEL_TEST_STORAGE: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
