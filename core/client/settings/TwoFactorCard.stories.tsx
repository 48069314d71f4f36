import type { Meta, StoryObj } from '@storybook/react-vite';
import type { KeelParameters } from '@keel/core/testing';
import { TwoFactorCard } from './TwoFactorCard';

const qr =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="180" height="180"><rect width="180" height="180" fill="%23ddd"/></svg>';
const api = {
  'POST /api/auth/totp/setup': {
    secret: 'JBSWY3DPEHPK3PXP',
    otpauthUrl: 'otpauth://totp/Keel',
    qrDataUrl: qr,
  },
  'POST /api/auth/totp/enable': {
    recoveryCodes: ['a1b2-c3d4', 'e5f6-g7h8', 'i9j0-k1l2', 'm3n4-o5p6'],
  },
  'POST /api/auth/totp/disable': [204, undefined],
};
const meta = {
  title: 'Core/Settings/TwoFactorCard',
  component: TwoFactorCard,
} satisfies Meta<typeof TwoFactorCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Off: enrol, scan, confirm, see recovery codes once. */
export const Off: Story = { parameters: { keel: { api } satisfies KeelParameters } };
/** On: disable with the password. */
export const On: Story = {
  parameters: { keel: { user: { totpEnabled: true }, api } satisfies KeelParameters },
};
/** Setup fails on the server. */
export const SetupFails: Story = {
  parameters: {
    keel: {
      api: {
        'POST /api/auth/totp/setup': [500, { error: 'Could not start two-factor setup.' }],
      },
    } satisfies KeelParameters,
  },
};
