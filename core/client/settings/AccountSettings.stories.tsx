import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleUser, type KeelParameters } from '@keel/core/testing';
import { AccountSettings } from './AccountSettings';

const qr =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="180" height="180"><rect width="180" height="180" fill="%23eee"/></svg>';
const api = {
  'PATCH /api/user': (body: unknown) => ({ ...sampleUser(), ...(body as object) }),
  'GET /api/user/sign-ins': {
    signIns: [
      {
        at: '2026-11-21T09:12:00Z',
        ip: '203.0.113.7',
        userAgent: 'Firefox on Linux',
        success: true,
      },
    ],
  },
  'GET /api/outbox': {
    messages: [
      {
        id: '2026-11-21T09-12-00-000Z-0a1b2c3d',
        to: 'demo@keel.local',
        subject: 'Reset your Keel password',
        sentAt: '2026-11-21T09:12:00.000Z',
      },
    ],
  },
  'POST /api/auth/totp/setup': {
    secret: 'JBSWY3DPEHPK3PXP',
    otpauthUrl: 'otpauth://totp/Keel',
    qrDataUrl: qr,
  },
  'POST /api/auth/totp/enable': {
    recoveryCodes: ['a1b2-c3d4', 'e5f6-g7h8', 'i9j0-k1l2', 'm3n4-o5p6'],
  },
};
const meta = {
  title: 'Core/Settings/AccountSettings',
  component: AccountSettings,
} satisfies Meta<typeof AccountSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two-factor off: enrol from here. */
export const TwoFactorOff: Story = { parameters: { keel: { api } satisfies KeelParameters } };
/** Two-factor on: can be disabled with the password. */
export const TwoFactorOn: Story = {
  parameters: { keel: { user: { totpEnabled: true }, api } satisfies KeelParameters },
};
/** No sign-ins recorded, and the list failing. */
export const NoSignIns: Story = {
  parameters: {
    keel: { api: { 'GET /api/user/sign-ins': { signIns: [] } } } satisfies KeelParameters,
  },
};
