import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { alertSchema } from '../../domain/alerts';
import { complianceSeed } from '../fixtures/complianceSeed';
import { AlertList } from './AlertList';

const alerts = Object.entries(complianceSeed().alerts ?? {}).map(([id, row]) => ({
  ...alertSchema.parse(JSON.parse(String(row.record))),
  id,
}));

const meta = {
  title: 'Plugins/Compliance/Alert list',
  component: AlertList,
  args: { alerts, canAct: true, onResolve: fn(), onPlan: fn() },
} satisfies Meta<typeof AlertList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A high audit finding, a medium one and a requirement change, with their actions. */
export const Open: Story = {};

/** A viewer sees the alerts without Resolve. */
export const ReadOnly: Story = { args: { canAct: false } };

/** Nothing found. */
export const Empty: Story = { args: { alerts: [] } };
