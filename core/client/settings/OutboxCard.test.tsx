// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInWorkspace } from '@keel/core/testing';
import { OutboxCard } from './OutboxCard';

const reset = {
  id: '2026-11-21T09-12-00-000Z-0a1b2c3d',
  to: 'ada@example.com',
  subject: 'Reset your Keel password',
  sentAt: '2026-11-21T09:12:00.000Z',
};

describe('OutboxCard', () => {
  it('lists the e-mails and opens one in a dialog as plain text, never as HTML', async () => {
    const { api } = renderInWorkspace(<OutboxCard />, {
      api: {
        'GET /api/outbox': { messages: [reset] },
        [`GET /api/outbox/${reset.id}`]: {
          ...reset,
          html: '<p>Reset <img src=x onerror="alert(1)"></p>',
          text: 'Reset: http://localhost/reset-password/abc\n<img src=x onerror="alert(1)">',
        },
      },
    });
    const user = userEvent.setup();
    const row = (await screen.findByRole('button', { name: reset.subject })).closest('tr');
    expect(row).not.toBeNull();
    expect(
      within(row as HTMLElement).getByText(new Date(reset.sentAt).toLocaleString()),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: reset.subject }));
    const dialog = await screen.findByRole('dialog', { name: reset.subject });
    expect(dialog).toHaveAccessibleDescription(
      `Sent ${new Date(reset.sentAt).toLocaleString()} to ${reset.to}`,
    );
    const text = await within(dialog).findByRole('document', { name: 'E-mail text' });
    expect(text).toHaveTextContent('http://localhost/reset-password/abc');
    expect(text).toHaveTextContent('<img src=x onerror="alert(1)">');
    expect(dialog.querySelector('img')).toBeNull();
    expect(api.calls.map((c) => c.url)).toEqual(['/api/outbox', `/api/outbox/${reset.id}`]);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when there is no e-mail', async () => {
    renderInWorkspace(<OutboxCard />, { api: { 'GET /api/outbox': { messages: [] } } });
    expect(await screen.findByText('No e-mails in the outbox for you')).toBeInTheDocument();
  });
});
