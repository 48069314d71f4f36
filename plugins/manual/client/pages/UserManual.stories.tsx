import type { Meta, StoryObj } from '@storybook/react-vite';
import type { KeelParameters } from '@keel/core/testing';
import { UserManual } from './UserManual';

const meta: Meta<typeof UserManual> = { title: 'Plugins/Manual/UserManual', component: UserManual };
export default meta;

type Story = StoryObj<typeof UserManual>;

/** A reader who has not marked any tab. */
export const NotStarted: Story = {
  parameters: {
    keel: {
      api: { 'GET /api/manual/progress': { completedTabs: [], percent: 0, achievement: false } },
    } satisfies KeelParameters,
  },
};

/** Three tabs marked: the achievement shows. */
export const ThreeTabsComplete: Story = {
  parameters: {
    keel: {
      api: {
        'GET /api/manual/progress': {
          completedTabs: ['quick-start', 'ai-features', 'workflows'],
          percent: 37.5,
          achievement: true,
        },
      },
    } satisfies KeelParameters,
  },
};

/** The server could not be reached. */
export const ProgressFailed: Story = {
  parameters: {
    keel: {
      api: { 'GET /api/manual/progress': [500, { error: 'down' }] },
    } satisfies KeelParameters,
  },
};
