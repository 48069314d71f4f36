import { clockServiceRef, definePlugin } from '@keel/core/domain';
import { complianceTables } from './domain/schema';

/** Compliance: the manifest the shell and the server read before any plugin code loads. */
export const plugin = definePlugin({
  id: 'compliance',
  title: 'Compliance',
  icon: 'puzzle',
  version: '0.1.0',
  coreRange: '^0.1',
  schemaVersion: 0,
  nav: [{ group: 'Services', label: 'Compliance', path: '/compliance', icon: 'puzzle', order: 100 }],
  routes: [{ path: '/compliance', page: 'CompliancePage', title: 'Compliance' }],
  tables: complianceTables,
  // The services it cannot run without: the core's clock (server/routes/items.ts, the page).
  uses: [clockServiceRef.id],
});
