import type { Meta, StoryObj } from '@storybook/react-vite';
import type { KeelParameters } from '@keel/core/testing';
import { OutboxCard } from './OutboxCard';

const reset = {
  id: '2026-11-21T09-12-00-000Z-0a1b2c3d',
  to: 'demo@keel.local',
  subject: 'Reset your Keel password',
  sentAt: '2026-11-21T09:12:00.000Z',
};

const meta = {
  title: 'Core/Settings/OutboxCard',
  component: OutboxCard,
} satisfies Meta<typeof OutboxCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One reset e-mail; click its subject to read it. */
export const Some: Story = {
  parameters: {
    keel: {
      api: {
        'GET /api/outbox': { messages: [reset] },
        [`GET /api/outbox/${reset.id}`]: {
          ...reset,
          html: '<p>Reset link</p>',
          text: 'Reset your Keel password (the link works once, for one hour): http://localhost:8787/reset-password/abc',
        },
      },
    } satisfies KeelParameters,
  },
};

/** Nothing in the outbox for this user (or mail goes through SMTP). */
export const Empty: Story = {
  parameters: { keel: { api: { 'GET /api/outbox': { messages: [] } } } satisfies KeelParameters },
};
