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
    // has taken over 10 s (the default), so hooks get the same room as tests and more.
    hookTimeout: 60000,
  },
});
