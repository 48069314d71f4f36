import type { Meta, StoryObj } from '@storybook/react-vite';
import type { KeelParameters } from '@keel/core/testing';
import { TeamTasks } from './TeamTasks';

const meta = {
  title: 'Plugins/Dashboard/TeamTasks',
  component: TeamTasks,
  args: { author: { name: 'Ada Lovelace', canEdit: true } },
} satisfies Meta<typeof TeamTasks>;
export default meta;

type Story = StoryObj<typeof meta>;

const withTasks = {
  seed: {
    dashboard: {
      tasks: {
        t1: {
          title: 'Send the December bank statement',
          done: false,
          createdBy: 'Ines Tester',
          createdAt: '2026-11-20T09:00:00.000Z',
        },
        t2: {
          title: 'Approve the payroll run',
          done: true,
          createdBy: 'Ada Lovelace',
          createdAt: '2026-11-20T10:00:00.000Z',
        },
      },
    },
  },
} satisfies KeelParameters;

/** A company with no tasks yet. */
export const Empty: Story = {
  parameters: { keel: { seed: { dashboard: {} } } satisfies KeelParameters },
};

/** Open and finished tasks from both people. */
export const WithTasks: Story = { parameters: { keel: withTasks } };

/** A viewer sees the tasks but cannot change them. */
export const ReadOnly: Story = {
  parameters: { keel: { ...withTasks, role: 'viewer' } satisfies KeelParameters },
  args: { author: { name: 'Vic Viewer', canEdit: false } },
};

/** A task Compliance Monitor added when an alert was planned: due that day, linking to the fix. */
export const PlannedFromAnAlert: Story = {
  parameters: {
    keel: {
      seed: {
        dashboard: {
          tasks: {
            t1: {
              title: '2 members can change the books without two-factor sign-in',
              done: false,
              createdBy: 'Ada Lovelace <ada@example.com>',
              createdAt: '2026-11-20T09:00:00.000Z',
              due: '2026-11-24',
              link: '/settings/company',
            },
          },
        },
      },
    } satisfies KeelParameters,
  },
};
