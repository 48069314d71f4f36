import { COMPANY_PROFILE_ROW, type TablesContent, type User } from '@keel/core/domain';

/** The company every story works in (the id the core's story fixtures use too). */
export const FIXTURE_COMPANY_ID = 'c-analytical';

/** The signed-in person; createTestWorkspace adds the role and the company id. */
export const fixtureUser: Partial<User> = {
  id: 'u-ada',
  name: 'Ada Lovelace',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
};

/**
 * Rows each plugin's store starts with, by plugin id. Entries for plugins that are not installed
 * are dropped, so removing a plugin folder never breaks Storybook.
 */
export const fixtureSeed: Record<string, TablesContent> = {
  core: {
    company: { [COMPANY_PROFILE_ROW]: { name: 'Analytical Engines LLC', businessType: 'llc' } },
  },
  dashboard: {
    guideProgress: {
      'complete-profile': { done: true, doneAt: '2026-11-20T10:00:00Z', doneBy: 'u-ada' },
    },
  },
};
