// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { definePlugin } from '@keel/core/domain';
import { defineClientPlugin } from './defineClientPlugin';
import {
  PluginsProvider,
  useDashboardCards,
  usePlugins,
  type PluginsValue,
} from './PluginsContext';
import type { DiscoveredPlugin, PreviewContext } from './types';

const ledger = definePlugin({
  id: 'ledger',
  title: 'Ledger',
  icon: 'book',
  version: '1.0.0',
  coreRange: '^0.1',
  schemaVersion: 0,
  routes: [
    { path: '/ledger', page: 'Ledger', title: 'Ledger' },
    { path: '/ledger/settings', page: 'Settings', title: 'Settings' },
  ],
});
const page = async () => ({ default: () => null });

/** The provider's value for one plugin whose Ledger page has a preview that records its calls. */
function pluginsWithPreview(calls: PreviewContext[], answer: Promise<unknown>): PluginsValue {
  const client = defineClientPlugin(ledger, {
    pages: { Ledger: page, Settings: page },
    previews: {
      Ledger: (context) => {
        calls.push(context);
        return answer;
      },
    },
  });
  const plugins: DiscoveredPlugin[] = [{ manifest: ledger, loadClient: async () => client }];
  let value: PluginsValue | undefined;
  const Capture = () => {
    value = usePlugins();
    return null;
  };
  render(
    <PluginsProvider plugins={plugins}>
      <Capture />
    </PluginsProvider>,
  );
  return value!;
}

describe('PluginsProvider previewRoute', () => {
  it('runs the preview of the page at the path, for the company, and settles with it', async () => {
    const calls: PreviewContext[] = [];
    let shown = () => {};
    const { previewRoute } = pluginsWithPreview(
      calls,
      new Promise<void>((resolve) => (shown = resolve)),
    );
    let settled = false;
    const preview = previewRoute('/ledger', 'acme').then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([{ companyId: 'acme' }]);
    expect(settled).toBe(false);
    shown();
    await preview;
    expect(settled).toBe(true);
  });

  it('settles at once for a page without a preview and for a path no plugin serves', async () => {
    const calls: PreviewContext[] = [];
    const { previewRoute } = pluginsWithPreview(calls, new Promise(() => {}));
    await previewRoute('/ledger/settings', 'acme');
    await previewRoute('/payroll', 'acme');
    expect(calls).toEqual([]);
  });
});

describe('useDashboardCards', () => {
  it('gives each place of the dashboard its own contributions, in order', async () => {
    const client = defineClientPlugin(ledger, {
      pages: { Ledger: page, Settings: page },
      dashboardCards: [
        { id: 'books', title: 'Books', order: 20, load: page },
        { id: 'revenue', title: 'Revenue', slot: 'tile', order: 2, load: page },
        { id: 'growth', title: 'Growth', slot: 'tile', order: 1, load: page },
        { id: 'scan', title: 'Run scan', slot: 'action', load: page },
      ],
    });
    const plugins: DiscoveredPlugin[] = [{ manifest: ledger, loadClient: async () => client }];
    const seen: Record<string, string[]> = {};
    const Capture = () => {
      seen.card = useDashboardCards().map((c) => c.id);
      seen.tile = useDashboardCards('tile').map((c) => c.id);
      seen.action = useDashboardCards('action').map((c) => c.id);
      return null;
    };
    render(
      <PluginsProvider plugins={plugins}>
        <Capture />
      </PluginsProvider>,
    );
    await waitFor(() => expect(seen.card).toEqual(['books']));
    expect(seen.tile).toEqual(['growth', 'revenue']);
    expect(seen.action).toEqual(['scan']);
  });
});
