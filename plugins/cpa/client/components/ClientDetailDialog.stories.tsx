import type { Meta, StoryObj } from '@storybook/react-vite';
import { closedDetail, sampleClients, sampleDetail, sampleMembers } from '../fixtures/sampleCpa';
import { ClientDetailDialog } from './ClientDetailDialog';

const meta = {
  title: 'Plugins/CPA Services/Client Detail Dialog',
  component: ClientDetailDialog,
} satisfies Meta<typeof ClientDetailDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const actions = {
  members: sampleMembers,
  onClose: () => {},
  onReview: () => {},
  onSwitch: () => {},
  onSaveEngagement: async () => {},
};

/** A client on Keel with October still open: a bank account to reconcile, the review to do. */
export const OpenClose: Story = {
  args: {
    client: sampleClients[0]!,
    detail: sampleDetail,
    error: null,
    canWrite: true,
    ...actions,
  },
};
/** October closed and reviewed. */
export const Closed: Story = {
  args: {
    client: sampleClients[1]!,
    detail: closedDetail,
    error: null,
    canWrite: true,
    ...actions,
  },
};
/** A client not on Keel: what the practice entered. */
export const NotOnKeel: Story = {
  args: { client: sampleClients[2]!, detail: null, error: null, canWrite: true, ...actions },
};
