import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { checkRunSchema } from '../../domain/checkRun';
import { complianceSeed } from '../fixtures/complianceSeed';
import { AreaCard } from './AreaCard';

const run = checkRunSchema.parse(JSON.parse(String(complianceSeed().latest?.company?.record)));
const area = (id: string) => run.areas.find((a) => a.id === id)!;

const meta = {
  title: 'Plugins/Compliance/Area card',
  component: AreaCard,
  args: { canAct: true, onGetHelp: fn(), onExport: fn(), area: area('gaap'), trend: [] },
} satisfies Meta<typeof AreaCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** SOX-style controls with a member without two-factor sign-in: Fix Gap and the trend. */
export const WithGap: Story = { args: { area: area('sox'), trend: [100, 83] } };

/** The books, every check passed. */
export const Compliant: Story = { args: { area: area('gaap'), trend: [100, 100] } };
