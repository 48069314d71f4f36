// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInWorkspace } from '@keel/core/testing';
import { NotificationBell } from './NotificationBell';

const note = (id: string, read: boolean) => ({
  id,
  title: `Note ${id}`,
  body: 'Body',
  createdAt: '2026-11-20T10:00:00Z',
  read,
});

describe('NotificationBell', () => {
  it('shows no badge when nothing is unread', async () => {
    renderInWorkspace(<NotificationBell />, {
      api: { 'GET /api/notifications': { notifications: [], unread: 0 } },
    });
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    expect(bell).toHaveTextContent('');
  });

  it('shows the real unread count and marks one read', async () => {
    const notes = [note('1', false), note('2', false), note('3', true)];
    const { api } = renderInWorkspace(<NotificationBell />, {
      api: {
        'GET /api/notifications': () => ({
          notifications: notes,
          unread: notes.filter((n) => !n.read).length,
        }),
        'POST /api/notifications/1/read': () => {
          notes[0] = note('1', true);
          return [204, undefined];
        },
      },
    });
    const user = userEvent.setup();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(bell).toHaveTextContent('2');
    await user.click(bell);
    await user.click(await screen.findByRole('button', { name: 'Mark "Note 1" as read' }));
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(
      api.calls.some((c) => c.url === '/api/notifications/1/read' && c.method === 'POST'),
    ).toBe(true);
  });

  it('catches up when the person comes back to the tab', async () => {
    let unread = 0;
    renderInWorkspace(<NotificationBell />, {
      api: {
        'GET /api/notifications': () => ({
          notifications: Array.from({ length: unread }, (_, i) => note(String(i), false)),
          unread,
        }),
      },
    });
    await screen.findByRole('button', { name: 'Notifications' });
    unread = 1;
    window.dispatchEvent(new Event('focus'));
    expect(
      await screen.findByRole('button', { name: 'Notifications, 1 unread' }),
    ).toBeInTheDocument();
  });
});
