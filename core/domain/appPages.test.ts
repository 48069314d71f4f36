import { describe, expect, it } from 'vitest';
import { corePages, isAppPage } from './appPages';

const manifests = [
  {
    routes: [
      { path: '/bookkeeping', page: 'Bookkeeping', title: 'Books' },
      { path: '/files/:id', page: 'File', title: 'File' },
    ],
  },
];

describe('isAppPage', () => {
  it("takes the core's pages and the plugins' routes, with any query or hash", () => {
    for (const path of Object.values(corePages)) expect(isAppPage(path, manifests)).toBe(true);
    expect(isAppPage('/bookkeeping?tab=vendors&vendor=v1', manifests)).toBe(true);
    expect(isAppPage('/files/abc#top', manifests)).toBe(true);
  });

  it('refuses paths no page serves, and links that leave the app', () => {
    expect(isAppPage('/settings/members', manifests)).toBe(false);
    expect(isAppPage('/files', manifests)).toBe(false);
    expect(isAppPage('/bookkeeping/extra', manifests)).toBe(false);
    expect(isAppPage('https://example.com/bookkeeping', manifests)).toBe(false);
    expect(isAppPage('//example.com/bookkeeping', manifests)).toBe(false);
  });
});
