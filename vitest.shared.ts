import { defineConfig } from 'vitest/config';

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
