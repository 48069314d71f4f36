import { definePlugin } from '@keel/core/domain';
import { defineClientPlugin, type DiscoveredPlugin } from '../client/plugins';

const home = definePlugin({
  id: 'home',
  title: 'AI Overview',
  icon: 'layout-dashboard',
  version: '0.1.0',
  coreRange: '^0.1',
  schemaVersion: 0,
  nav: [
    {
      group: 'Dashboard',
      label: 'AI Overview',
      path: '/dashboard',
      icon: 'layout-dashboard',
      order: 0,
    },
  ],
  routes: [
    { path: '/', page: 'Home', title: 'AI Overview' },
    { path: '/dashboard', page: 'Home', title: 'AI Overview' },
  ],
});

const manual = definePlugin({
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
    },
  ],
  routes: [{ path: '/user-manual', page: 'Manual', title: 'User Manual' }],
  help: '/user-manual',
});

const payroll = definePlugin({
  id: 'payroll',
  title: 'Payroll AI',
  icon: 'wallet',
  version: '0.1.0',
  coreRange: '^0.1',
  schemaVersion: 0,
  nav: [
    { group: 'Services', label: 'Payroll AI', path: '/payroll-ai', icon: 'wallet', badge: 'Live' },
  ],
  routes: [{ path: '/payroll-ai', page: 'Payroll', title: 'Payroll AI' }],
});

const homeClient = defineClientPlugin(home, {
  pages: { Home: async () => ({ default: () => <p>Home page</p> }) },
});
const manualClient = defineClientPlugin(manual, {
  pages: { Manual: async () => ({ default: () => <p>Manual page</p> }) },
});
const payrollClient = defineClientPlugin(payroll, {
  pages: {
    Payroll: async () => ({
      default: () => {
        throw new Error('payroll exploded');
      },
    }),
  },
});

/** Three small plugins for shell stories and tests: a home page, a manual, and a page that throws. */
export const demoPlugins: DiscoveredPlugin[] = [
  { manifest: home, loadClient: async () => homeClient },
  { manifest: payroll, loadClient: async () => payrollClient },
  { manifest: manual, loadClient: async () => manualClient },
];
