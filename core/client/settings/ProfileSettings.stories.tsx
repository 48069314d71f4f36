import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleUser, storyFrame } from '../testkit';
import { ProfileSettings } from './ProfileSettings';

const meta = { title: 'Core/Settings/ProfileSettings', component: ProfileSettings } satisfies Meta<typeof ProfileSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Saving works. */
export const Default: Story = { decorators: [storyFrame({ api: { 'PATCH /api/user': (body: unknown) => ({ ...sampleUser(), ...(body as object) }) } })] };
/** The server refuses the phone number. */
export const ServerError: Story = { decorators: [storyFrame({ api: { 'PATCH /api/user': [400, { error: 'phone: too long', fields: { phone: 'Phone number is too long' } }] } })] };
