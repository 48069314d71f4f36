import { defineConfig, mergeConfig, type ViteUserConfig } from 'vitest/config';
import { postgresAvailable } from './sync-server/src/testing/testPostgres';

/** Vitest settings every package shares: jsdom for *.test.tsx, node for the rest. */
export const sharedTestConfig = defineConfig({
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    environment: 'node',
    setupFiles: [new URL('./vitest.setup.ts', import.meta.url).pathname],
    testTimeout: 20000,
    // A real server's start imports every plugin; with turbo running all suites on 2 cores it
    // has taken over 10 s (the default), and a beforeAll that starts one and signs people up
    // over 60 s on a machine loaded by other work, so hooks get far more room than tests.
    hookTimeout: 120000,
  },
});

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
