// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInWorkspace, type KeelParameters } from '@keel/core/testing';
import { plugin } from '../../../plugin';
import { WithBooks } from '../accounts/WithBooks';
import { CloseBooksCard } from './CloseBooksCard';
import { archiveApi, closingParameters, openBooksSeed } from './closingFixtures';

function renderCard(parameters: KeelParameters) {
  const result = renderInWorkspace(
    <WithBooks>{(books) => <CloseBooksCard books={books} />}</WithBooks>,
    { ...parameters, manifests: [plugin] },
  );
  return { ...result, user: userEvent.setup() };
}

const card = () => screen.getByRole('region', { name: 'Close the books' });

describe('CloseBooksCard', () => {
  it('shows that nothing is closed and saves a lock date', async () => {
    const { api, user } = renderCard(closingParameters('open'));
    expect(within(card()).getByText('No period is closed.')).toBeInTheDocument();
    expect(await within(card()).findByText('No archived years yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Close year/ })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Lock date'), '2025-12-31');
    await user.click(screen.getByRole('button', { name: 'Save lock date' }));
    expect(api.calls).toContainEqual({
      method: 'PUT',
      url: '/api/companies/c-analytical/settings/lock-date',
      body: { lockDate: '2025-12-31' },
    });
    expect(await screen.findByText('Lock date saved')).toBeInTheDocument();
  });

  it("shows the server's message for the lock date", async () => {
    const { user } = renderCard({
      seed: { bookkeeping: openBooksSeed('') },
      api: archiveApi([], 'Use a real date as YYYY-MM-DD'),
    });
    await user.type(screen.getByLabelText('Lock date'), '2025-12-31');
    await user.click(screen.getByRole('button', { name: 'Save lock date' }));
    expect(await screen.findByText('Use a real date as YYYY-MM-DD')).toBeInTheDocument();
    expect(screen.getByLabelText('Lock date')).toHaveAccessibleDescription(
      expect.stringContaining('Use a real date as YYYY-MM-DD'),
    );
  });

  it('archives the locked fiscal year after asking, and lists it', async () => {
    const { api, user } = renderCard(closingParameters('ready'));
    expect(
      within(card()).getByText('The books are closed through December 31, 2024.'),
    ).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Close year 2024' }));
    const dialog = screen.getByRole('dialog', { name: 'Close year 2024' });
    expect(dialog).toHaveTextContent('dated January 1, 2024 to December 31, 2024');
    await user.click(within(dialog).getByRole('button', { name: 'Archive 2024' }));
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'POST', url: '/api/companies/c-analytical/archive/2024' }),
    );
    expect(await screen.findByText('Year archived')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Archived years' });
    expect(within(table).getByRole('row', { name: /2024/ })).toHaveTextContent(
      'January 1, 2024 to December 31, 2024',
    );
    expect(screen.queryByRole('button', { name: 'Close year 2024' })).not.toBeInTheDocument();
  });

  it('offers the next year once one is archived, and shows a refusal in the dialog', async () => {
    const parameters = closingParameters('archived');
    const { user } = renderCard({
      ...parameters,
      api: {
        ...parameters.api,
        'POST /api/companies/c-analytical/archive/2025': [
          409,
          { error: 'Lock the books through 2025-12-31 before closing fiscal year 2025' },
        ],
      },
    });
    const table = await screen.findByRole('table', { name: 'Archived years' });
    expect(within(table).getByRole('row', { name: /2024/ })).toHaveTextContent(
      'January 15, 2026 by Ada Lovelace',
    );
    await user.click(screen.getByRole('button', { name: 'Close year 2025' }));
    const dialog = screen.getByRole('dialog', { name: 'Close year 2025' });
    await user.click(within(dialog).getByRole('button', { name: 'Archive 2025' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Lock the books through 2025-12-31 before closing fiscal year 2025',
    );
  });

  it('lets a role that may not close periods only read', async () => {
    renderCard(closingParameters('archived', 'bookkeeper'));
    expect(await screen.findByRole('table', { name: 'Archived years' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Lock date')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Close year/ })).not.toBeInTheDocument();
  });

  it('says when the archive list cannot be loaded', async () => {
    renderCard({ ...closingParameters('ready'), api: {} });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Archived years could not be loaded: Not found',
    );
    expect(screen.queryByRole('button', { name: /Close year/ })).not.toBeInTheDocument();
  });
});
