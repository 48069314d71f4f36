import { mergeConfig } from 'vitest/config';
import { sharedTestConfig } from '../vitest.shared';

/** Storybook's own test: one static build, checked against the story files on disk. */
export default mergeConfig(sharedTestConfig, {
  test: { include: ['storybook.test.ts'], environment: 'node', hookTimeout: 240_000 },
});
