import { useCallback } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoPlugins, sampleOtherCompanies, type KeelParameters } from '@keel/core/testing';
import { AppRoutes } from '../AppRoutes';
import { useCompanySync } from '../sync';
import type { OpenSync } from './useCompanyConnection';

/** The app's routes, opening the story's in-memory company document instead of a WebSocket. */
function App() {
  const sync = useCompanySync();
  const openSync = useCallback<OpenSync>(() => {
    if (!sync) throw new Error('The story opened no company document (parameters.keel.sync)');
    // The workspace owns the document; the shell closing it must not destroy it.
    return { ...sync, destroy: () => {} };
  }, [sync]);
  return <AppRoutes openSync={openSync} />;
}

const notes = {
  notifications: [
    {
      id: 'n1',
      title: 'Bob accepted your invitation',
      body: 'Bob Books joined as Bookkeeper.',
      createdAt: '2026-11-20T10:00:00Z',
      read: false,
      severity: 'low',
      companyId: 'c-analytical',
    },
  ],
  unread: 1,
  otherCompanies: [],
};
const noNotes = {
  'GET /api/notifications': { notifications: [], unread: 0, otherCompanies: [] },
};
const meta = {
  title: 'Core/Shell/Shell',
  component: App,
  parameters: { keel: { plugins: demoPlugins, api: noNotes } satisfies KeelParameters },
} satisfies Meta<typeof App>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An owner with one company and one unread notification. */
export const Owner: Story = {
  parameters: { keel: { api: { 'GET /api/notifications': notes } } satisfies KeelParameters },
};
/** A CPA in accountant mode with several companies. */
export const AccountantMode: Story = {
  parameters: {
    keel: { role: 'cpa', otherCompanies: sampleOtherCompanies('cpa') } satisfies KeelParameters,
  },
};
/** Offline with local changes waiting. */
export const Offline: Story = {
  parameters: { keel: { sync: { status: 'offline', pendingChanges: 4 } } satisfies KeelParameters },
};
/** The server's schema is newer: the reload banner. */
export const Outdated: Story = {
  parameters: { keel: { sync: { status: 'outdated' } } satisfies KeelParameters },
};
/** A plugin page that throws stays inside its error boundary. */
export const BrokenPlugin: Story = {
  parameters: { keel: { route: '/payroll-ai' } satisfies KeelParameters },
};
/** Member of no company yet. */
export const NoCompany: Story = {
  parameters: { keel: { user: { companyId: null } } satisfies KeelParameters },
};
