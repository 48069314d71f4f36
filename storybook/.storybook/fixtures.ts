import type { TablesContent } from '@keel/core/domain';

/**
 * Rows each installed plugin's store starts with in every story, by plugin id (the core's
 * company profile and the signed-in person come from @keel/core/testing's workspace frame).
 * Entries for plugins that are not installed are dropped, so removing a plugin folder never
 * breaks Storybook.
 */
export const fixtureSeed: Record<string, TablesContent> = {
  dashboard: {
    guideProgress: {
      'u-ada.complete-profile': { done: true, doneAt: '2026-11-20T10:00:00Z', doneBy: 'u-ada' },
    },
  },
};
