// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAMPLE_COMPANY_ID, renderInWorkspace, type FakeRoutes } from '@keel/core/testing';
import { ConnectBankDialog } from './ConnectBankDialog';

const CONNECT = `POST /api/companies/${SAMPLE_COMPANY_ID}/connect-bank`;

function renderConnect(api: FakeRoutes = {}) {
  const onOpenChange = vi.fn();
  const result = renderInWorkspace(
    <ConnectBankDialog companyId={SAMPLE_COMPANY_ID} open onOpenChange={onOpenChange} />,
    { api },
  );
  return { api: result.api, onOpenChange, user: userEvent.setup() };
}

async function fill(user: ReturnType<typeof userEvent.setup>, token = '') {
  await user.selectOptions(screen.getByLabelText('Bank Name'), 'Chase');
  await user.selectOptions(screen.getByLabelText('Account Type'), 'business checking');
  await user.type(screen.getByLabelText('Routing Number'), '021000021');
  await user.type(screen.getByLabelText('Account Number'), '000123454821');
  if (token) await user.type(screen.getByLabelText('SimpleFIN setup token'), token);
  await user.click(screen.getByRole('button', { name: 'Connect Bank' }));
}

describe('ConnectBankDialog', () => {
  it('asks for no bank username or password and links to SimpleFIN', () => {
    renderConnect();
    expect(screen.getByRole('dialog', { name: 'Connect Bank' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/username/i)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^password/i)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Routing Number')).toHaveAttribute(
      'placeholder',
      '9-digit routing number',
    );
    expect(screen.getByRole('link', { name: /SimpleFIN Bridge/ })).toHaveAttribute(
      'href',
      'https://bridge.simplefin.org/simplefin/create',
    );
  });

  it('names each bad field and sends nothing', async () => {
    const { api, user } = renderConnect();
    await user.type(screen.getByLabelText('Routing Number'), '021000022');
    await user.click(screen.getByRole('button', { name: 'Connect Bank' }));
    expect(screen.getByLabelText('Bank Name')).toHaveAccessibleDescription('Bank name is required');
    expect(screen.getByLabelText('Account Type')).toHaveAccessibleDescription(
      'Account type is required',
    );
    expect(screen.getByLabelText('Routing Number')).toHaveAccessibleDescription(
      'Routing number must be 9 digits with a valid check digit',
    );
    expect(api.calls).toHaveLength(0);
  });

  it('connects a live account and says auto-sync is on', async () => {
    const { api, onOpenChange, user } = renderConnect({
      [CONNECT]: {
        bankName: 'Chase',
        accounts: [{ accountId: 'chase-checking', name: 'Chase Checking', live: true }],
      },
    });
    await fill(user, 'aHR0cHM6Ly9icmlkZ2Uuc2ltcGxlZmluLm9yZy9jbGFpbS9kZW1v');
    expect(await screen.findByText('Bank Connected')).toBeInTheDocument();
    expect(screen.getByText('Connected to Chase. Auto-sync is enabled.')).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(api.calls[0]?.body).toEqual({
      bankName: 'Chase',
      accountType: 'business checking',
      routingNumber: '021000021',
      accountNumber: '000123454821',
      setupToken: 'aHR0cHM6Ly9icmlkZ2Uuc2ltcGxlZmluLm9yZy9jbGFpbS9kZW1v',
      companyId: SAMPLE_COMPANY_ID,
    });
  });

  it('adds an account for statements when no token is given', async () => {
    const { user } = renderConnect({
      [CONNECT]: {
        bankName: 'Chase',
        accounts: [{ accountId: 'chase-checking', name: 'Chase Checking', live: false }],
      },
    });
    await fill(user);
    expect(
      await screen.findByText('Chase added. Upload its statements to import transactions.'),
    ).toBeInTheDocument();
  });

  it("tells of a failure with the server's field message", async () => {
    const { onOpenChange, user } = renderConnect({
      [CONNECT]: [
        400,
        {
          error: 'setupToken: SimpleFIN refused this setup token; it may have been used already',
          fields: {
            setupToken: 'SimpleFIN refused this setup token; it may have been used already',
          },
        },
      ],
    });
    await fill(user, 'used-token');
    expect(await screen.findByText('Connection Failed')).toBeInTheDocument();
    expect(
      screen.getByText('Failed to connect to bank. Please check your credentials.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('SimpleFIN setup token')).toHaveAccessibleDescription(
      'SimpleFIN refused this setup token; it may have been used already',
    );
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('tells of a failure when the server is down', async () => {
    const { user } = renderConnect({ [CONNECT]: [503, { error: 'Bank service unavailable' }] });
    await fill(user);
    expect(await screen.findByText('Connection Failed')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Bank service unavailable');
  });
});
