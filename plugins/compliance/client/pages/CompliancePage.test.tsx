// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAMPLE_COMPANY_ID, renderInWorkspace } from '@keel/core/testing';
import { plugin } from '../../plugin';
import { CompliancePage } from './CompliancePage';

const ADD_ITEM = `POST /api/compliance/companies/${SAMPLE_COMPANY_ID}/items`;

/**
 * The page in the sample workspace (its clock at SAMPLE_NOW, 2026-11-25). The fake POST items does
 * what the server does: writes the row, which reaches the page by sync, and answers it.
 */
function renderPage(refuse?: string) {
  const page = renderInWorkspace(<CompliancePage />, {
    manifests: [plugin],
    api: {
      [ADD_ITEM]: (body) => {
        if (refuse) return [400, { error: `title: ${refuse}`, fields: { title: refuse } }];
        const item = { title: (body as { title: string }).title, createdAt: '2026-11-25T09:00:00' };
        page.sync?.getStore('compliance')?.setRow('items', 'i1', item);
        return [201, { item: { id: 'i1', ...item } }];
      },
    },
  });
  return page;
}

describe('CompliancePage', () => {
  it('shows an empty state, then the item the server added, live', async () => {
    const { api } = renderPage();
    expect(screen.getByText('No items yet')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Title'), '  Call the bank ');
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    expect(await screen.findByRole('list', { name: 'Items' })).toHaveTextContent('Call the bank added today');
    expect(api.calls).toEqual([
      expect.objectContaining({ method: 'POST', body: { title: 'Call the bank' } }),
    ]);
  });

  it('names the field when the title is empty and sends nothing', async () => {
    const { api } = renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Title is required');
    expect(api.calls).toEqual([]);
  });

  it("shows the server's refusal beside the field", async () => {
    renderPage('Title is too long');
    await userEvent.type(screen.getByLabelText('Title'), 'A title');
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Title is too long');
  });
});
