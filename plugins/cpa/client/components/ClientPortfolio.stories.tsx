import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleClients } from '../fixtures/sampleCpa';
import { ClientPortfolio } from './ClientPortfolio';

const meta = {
  title: 'Plugins/CPA Services/Client Portfolio',
  component: ClientPortfolio,
} satisfies Meta<typeof ClientPortfolio>;
export default meta;
type Story = StoryObj<typeof meta>;

const actions = { onAdd: () => {}, onUpdate: () => {}, onView: () => {} };

/** Two client companies on Keel with live health, one client not on Keel. */
export const Clients: Story = { args: { clients: sampleClients, canWrite: true, ...actions } };
/** No clients yet. */
export const Empty: Story = { args: { clients: [], canWrite: true, ...actions } };
