import { withServerSuitesOnPostgres } from '../../vitest.postgres';

// The excluded suites read DATA_DIR's files themselves.
export default withServerSuitesOnPostgres(
  ['server/**/*.test.ts'],
  ['server/schemaUpgrade.test.ts', 'server/banks/banks.test.ts'],
);
