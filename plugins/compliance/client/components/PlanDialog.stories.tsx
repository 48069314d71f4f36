import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { alertSchema } from '../../domain/alerts';
import { TODAY } from '../../domain/checks/compliantCompany.testSupport';
import { complianceSeed, TWO_FACTOR_ALERT } from '../fixtures/complianceSeed';
import { PlanDialog } from './PlanDialog';

const row = complianceSeed().alerts?.[TWO_FACTOR_ALERT];
const alert = { ...alertSchema.parse(JSON.parse(String(row?.record))), id: TWO_FACTOR_ALERT };

const meta = {
  title: 'Plugins/Compliance/Plan dialog',
  component: PlanDialog,
  args: { alert, today: TODAY, onClose: fn(), onSave: fn(async () => null) },
} satisfies Meta<typeof PlanDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Schedule a high alert: the day defaults to its 48-hour due date. */
export const Schedule: Story = {};
