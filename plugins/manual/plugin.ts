import { definePlugin } from '@keel/core/domain';

/**
 * The User Manual (spec 001) at /user-manual: how to do each thing in Keel, each person's progress
 * through its tabs, the page the user menu's Help & Support opens, and `manual.search` for the
 * assistant's "how do I" questions.
 */
export const plugin = definePlugin({
  id: 'manual',
  title: 'User Manual',
  icon: 'book',
  version: '0.1.0',
  coreRange: '^0.1',
  schemaVersion: 0,
  nav: [
    {
      group: 'Help & Training',
      label: 'User Manual',
      path: '/user-manual',
      icon: 'book',
      badge: 'NEW',
      order: 10,
    },
  ],
  routes: [{ path: '/user-manual', page: 'UserManual', title: 'User Manual' }],
  help: '/user-manual',
  provides: ['manual.search'],
});
