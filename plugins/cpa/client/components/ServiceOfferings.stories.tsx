import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleServices } from '../fixtures/sampleCpa';
import { ServiceOfferings } from './ServiceOfferings';

const meta = {
  title: 'Plugins/CPA Services/Service Offerings',
  component: ServiceOfferings,
} satisfies Meta<typeof ServiceOfferings>;
export default meta;
type Story = StoryObj<typeof meta>;

const actions = {
  onSave: async () => {},
  onRemove: () => {},
  onAdd: () => {},
  onRequestQuote: () => {},
};

/** The starter catalogue, labelled as such. */
export const StarterCatalogue: Story = {
  args: { services: sampleServices, starter: true, canEdit: true, ...actions },
};
/** A practice that removed every service. */
export const Empty: Story = { args: { services: [], starter: false, canEdit: true, ...actions } };
