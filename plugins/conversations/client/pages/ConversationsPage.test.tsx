// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInWorkspace } from '@keel/core/testing';
import { plugin } from '../../plugin';
import { sampleStats, sampleSummaries } from '../fixtures/sampleConversation';
import ConversationsPage from './ConversationsPage';

function renderHistory() {
  return renderInWorkspace(<ConversationsPage />, {
    manifests: [plugin],
    route: '/conversations',
    api: {
      'GET /api/conversations/': { conversations: sampleSummaries, stats: sampleStats },
      'PATCH /api/conversations/conv-cash': { conversation: {} },
      'DELETE /api/conversations/conv-cash': { removed: true },
    },
  });
}
const titles = () =>
  within(screen.getByRole('list', { name: 'Conversations' }))
    .getAllByRole('heading')
    .map((h) => h.textContent);

describe('ConversationsPage', () => {
  it('shows the four tiles from the server’s figures', async () => {
    renderHistory();
    const tile = async (name: string) => (await screen.findByRole('region', { name })).textContent;
    expect(await tile('Conversations')).toContain('3');
    expect(await tile('Time spent')).toContain('4.2 hrs');
    expect(await tile('Insights')).toContain('5');
    expect(await tile('Issues resolved')).toContain('1');
  });

  it('filters by type and sorts by date or length', async () => {
    renderHistory();
    await screen.findByRole('list', { name: 'Conversations' });
    expect(titles()).toEqual([
      'analyze cash flow for last quarter',
      'what tax deductions am I missing',
      'What did payroll cost last quarter?',
    ]);
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'length');
    expect(titles()[0]).toBe('what tax deductions am I missing');
    await userEvent.selectOptions(screen.getByLabelText('Filter by type'), 'payroll');
    expect(titles()).toEqual(['What did payroll cost last quarter?']);
  });

  it('searches on the server, and opens a conversation in the chat', async () => {
    const { api } = renderHistory();
    await screen.findByRole('list', { name: 'Conversations' });
    await userEvent.type(screen.getByLabelText('Search conversations'), 'cash');
    await waitFor(() =>
      expect(api.calls.at(-1)?.url).toBe('/api/conversations/?companyId=c-analytical&q=cash'),
    );
    expect(
      screen.getByRole('link', { name: 'analyze cash flow for last quarter' }),
    ).toHaveAttribute('href', '/ai-assistant?conversation=conv-cash');
  });

  it('marks a conversation resolved and deletes one after asking', async () => {
    const { api } = renderHistory();
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Mark resolved: analyze cash flow for last quarter',
      }),
    );
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PATCH')).toMatchObject({
        url: '/api/conversations/conv-cash?companyId=c-analytical',
        body: { resolved: true },
      }),
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Delete: analyze cash flow for last quarter' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete this conversation?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(await screen.findByText('Conversation deleted')).toBeInTheDocument();
  });
});
