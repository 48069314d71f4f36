import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleLiabilities } from '../fixtures/sampleTax';
import { PaymentsTab } from './PaymentsTab';

const meta: Meta<typeof PaymentsTab> = {
  title: 'Plugins/Tax/PaymentsTab',
  component: PaymentsTab,
  args: {
    recalculating: false,
    onRecalculate: () => {},
    onPay: () => {},
    onSchedule: () => {},
    onAgencyGuide: () => {},
  },
};
export default meta;
type Story = StoryObj<typeof PaymentsTab>;

/** The sample company's liabilities, for someone who records payments. */
export const Liabilities: Story = { args: { position: sampleLiabilities, mayPay: true } };

/** Nothing owed yet. */
export const Empty: Story = {
  args: {
    position: {
      ...sampleLiabilities,
      liabilities: [],
      outstandingCents: 0,
      dueThisMonthCents: 0,
      autoPayment: { automated: 0, taxes: 0 },
    },
    mayPay: false,
  },
};
