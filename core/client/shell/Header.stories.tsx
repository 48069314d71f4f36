import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleCompanies, sampleUser, storyFrame } from '../testkit';
import { Header } from './Header';

const meta = { title: 'Core/Shell/Header', component: Header, args: { hasSync: true, onOpenSearch: () => {}, onToggleSidebar: () => {} } } satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An owner, synced. */
export const Owner: Story = { decorators: [storyFrame({ api: { 'GET /api/notifications': { notifications: [], unread: 0 } } })] };
/** A bookkeeper (accountant mode) with pending changes. */
export const Bookkeeper: Story = {
  decorators: [storyFrame({ user: sampleUser({ role: 'bookkeeper' }), companies: sampleCompanies('bookkeeper'), sync: { state: { status: 'syncing', pendingChanges: 2 } } })],
};
