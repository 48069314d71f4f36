import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyFrame } from '../testkit';
import { AiStatusPanel, OutdatedBanner, SyncIndicator } from './SyncStatus';

function All() {
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 480 }}>
      <SyncIndicator />
      <div style={{ background: '#0f172a', color: '#e2e8f0', padding: 8 }}><AiStatusPanel /></div>
      <OutdatedBanner />
    </div>
  );
}
const meta = { title: 'Core/Shell/SyncStatus', component: All } satisfies Meta<typeof All>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Synced. */
export const Synced: Story = { decorators: [storyFrame({})] };
/** Syncing. */
export const Syncing: Story = { decorators: [storyFrame({ sync: { state: { status: 'syncing', pendingChanges: 1 } } })] };
/** Offline with pending changes. */
export const Offline: Story = { decorators: [storyFrame({ sync: { state: { status: 'offline', pendingChanges: 5 } } })] };
/** Outdated: the reload banner. */
export const Outdated: Story = { decorators: [storyFrame({ sync: { state: { status: 'outdated', pendingChanges: 0 } } })] };
