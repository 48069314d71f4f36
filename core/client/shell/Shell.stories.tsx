import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppRoutes } from '../AppRoutes';
import { demoPlugins, sampleCompanies, sampleCompany, sampleUser, storyFrame } from '../testkit';

const notes = { notifications: [{ id: 'n1', title: 'Bob accepted your invitation', body: 'Bob Books joined as Bookkeeper.', createdAt: '2026-11-20T10:00:00Z', read: false }], unread: 1 };
const meta = { title: 'Core/Shell/Shell', component: AppRoutes } satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An owner with one company and one unread notification. */
export const Owner: Story = { decorators: [storyFrame({ plugins: demoPlugins, api: { 'GET /api/notifications': notes } })] };
/** A CPA in accountant mode with several companies. */
export const AccountantMode: Story = {
  decorators: [storyFrame({ plugins: demoPlugins, user: sampleUser({ role: 'cpa' }), companies: sampleCompanies('cpa'), api: { 'GET /api/notifications': { notifications: [], unread: 0 } } })],
};
/** Offline with local changes waiting. */
export const Offline: Story = { decorators: [storyFrame({ plugins: demoPlugins, sync: { state: { status: 'offline', pendingChanges: 4 } } })] };
/** The server's schema is newer: the reload banner. */
export const Outdated: Story = { decorators: [storyFrame({ plugins: demoPlugins, sync: { state: { status: 'outdated', pendingChanges: 0 } } })] };
/** A plugin page that throws stays inside its error boundary. */
export const BrokenPlugin: Story = { decorators: [storyFrame({ plugins: demoPlugins, path: '/payroll-ai', companies: [sampleCompany()] })] };
/** Member of no company yet. */
export const NoCompany: Story = { decorators: [storyFrame({ plugins: demoPlugins, user: sampleUser({ companyId: null, role: null }), companies: [], sync: false })] };
