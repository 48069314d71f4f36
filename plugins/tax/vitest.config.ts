import { withServerSuitesOnPostgres } from '../../vitest.shared';

export default withServerSuitesOnPostgres(['server/**/*.test.ts']);
