import { mergeConfig, type ViteUserConfig } from 'vitest/config';
import { postgresAvailable } from './sync-server/src/testing/testPostgres';
import { sharedTestConfig } from './vitest.shared';

/**
 * A package's settings with its server suites (`include`) run a second time with every server on
 * a PostgreSQL database of its own (the `postgres` project: one throwaway cluster for the run, each
 * `startKeel` a database in it), when PostgreSQL is installed. `exclude` names the suites that read
 * DATA_DIR's files themselves, which PostgreSQL does not write. `base`: the package's own settings
 * when it does not use the shared ones.
 */
export function withServerSuitesOnPostgres(
  include: string[],
  exclude: string[] = [],
  base: ViteUserConfig = sharedTestConfig,
) {
  const test = base.test!;
  return mergeConfig(base, {
    test: {
      projects: [
        { test: { ...test, name: 'embedded' } },
        ...(postgresAvailable()
          ? [
              {
                test: {
                  ...test,
                  name: 'postgres',
                  include,
                  exclude: [...(test.exclude ?? []), ...exclude],
                  globalSetup: [
                    new URL('./sync-server/src/testing/postgresGlobalSetup.ts', import.meta.url)
                      .pathname,
                  ],
                  env: { KEEL_TEST_STORAGE: 'postgres' },
                },
              },
            ]
          : []),
      ],
    },
  });
}
