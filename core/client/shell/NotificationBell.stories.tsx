import type { Meta, StoryObj } from '@storybook/react-vite';
import type { KeelParameters } from '@keel/core/testing';
import { NotificationBell } from './NotificationBell';

const note = (id: string, read: boolean) => ({
  id,
  title: `Invitation ${id} accepted`,
  body: 'A member joined your company.',
  createdAt: '2026-11-20T10:00:00Z',
  read,
});
const meta = {
  title: 'Core/Shell/NotificationBell',
  component: NotificationBell,
} satisfies Meta<typeof NotificationBell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing unread: no badge. */
export const NoneUnread: Story = {
  parameters: {
    keel: {
      api: { 'GET /api/notifications': { notifications: [], unread: 0 } },
    } satisfies KeelParameters,
  },
};
/** Two unread of three. */
export const SomeUnread: Story = {
  parameters: {
    keel: {
      api: {
        'GET /api/notifications': {
          notifications: [note('1', false), note('2', false), note('3', true)],
          unread: 2,
        },
        'POST /api/notifications/read-all': [204, undefined],
      },
    } satisfies KeelParameters,
  },
};
/** The server cannot be reached (no API answers). */
export const Failed: Story = {};
