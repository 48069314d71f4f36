import type { Meta, StoryObj } from '@storybook/react-vite';
import { definePlugin } from '@keel/core/domain';
import { Button, defineClientPlugin } from '@keel/core/client';
import type { KeelParameters } from '@keel/core/testing';
import { OperationsCenter, PluginTiles } from './PluginCards';
import '../dashboard.css';

// A stand-in plugin that shows where tiles and buttons go; its figures are placeholders of the
// layout, not Keel's (the real tiles compute theirs from the company's books).
const figures = definePlugin({
  id: 'figures',
  title: 'Figures',
  icon: 'box',
  version: '0.1.0',
  coreRange: '^0.1',
  schemaVersion: 0,
});
const tile = (label: string, figure: string, detail: string) => async () => ({
  default: () => (
    <a href="/figures">
      <span className="k-muted">{label}</span> <strong>{figure}</strong> <span>{detail}</span>
    </a>
  ),
});
const client = defineClientPlugin(figures, {
  pages: {},
  dashboardCards: [
    {
      id: 'first',
      title: 'First figure',
      slot: 'tile',
      order: 10,
      load: tile('First figure', '123', 'A line of detail'),
    },
    {
      id: 'second',
      title: 'Second figure',
      slot: 'tile',
      order: 50,
      load: tile('Second figure', '45', 'Another line of detail'),
    },
    {
      id: 'run',
      title: 'Run',
      slot: 'action',
      load: async () => ({ default: () => <Button>A plugin's action</Button> }),
    },
  ],
});
const withFigures = {
  keel: {
    plugins: [{ manifest: figures, loadClient: async () => client }],
  } satisfies KeelParameters,
};

const meta = {
  title: 'Plugins/Dashboard/PluginTiles',
  component: PluginTiles,
} satisfies Meta<typeof PluginTiles>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two tiles in the top row, in their plugins' order. */
export const Tiles: Story = { parameters: withFigures };
/** No plugin has a tile: the row is left out. */
export const NoTiles: Story = { parameters: { keel: { plugins: [] } satisfies KeelParameters } };
/** The AI Operations Center with one plugin's button. */
export const Actions: Story = {
  render: () => <OperationsCenter />,
  parameters: withFigures,
};
