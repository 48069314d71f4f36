import { withServerSuitesOnPostgres } from '../../vitest.postgres';

export default withServerSuitesOnPostgres(['server/**/*.test.ts']);
