import type { Meta, StoryObj } from '@storybook/react-vite';
import { TaxEngineAction } from './TaxEngineAction';

const meta = {
  title: 'Plugins/Tax/Tax Engine action',
  component: TaxEngineAction,
} satisfies Meta<typeof TaxEngineAction>;
export default meta;

/** The AI Operations Center's button that runs the tax analysis. */
export const Default: StoryObj<typeof meta> = {};
