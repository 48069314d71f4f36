import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleOtherCompanies, type KeelParameters } from '@keel/core/testing';
import { Header } from './Header';

const meta = {
  title: 'Core/Shell/Header',
  component: Header,
  args: { hasSync: true, onOpenSearch: () => {}, onToggleSidebar: () => {} },
  parameters: {
    keel: {
      api: { 'GET /api/notifications': { notifications: [], unread: 0, otherCompanies: [] } },
    } satisfies KeelParameters,
  },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An owner, synced. */
export const Owner: Story = {};
/** A bookkeeper (accountant mode) in several companies, with pending changes. */
export const Bookkeeper: Story = {
  parameters: {
    keel: {
      role: 'bookkeeper',
      otherCompanies: sampleOtherCompanies('bookkeeper'),
      sync: { status: 'syncing', pendingChanges: 2 },
    } satisfies KeelParameters,
  },
};
