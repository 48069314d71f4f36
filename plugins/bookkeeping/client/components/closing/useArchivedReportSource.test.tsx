// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInWorkspace, type KeelParameters } from '@keel/core/testing';
import { plugin } from '../../../plugin';
import { ReportsTab } from '../../tabs/ReportsTab';
import { WithBooks } from '../accounts/WithBooks';
import { archiveApi, archived2024, openBooksSeed } from './closingFixtures';

const titles = ['P&L', 'Balance Sheet', 'Cash Flow', 'Tax Summary', 'Accounts Receivable'];

/** The text of every report card once they show. */
async function cardsOf(parameters: KeelParameters, today: string) {
  const { api, unmount } = renderInWorkspace(
    <WithBooks>
      {(books) => <ReportsTab books={books} companyName="Analytical Engines LLC" />}
    </WithBooks>,
    { ...parameters, now: `${today}T12:00:00`, manifests: [plugin] },
  );
  const texts: string[] = [];
  for (const title of titles) {
    const card = await screen.findByRole('region', { name: title });
    expect(card).toBeVisible();
    texts.push(card.textContent ?? '');
  }
  const note = screen.queryByText('Includes archived years: figures come from the server');
  const result = { texts, note: note !== null, calls: api.calls.map((c) => c.url) };
  unmount();
  return result;
}

describe('Reports over archived years', () => {
  const { seed, file } = archived2024();
  const before: KeelParameters = { seed: { bookkeeping: openBooksSeed('2025-12-31') } };
  const after: KeelParameters = { seed: { bookkeeping: seed }, api: archiveApi([file]) };

  it('reads an archived year from the server and shows the same figures as before', async () => {
    const unarchived = await cardsOf(before, '2024-12-31');
    const archived = await cardsOf(after, '2024-12-31');
    expect(archived.note).toBe(true);
    expect(archived.calls).toEqual([
      '/api/companies/c-analytical/archive',
      '/api/companies/c-analytical/archive/2024',
    ]);
    expect(archived.texts).toEqual(unarchived.texts);
    expect(archived.texts[0]).toContain('$3,300.00');
  });

  it('uses the live books alone for a period after the archived years', async () => {
    const unarchived = await cardsOf(before, '2026-03-31');
    const archived = await cardsOf(after, '2026-03-31');
    expect(archived.note).toBe(false);
    expect(archived.calls).toEqual([]);
    expect(archived.texts).toEqual(unarchived.texts);
  });

  it('says so, with a way to try again, when the archive cannot be loaded', async () => {
    renderInWorkspace(
      <WithBooks>
        {(books) => <ReportsTab books={books} companyName="Analytical Engines LLC" />}
      </WithBooks>,
      { seed: { bookkeeping: seed }, api: {}, now: '2024-12-31T12:00:00', manifests: [plugin] },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Archived years could not be loaded: Not found',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Export All Reports/ })).toBeDisabled();
  });
});
