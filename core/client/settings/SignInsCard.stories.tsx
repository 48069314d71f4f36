import type { Meta, StoryObj } from '@storybook/react-vite';
import type { KeelParameters } from '@keel/core/testing';
import { SignInsCard } from './SignInsCard';

const meta = {
  title: 'Core/Settings/SignInsCard',
  component: SignInsCard,
} satisfies Meta<typeof SignInsCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A few sign-ins, one failed. */
export const Some: Story = {
  parameters: {
    keel: {
      api: {
        'GET /api/user/sign-ins': {
          signIns: [
            {
              at: '2026-11-21T09:12:00Z',
              ip: '203.0.113.7',
              userAgent: 'Firefox on Linux',
              success: true,
            },
            {
              at: '2026-11-20T18:40:00Z',
              ip: '198.51.100.2',
              userAgent: 'Safari on iPhone',
              success: false,
            },
          ],
        },
      },
    } satisfies KeelParameters,
  },
};
/** None yet. */
export const None: Story = {
  parameters: {
    keel: { api: { 'GET /api/user/sign-ins': { signIns: [] } } } satisfies KeelParameters,
  },
};
/** Loading fails (no API answers). */
export const Failed: Story = {};
