import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { checkRunSchema } from '../../domain/checkRun';
import { TODAY } from '../../domain/checks/compliantCompany.testSupport';
import { complianceSeed } from '../fixtures/complianceSeed';
import { DeadlineList } from './DeadlineList';

const run = checkRunSchema.parse(JSON.parse(String(complianceSeed().latest?.company?.record)));

const meta = {
  title: 'Plugins/Compliance/Deadline list',
  component: DeadlineList,
  args: { deadlines: run.deadlines, today: TODAY, canAct: true, onFile: fn() },
} satisfies Meta<typeof DeadlineList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A deposit, a sales tax return and a Form 941 to mark filed. */
export const Upcoming: Story = {};

/** Nothing due in the next 90 days. */
export const Empty: Story = { args: { deadlines: [] } };
