import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleServices } from '../fixtures/sampleCpa';
import { ServiceCard } from './ServiceCard';

const meta = {
  title: 'Plugins/CPA Services/Service Card',
  component: ServiceCard,
} satisfies Meta<typeof ServiceCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const actions = { onSave: async () => {}, onRemove: () => {}, onRequestQuote: () => {} };

/** A service of the starter catalogue, for a member who may edit it (Edit opens inline editing). */
export const Starter: Story = { args: { service: sampleServices[0]!, canEdit: true, ...actions } };
/** A service the practice edited, billed by the hour. */
export const Edited: Story = {
  args: {
    service: { ...sampleServices[3]!, starter: false, title: 'Advisory' },
    canEdit: true,
    ...actions,
  },
};
/** As a member who may not edit the catalogue: only Request Quote. */
export const ReadOnly: Story = {
  args: { service: sampleServices[2]!, canEdit: false, ...actions },
};
