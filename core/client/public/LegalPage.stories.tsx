import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyFrame } from '../testkit';
import { LegalPage } from './LegalPage';

const meta = { title: 'Core/Public/LegalPage', component: LegalPage, args: { page: 'terms' }, decorators: [storyFrame({ user: null, sync: false })] } satisfies Meta<typeof LegalPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Terms of Service. */
export const Terms: Story = {};
/** Privacy Policy. */
export const Privacy: Story = { args: { page: 'privacy' } };
