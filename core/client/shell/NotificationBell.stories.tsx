import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Notification } from '@keel/core/domain';
import type { KeelParameters } from '@keel/core/testing';
import { NotificationBell } from './NotificationBell';

const note = (id: string, read: boolean, extra: Partial<Notification> = {}): Notification => ({
  id,
  title: `Invitation ${id} accepted`,
  body: 'A member joined your company.',
  createdAt: '2026-11-20T10:00:00Z',
  read,
  severity: 'low',
  companyId: 'c-analytical',
  link: '/settings/company',
  ...extra,
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
      api: { 'GET /api/notifications': { notifications: [], unread: 0, otherCompanies: [] } },
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
          otherCompanies: [],
        },
        'POST /api/notifications/read-all': [204, undefined],
      },
    } satisfies KeelParameters,
  },
};
/** Alerts a plugin raised, by severity, and unread ones in another company of the user's. */
export const Alerts: Story = {
  parameters: {
    keel: {
      api: {
        'GET /api/notifications': {
          notifications: [
            note('1', false, {
              title: 'Payroll tax deposit overdue',
              body: 'The federal deposit for November was due on December 15.',
              severity: 'high',
            }),
            note('2', false, {
              title: 'Quarterly filing in 7 days',
              body: 'Form 941 for Q4 is due on January 31.',
              severity: 'medium',
            }),
            note('3', true),
          ],
          unread: 2,
          otherCompanies: [{ companyId: 'c-babbage', name: 'Babbage Partners', unread: 3 }],
        },
      },
    } satisfies KeelParameters,
  },
};
/** The server cannot be reached (no API answers). */
export const Failed: Story = {};
