// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInWorkspace } from '@keel/core/testing';
import { AiStatusPanel, SyncIndicator, TooLargeBanner } from './SyncStatus';

const ui = (
  <>
    <SyncIndicator />
    <AiStatusPanel />
    <TooLargeBanner />
  </>
);

describe('a sync refused for its size', () => {
  it('says so in the header and shows the limit the server named', () => {
    renderInWorkspace(ui, {
      sync: {
        status: 'too-large',
        reason: 'You synced more than 48 MB into this company within an hour: try again later',
      },
    });
    expect(screen.getByRole('status', { name: 'Sync: Not saved: too large' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your changes are not being saved to the server: You synced more than 48 MB into this company within an hour: try again later. They are kept on this device. Reload the page to try again.',
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByLabelText('AI Status')).toHaveTextContent('Changes not saved to the server');
  });

  it('explains a message the server would not read at all (1009, no reason)', () => {
    renderInWorkspace(ui, { sync: { status: 'too-large' } });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'a change is larger than the server accepts in one message',
    );
  });

  it('shows no banner while syncing normally', () => {
    renderInWorkspace(ui, { sync: { status: 'synced' } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
