import { mergeConfig } from 'vitest/config';
import { sharedTestConfig } from '../vitest.shared';

/** Storybook's own tests: one static build checked against the story files, and every story rendered. */
export default mergeConfig(sharedTestConfig, {
  test: {
    include: ['storybook.test.ts', 'stories.test.tsx'],
    environment: 'node',
    hookTimeout: 240_000,
  },
});
