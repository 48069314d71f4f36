import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleUser, storyFrame } from '../testkit';
import { TwoFactorCard } from './TwoFactorCard';

const qr = 'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="180" height="180"><rect width="180" height="180" fill="%23ddd"/></svg>';
const api = {
  'POST /api/auth/totp/setup': { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/Keel', qrDataUrl: qr },
  'POST /api/auth/totp/enable': { recoveryCodes: ['a1b2-c3d4', 'e5f6-g7h8', 'i9j0-k1l2', 'm3n4-o5p6'] },
  'POST /api/auth/totp/disable': [204, undefined],
};
const meta = { title: 'Core/Settings/TwoFactorCard', component: TwoFactorCard } satisfies Meta<typeof TwoFactorCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Off: enrol, scan, confirm, see recovery codes once. */
export const Off: Story = { decorators: [storyFrame({ api })] };
/** On: disable with the password. */
export const On: Story = { decorators: [storyFrame({ user: sampleUser({ totpEnabled: true }), api })] };
/** Setup fails on the server. */
export const SetupFails: Story = { decorators: [storyFrame({ api: { 'POST /api/auth/totp/setup': [500, { error: 'Could not start two-factor setup.' }] } })] };
