// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Notification, NotificationList } from '@keel/core/domain';
import { renderInWorkspace } from '@keel/core/testing';
import { NotificationBell } from './NotificationBell';

const note = (id: string, read: boolean, extra: Partial<Notification> = {}): Notification => ({
  id,
  title: `Note ${id}`,
  body: 'Body',
  createdAt: '2026-11-20T10:00:00Z',
  read,
  severity: 'low',
  companyId: 'c-analytical',
  ...extra,
});
const listOf = (notes: Notification[], extra: Partial<NotificationList> = {}) => ({
  notifications: notes,
  unread: notes.filter((n) => !n.read).length,
  otherCompanies: [],
  ...extra,
});

/** A server-sent event stream the test writes to, as GET /api/notifications/events answers it. */
function eventStream() {
  const opened: ReadableStreamDefaultController<Uint8Array>[] = [];
  return {
    opened,
    answer: () =>
      new Response(
        new ReadableStream<Uint8Array>({ start: (controller) => void opened.push(controller) }),
        { headers: { 'Content-Type': 'text/event-stream' } },
      ),
    send(text: string) {
      opened.at(-1)?.enqueue(new TextEncoder().encode(text));
    },
  };
}

const setVisibility = (state: DocumentVisibilityState) => {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
};
afterEach(() => setVisibility('visible'));

describe('NotificationBell', () => {
  it('shows no badge when nothing is unread', async () => {
    renderInWorkspace(<NotificationBell />, {
      api: { 'GET /api/notifications': listOf([]) },
    });
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    expect(bell).toHaveTextContent('');
  });

  it('shows the real unread count and marks one read', async () => {
    const notes = [note('1', false), note('2', false), note('3', true)];
    const { api } = renderInWorkspace(<NotificationBell />, {
      api: {
        'GET /api/notifications': () => listOf(notes),
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
    await user.click(await screen.findByRole('button', { name: 'Mark read: Note 1' }));
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(
      api.calls.some((c) => c.url === '/api/notifications/1/read' && c.method === 'POST'),
    ).toBe(true);
  });

  it("marks all of the current company's read", async () => {
    const { api } = renderInWorkspace(<NotificationBell />, {
      api: {
        'GET /api/notifications': listOf([note('1', false), note('2', false)]),
        'POST /api/notifications/read-all': [204, undefined],
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(api.calls.map((c) => `${c.method} ${c.url}`)).toContain(
      'POST /api/notifications/read-all?companyId=c-analytical',
    );
  });

  it('shows how urgent each is, and which other company has unread ones', async () => {
    renderInWorkspace(<NotificationBell />, {
      api: {
        'GET /api/notifications': listOf(
          [
            note('1', false, { title: 'Deposit overdue', severity: 'high', link: '/books' }),
            note('2', false, { title: 'Deadline in a week', severity: 'medium' }),
            note('3', false, { title: 'Invitation accepted' }),
          ],
          { otherCompanies: [{ companyId: 'c-babbage', name: 'Babbage Engines', unread: 2 }] },
        ),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    const items = within(await screen.findByRole('dialog', { name: 'Notifications' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.firstElementChild?.textContent)).toEqual([
      'High severityDeposit overdue',
      'Medium severityDeadline in a week',
      'Invitation accepted',
    ]);
    expect(screen.getByRole('link', { name: 'Deposit overdue' })).toHaveAttribute('href', '/books');
    expect(screen.getByText('2 unread in Babbage Engines')).toBeInTheDocument();
  });

  it('catches up when the person comes back to the tab', async () => {
    let unread = 0;
    renderInWorkspace(<NotificationBell />, {
      api: {
        'GET /api/notifications': () =>
          listOf(Array.from({ length: unread }, (_, i) => note(String(i), false))),
      },
    });
    await screen.findByRole('button', { name: 'Notifications' });
    unread = 1;
    window.dispatchEvent(new Event('focus'));
    expect(
      await screen.findByRole('button', { name: 'Notifications, 1 unread' }),
    ).toBeInTheDocument();
  });

  it('updates live when the server says the notifications changed: no reload, no focus', async () => {
    let unread = 0;
    const events = eventStream();
    const { api } = renderInWorkspace(<NotificationBell />, {
      api: {
        'GET /api/notifications': () =>
          listOf(Array.from({ length: unread }, (_, i) => note(String(i), false))),
        'GET /api/notifications/events': events.answer,
      },
    });
    await screen.findByRole('button', { name: 'Notifications' });
    await act(async () => {
      for (let i = 0; i < 200 && events.opened.length === 0; i += 1)
        await new Promise((resolve) => setTimeout(resolve, 5));
    });
    expect(events.opened).toHaveLength(1);
    unread = 2;
    // A keep-alive comment is no change; an event is.
    events.send(': keep-alive\n\n');
    events.send('event: changed\ndata: {}\n\n');
    expect(
      await screen.findByRole('button', { name: 'Notifications, 2 unread' }),
    ).toBeInTheDocument();

    // A hidden tab lets go of its connection, and follows again once seen.
    const streams = () => api.calls.filter((c) => c.url === '/api/notifications/events').length;
    expect(streams()).toBe(1);
    act(() => setVisibility('hidden'));
    unread = 3;
    act(() => setVisibility('visible'));
    expect(
      await screen.findByRole('button', { name: 'Notifications, 3 unread' }),
    ).toBeInTheDocument();
    expect(streams()).toBe(2);
  });
});
