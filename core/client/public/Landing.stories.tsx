import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyFrame } from '../testkit';
import { Landing } from './Landing';

const meta = { title: 'Core/Public/Landing', component: Landing, decorators: [storyFrame({ user: null, sync: false })] } satisfies Meta<typeof Landing>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What a signed-out visitor sees. */
export const Default: Story = {};
