// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ClockProvider, CompanySyncProvider } from '@keel/core/client';
import { fixedClock } from '@keel/core/domain';
import { createTestWorkspace, linkSyncs } from '@keel/core/testing';
import { plugin } from '../../plugin';
import { TeamTasks } from './TeamTasks';

function renderTasks(canEdit = true) {
  const workspace = createTestWorkspace({
    plugins: [plugin],
    as: canEdit ? 'accountant' : 'viewer',
    clock: fixedClock('2026-12-01T08:15:00.000Z'),
  });
  render(
    <MemoryRouter>
      <ClockProvider clock={workspace.clock}>
        <CompanySyncProvider sync={workspace.sync}>
          <TeamTasks author={{ name: 'Ines Tester', canEdit }} />
        </CompanySyncProvider>
      </ClockProvider>
    </MemoryRouter>,
  );
  return workspace.sync;
}

describe('TeamTasks', () => {
  it('adds a task to the synced table and ticks it off', async () => {
    const sync = renderTasks();
    expect(screen.getByText('No tasks yet')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New task'), 'Send the December bank statement');
    await userEvent.click(screen.getByRole('button', { name: 'Add task' }));
    const box = screen.getByRole('checkbox', { name: 'Send the December bank statement' });
    await userEvent.click(box);
    expect(box).toBeChecked();
    const [row] = Object.values(sync.getStore('dashboard')?.getTable('tasks') ?? {});
    expect(row).toMatchObject({
      title: 'Send the December bank statement',
      done: true,
      createdBy: 'Ines Tester',
      createdAt: '2026-12-01T08:15:00.000Z',
    });
  });

  it('shows the due day and a link to where a task added by another plugin is done', () => {
    const sync = renderTasks();
    act(() =>
      sync.getStore('dashboard')?.setRow('tasks', 't1', {
        title: 'Record the W-9 of Acme',
        done: false,
        createdBy: 'Omar <omar@example.com>',
        createdAt: '2026-11-20T09:00:00.000Z',
        due: '2026-11-24',
        link: '/bookkeeping?tab=vendors&vendor=v1',
      }),
    );
    expect(screen.getByText(/due Nov 24, 2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open: Record the W-9 of Acme' })).toHaveAttribute(
      'href',
      '/bookkeeping?tab=vendors&vendor=v1',
    );
  });

  it('names the field when the task is empty and adds nothing', async () => {
    const sync = renderTasks();
    await userEvent.click(screen.getByRole('button', { name: 'Add task' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Task is required');
    expect(sync.getStore('dashboard')?.getRowCount('tasks')).toBe(0);
  });

  it('shows a task another member added while this one was offline, after reconnecting', async () => {
    const sync = renderTasks();
    const other = createTestWorkspace({ plugins: [plugin], as: 'owner' }).sync;
    const link = linkSyncs(sync, other);
    link.setOnline(false);
    other.getStore('dashboard')?.setRow('tasks', 't1', {
      title: 'Approve payroll',
      done: false,
      createdBy: 'Omar',
      createdAt: '2026-11-21T10:00:00.000Z',
    });
    expect(screen.queryByText('Approve payroll')).not.toBeInTheDocument();
    link.setOnline(true);
    expect(await screen.findByRole('checkbox', { name: 'Approve payroll' })).not.toBeChecked();
  });

  it('is read-only for a member who may not write', () => {
    renderTasks(false);
    expect(screen.queryByRole('button', { name: 'Add task' })).not.toBeInTheDocument();
  });
});
