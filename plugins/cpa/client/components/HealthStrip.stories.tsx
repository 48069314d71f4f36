import type { Meta, StoryObj } from '@storybook/react-vite';
import { closedHealth, sampleHealth } from '../fixtures/sampleCpa';
import { HealthStrip } from './HealthStrip';

const meta = {
  title: 'Plugins/CPA Services/Health Strip',
  component: HealthStrip,
} satisfies Meta<typeof HealthStrip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Work to do, with Payroll, Fraud Detection and Compliance Monitor installed. */
export const NeedsWork: Story = { args: { health: sampleHealth, name: 'Bella Design Studio' } };
/** Closed books; the figures of absent plugins left out. */
export const Closed: Story = { args: { health: closedHealth, name: 'Carl Carpentry' } };
/** Kept from before the server started, shown while the client's books are read again. */
export const Refreshing: Story = {
  args: { health: { ...sampleHealth, refreshing: true }, name: 'Bella Design Studio' },
};
