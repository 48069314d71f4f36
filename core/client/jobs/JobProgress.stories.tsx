import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Job } from '@keel/core/domain';
import { JobProgress } from './JobProgress';

const job = (over: Partial<Job>): Job => ({
  id: 'job-1',
  companyId: 'c-analytical',
  kind: 'fraud.scan',
  status: 'queued',
  progress: 0,
  message: 'Waiting to start',
  result: null,
  error: null,
  startedBy: 'u-ada',
  scheduleId: null,
  attempts: 0,
  createdAt: '2026-11-25T12:00:00.000Z',
  startedAt: null,
  finishedAt: null,
  cancelRequested: false,
  ...over,
});

const running = {
  status: 'running',
  progress: 0.4,
  message: 'Checked 200 of 500 transactions',
  attempts: 1,
  startedAt: '2026-11-25T12:00:01.000Z',
} as const;

const meta = {
  title: 'Core/Jobs/JobProgress',
  component: JobProgress,
  args: { label: 'Fraud scan', job: job({}), onCancel: () => {} },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof JobProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for a worker: it can be cancelled before it starts. */
export const Queued: Story = {};
/** Running at 40%, saying what it is doing. */
export const Running: Story = { args: { job: job(running) } };
/** Cancel was pressed: the job stops at its next checkpoint. */
export const Cancelling: Story = {
  args: { job: job({ ...running, cancelRequested: true, message: 'Cancelling' }) },
};
/** Finished; its result is the plugin's to show. */
export const Done: Story = {
  args: {
    job: job({
      ...running,
      status: 'done',
      progress: 1,
      message: 'Checked 500 transactions: 3 look unusual',
      result: { flagged: 3 },
      finishedAt: '2026-11-25T12:01:30.000Z',
    }),
  },
};
/** Failed, with the reason. */
export const Failed: Story = {
  args: {
    job: job({
      ...running,
      status: 'failed',
      progress: 0.7,
      error: 'Interrupted by a restart',
      finishedAt: '2026-11-25T12:01:00.000Z',
    }),
  },
};
/** Cancelled part way. */
export const Cancelled: Story = {
  args: {
    job: job({
      ...running,
      status: 'cancelled',
      message: 'Cancelled',
      cancelRequested: true,
      finishedAt: '2026-11-25T12:00:40.000Z',
    }),
  },
};
