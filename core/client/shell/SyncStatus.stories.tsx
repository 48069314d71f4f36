import type { Meta, StoryObj } from '@storybook/react-vite';
import type { KeelParameters } from '@keel/core/testing';
import { AiStatusPanel, OutdatedBanner, SyncIndicator, TooLargeBanner } from './SyncStatus';

function All() {
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 480 }}>
      <SyncIndicator />
      <div style={{ background: '#0f172a', color: '#e2e8f0', padding: 8 }}>
        <AiStatusPanel />
      </div>
      <OutdatedBanner />
      <TooLargeBanner />
    </div>
  );
}
const meta = { title: 'Core/Shell/SyncStatus', component: All } satisfies Meta<typeof All>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Synced. */
export const Synced: Story = {};
/** Syncing. */
export const Syncing: Story = {
  parameters: { keel: { sync: { status: 'syncing', pendingChanges: 1 } } satisfies KeelParameters },
};
/** Offline with pending changes. */
export const Offline: Story = {
  parameters: { keel: { sync: { status: 'offline', pendingChanges: 5 } } satisfies KeelParameters },
};
/** Outdated: the reload banner. */
export const Outdated: Story = {
  parameters: { keel: { sync: { status: 'outdated' } } satisfies KeelParameters },
};
/** A size limit refused this browser's changes: the banner says which. */
export const TooLarge: Story = {
  parameters: {
    keel: {
      sync: {
        status: 'too-large',
        reason: 'You synced more than 48 MB into this company within an hour: try again later',
      },
    } satisfies KeelParameters,
  },
};
