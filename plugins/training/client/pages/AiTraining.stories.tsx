import type { Meta, StoryObj } from '@storybook/react-vite';
import type { KeelParameters } from '@keel/core/testing';
import { accountingDone, fakeTrainingApi } from '../fixtures/fakeTrainingApi';
import { AiTraining } from './AiTraining';

const meta = {
  title: 'Plugins/Training/AI Training Center',
  component: AiTraining,
} satisfies Meta<typeof AiTraining>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A newcomer: nothing started, every module but the first two locked behind them. */
export const Newcomer: Story = {
  parameters: { keel: { route: '/ai-training', api: fakeTrainingApi() } satisfies KeelParameters },
};

/** Accounting Fundamentals passed: Payroll Mastery open, Tax Optimization still locked. */
export const OneModuleDone: Story = {
  parameters: {
    keel: {
      route: '/ai-training',
      api: fakeTrainingApi(accountingDone()),
    } satisfies KeelParameters,
  },
};

/** The server is away: the page says so. */
export const Unreachable: Story = {
  parameters: { keel: { route: '/ai-training', api: {} } satisfies KeelParameters },
};
