// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInWorkspace } from '@keel/core/testing';
import {
  markTab,
  noProgress,
  progressAnswer,
  type ReaderProgress,
} from '../../domain/progress/progress';
import { plugin } from '../../plugin';
import { UserManual } from './UserManual';

/** The page with a fake server that keeps one person's progress as the real one does. */
function renderPage(route = '/user-manual', failSaving = false) {
  let stored: ReaderProgress = noProgress;
  return renderInWorkspace(<UserManual />, {
    manifests: [plugin],
    route,
    api: {
      'GET /api/manual/progress': () => [200, progressAnswer(stored)],
      'POST /api/manual/progress': (body) => {
        if (failSaving) return [500, { error: 'down' }];
        const { tabId, complete } = body as { tabId: string; complete: boolean };
        stored = markTab(stored, tabId, complete);
        return [200, progressAnswer(stored)];
      },
    },
  });
}

const bar = () => screen.getByRole('progressbar', { name: 'Manual progress' });

describe('UserManual', () => {
  it('counts completed tabs over 8 and shows the achievement from the third', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('0 of 8 tabs completed (0%)')).toBeInTheDocument();
    for (const [tab, words] of [
      ['Quick Start', '1 of 8 tabs completed (13%)'],
      ['AI Features', '2 of 8 tabs completed (25%)'],
    ] as const) {
      await user.click(screen.getByRole('tab', { name: tab }));
      await user.click(screen.getByRole('button', { name: 'Mark as Complete' }));
      expect(await screen.findByText(words)).toBeInTheDocument();
    }
    expect(screen.queryByText('Achievement Unlocked')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Workflows' }));
    await user.click(screen.getByRole('button', { name: 'Mark as Complete' }));
    expect(await screen.findByText('Achievement Unlocked')).toBeInTheDocument();
    expect(bar()).toHaveAttribute('aria-valuenow', '37.5');
    // Marked again, a tab goes back to not complete.
    const mark = screen.getByRole('button', { name: 'Mark as Complete' });
    expect(mark).toHaveAttribute('aria-pressed', 'true');
    await user.click(mark);
    expect(await screen.findByText('2 of 8 tabs completed (25%)')).toBeInTheDocument();
    expect(screen.queryByText('Achievement Unlocked')).not.toBeInTheDocument();
  });

  it('opens the tab and the section a link names, with links to the screens', async () => {
    renderPage('/user-manual?tab=ai-features#payroll-engine');
    const panel = await screen.findByRole('tabpanel', { name: 'AI Features' });
    const open = panel.querySelectorAll('details[open]');
    expect([...open].map((d) => d.id)).toEqual(['payroll-engine']);
    expect(within(panel).getByRole('link', { name: 'Payroll AI' })).toHaveAttribute(
      'href',
      '/payroll-ai',
    );
  });

  it('searches the manual and opens the section a result names', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('Search the manual'), 'invite my accountant');
    const results = screen.getByRole('list', { name: 'Search results' });
    await user.click(within(results).getAllByRole('link')[0] as HTMLElement);
    expect(await screen.findByRole('tab', { name: 'Account & Security' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Search the manual'), 'zebra');
    expect(screen.getByRole('status')).toHaveTextContent('Nothing in the manual matches “zebra”.');
  });

  it('says when the progress could not be saved', async () => {
    const user = userEvent.setup();
    renderPage('/user-manual', true);
    await screen.findByText('0 of 8 tabs completed (0%)');
    await user.click(screen.getByRole('button', { name: 'Mark as Complete' }));
    expect(
      await screen.findByText('Failed to save your progress. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('0 of 8 tabs completed (0%)')).toBeInTheDocument();
  });
});
