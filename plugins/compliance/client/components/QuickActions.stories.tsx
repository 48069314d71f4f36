import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { QuickActions } from './QuickActions';

const meta = {
  title: 'Plugins/Compliance/Quick actions',
  component: QuickActions,
  args: {
    canAct: true,
    financialPractice: true,
    documents: [{ id: 'd1', kind: 'security-plan', name: 'WISP 2026', uploadedAt: '2026-02-01' }],
    lastAccessReview: null,
    today: '2026-11-20',
    onReviewAccess: fn(async () => {}),
    onAddDocument: fn(async () => null),
    onSetPractice: fn(async () => true),
  },
} satisfies Meta<typeof QuickActions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An owner: review access, record a document, say the company is a practice. */
export const Owner: Story = {};

/** A viewer reads what is on file. */
export const Viewer: Story = { args: { canAct: false, documents: [] } };
