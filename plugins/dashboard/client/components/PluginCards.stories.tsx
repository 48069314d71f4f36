import type { Meta, StoryObj } from '@storybook/react-vite';
import { definePlugin } from '@keel/core/domain';
import { Card, defineClientPlugin } from '@keel/core/client';
import type { KeelParameters } from '@keel/core/testing';
import { PluginCards } from './PluginCards';

const payroll = definePlugin({
  id: 'payroll',
  title: 'Payroll',
  icon: 'wallet',
  version: '0.1.0',
  coreRange: '^0.1',
  schemaVersion: 0,
});
const client = defineClientPlugin(payroll, {
  pages: {},
  dashboardCards: [
    {
      id: 'employees',
      title: 'Employees',
      load: async () => ({
        default: () => (
          <Card title="Employees">
            <p>No employees yet.</p>
          </Card>
        ),
      }),
    },
    {
      id: 'broken',
      title: 'Broken card',
      load: async () => ({
        default: () => {
          throw new Error('boom');
        },
      }),
    },
  ],
});
const meta = {
  title: 'Plugins/Dashboard/PluginCards',
  component: PluginCards,
} satisfies Meta<typeof PluginCards>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No plugin adds a card: the honest empty state. */
export const NoCards: Story = { parameters: { keel: { plugins: [] } satisfies KeelParameters } };
/** A working card beside a broken one, which stays inside its boundary. */
export const WithCards: Story = {
  parameters: {
    keel: {
      plugins: [{ manifest: payroll, loadClient: async () => client }],
    } satisfies KeelParameters,
  },
};
