// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAMPLE_COMPANY_ID, renderInWorkspace } from '@keel/core/testing';
import { plugin } from '../../plugin';
import { ApprovalLimitForm } from './ApprovalLimitForm';

function renderForm(approvalLimit: number | null, answer?: [number, unknown]) {
  const sent: unknown[] = [];
  renderInWorkspace(
    <ApprovalLimitForm companyId={SAMPLE_COMPANY_ID} approvalLimit={approvalLimit} />,
    {
      manifests: [plugin],
      api: {
        'PUT /api/fraud/settings': (body) => {
          sent.push(body);
          return (
            answer ?? [200, { approvalLimit: (body as { approvalLimit: unknown }).approvalLimit }]
          );
        },
      },
    },
  );
  return sent;
}

const limitField = () => screen.getByLabelText('Approval limit (USD)');

describe('ApprovalLimitForm', () => {
  it('sends the dollars typed as cents', async () => {
    const sent = renderForm(null);
    await userEvent.type(limitField(), '$5,000');
    await userEvent.click(screen.getByRole('button', { name: 'Save Limit' }));
    await waitFor(() =>
      expect(sent).toEqual([{ companyId: SAMPLE_COMPANY_ID, approvalLimit: 500_000 }]),
    );
    expect(
      await screen.findByText('Deep Scan checks payments against $5,000.00'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear Limit' })).not.toBeInTheDocument();
  });

  it('shows the saved limit in dollars, and Clear Limit sends null', async () => {
    const sent = renderForm(250_000);
    expect(limitField()).toHaveValue('2500.00');
    await userEvent.click(screen.getByRole('button', { name: 'Clear Limit' }));
    await waitFor(() =>
      expect(sent).toEqual([{ companyId: SAMPLE_COMPANY_ID, approvalLimit: null }]),
    );
  });

  it.each([
    ['lots', 'Enter the limit in dollars, like 5,000.00'],
    ['-100', 'The approval limit must be more than $0.00'],
    ['200000000', 'The approval limit can be at most $100,000,000.00'],
  ])('refuses "%s" under the field and sends nothing', async (typed, message) => {
    const sent = renderForm(null);
    await userEvent.type(limitField(), typed);
    await userEvent.click(screen.getByRole('button', { name: 'Save Limit' }));
    expect(limitField()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(limitField()).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it("shows the server's message for the field", async () => {
    renderForm(null, [
      400,
      { error: 'Invalid request', fields: { approvalLimit: 'The server says no' } },
    ]);
    await userEvent.type(limitField(), '900');
    await userEvent.click(screen.getByRole('button', { name: 'Save Limit' }));
    await waitFor(() =>
      expect(limitField()).toHaveAccessibleDescription(
        expect.stringContaining('The server says no'),
      ),
    );
  });
});
