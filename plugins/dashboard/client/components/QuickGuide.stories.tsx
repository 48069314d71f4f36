import type { Meta, StoryObj } from '@storybook/react-vite';
import { coreManifest } from '@keel/core/domain';
import { storyFrame } from '@keel/core/client';
import { plugin } from '../../plugin';
import { QuickGuide } from './QuickGuide';

const steps = [
  { id: 'invite-accountant', title: 'Invite your accountant', description: 'Give them access.', path: '/settings/company', autoDone: true },
  { id: 'enable-two-factor', title: 'Enable two-factor sign-in', description: 'Protect the books.', path: '/settings/account', autoDone: false },
  { id: 'complete-profile', title: 'Complete your profile', description: 'Add your phone.', path: '/settings/profile', autoDone: false },
];
const meta = { title: 'Plugins/Dashboard/QuickGuide', component: QuickGuide, args: { steps } } satisfies Meta<typeof QuickGuide>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One step done by real state, the others open. */
export const InProgress: Story = { decorators: [storyFrame({ sync: { manifests: [coreManifest, plugin] } })] };
/** Every step done (one ticked by hand). */
export const AllDone: Story = {
  args: { steps: steps.map((s) => ({ ...s, autoDone: s.id !== 'complete-profile' })) },
  decorators: [storyFrame({ sync: { manifests: [coreManifest, plugin], seed: { dashboard: { guideProgress: { 'complete-profile': { done: true, doneAt: '2026-11-20T10:00:00Z', doneBy: 'u-ada' } } } } } })],
};
/** Before the store is bound: boxes cannot be ticked yet. */
export const NoStore: Story = { decorators: [storyFrame({ sync: false })] };
