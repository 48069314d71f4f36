import type { Meta, StoryObj } from '@storybook/react-vite';
import type { KeelParameters } from '@keel/core/testing';
import type { GuideStep } from '../guideSteps';
import { QuickGuide } from './QuickGuide';

const steps: GuideStep[] = [
  {
    id: 'invite-accountant',
    title: 'Invite your accountant',
    description: 'Give them access.',
    path: '/settings/company',
    autoDone: true,
    personal: false,
  },
  {
    id: 'enable-two-factor',
    title: 'Enable two-factor sign-in',
    description: 'Protect the books.',
    path: '/settings/account',
    autoDone: false,
    personal: true,
  },
  {
    id: 'complete-profile',
    title: 'Complete your profile',
    description: 'Add your phone.',
    path: '/settings/profile',
    autoDone: false,
    personal: true,
  },
];
const meta = {
  title: 'Plugins/Dashboard/QuickGuide',
  component: QuickGuide,
  args: { steps },
} satisfies Meta<typeof QuickGuide>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One step done by real state, the others open. */
export const InProgress: Story = {
  parameters: { keel: { seed: { dashboard: {} } } satisfies KeelParameters },
};
/** Every step done (one ticked by hand). */
export const AllDone: Story = {
  args: { steps: steps.map((s) => ({ ...s, autoDone: s.id !== 'complete-profile' })) },
  parameters: {
    keel: {
      seed: {
        dashboard: {
          guideProgress: {
            'u-ada.complete-profile': {
              done: true,
              doneAt: '2026-11-20T10:00:00Z',
              doneBy: 'u-ada',
            },
          },
        },
      },
    } satisfies KeelParameters,
  },
};
/** A viewer: the steps show, the boxes cannot be ticked. */
export const Viewer: Story = {
  parameters: { keel: { role: 'viewer', seed: { dashboard: {} } } satisfies KeelParameters },
};
/** Before the store is bound: boxes cannot be ticked yet. */
export const NoStore: Story = { parameters: { keel: { sync: 'none' } satisfies KeelParameters } };
