// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInWorkspace } from '@keel/core/testing';
import { TwoFactorCard } from './TwoFactorCard';

describe('TwoFactorCard', () => {
  it('enrols with the QR code, confirms the code and shows recovery codes once', async () => {
    renderInWorkspace(<TwoFactorCard />, {
      api: {
        'POST /api/auth/totp/setup': {
          secret: 'JBSWY3DP',
          otpauthUrl: 'otpauth://totp/Keel',
          qrDataUrl: 'data:image/png;base64,AAAA',
        },
        'POST /api/auth/totp/enable': (body) =>
          (body as { code: string }).code === '123456'
            ? { recoveryCodes: ['aaaa-bbbb', 'cccc-dddd'] }
            : [400, { error: 'code: wrong', fields: { code: 'That code did not match' } }],
      },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Enable two-factor' }));
    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toHaveAttribute('src', 'data:image/png;base64,AAAA');
    await user.type(screen.getByLabelText('Authentication code'), '12');
    await user.click(screen.getByRole('button', { name: 'Confirm code' }));
    expect(screen.getByLabelText('Authentication code')).toHaveAccessibleDescription(
      'Enter the 6-digit code',
    );
    await user.clear(screen.getByLabelText('Authentication code'));
    await user.type(screen.getByLabelText('Authentication code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm code' }));
    expect(await screen.findByText('That code did not match')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Authentication code'));
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm code' }));
    const codes = await screen.findByRole('region', { name: 'Recovery codes' });
    expect(codes).toHaveTextContent('aaaa-bbbb');
    await user.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }));
    expect(screen.queryByText('aaaa-bbbb')).not.toBeInTheDocument();
  });

  it('disables two-factor with the password', async () => {
    const { api } = renderInWorkspace(<TwoFactorCard />, {
      user: { totpEnabled: true },
      api: { 'POST /api/auth/totp/disable': [204, undefined] },
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password to disable two-factor'), 'my password');
    await user.click(screen.getByRole('button', { name: 'Disable two-factor' }));
    expect(await screen.findByText('Two-factor disabled')).toBeInTheDocument();
    expect(api.calls[0]).toEqual({
      method: 'POST',
      url: '/api/auth/totp/disable',
      body: { password: 'my password' },
    });
  });
});
