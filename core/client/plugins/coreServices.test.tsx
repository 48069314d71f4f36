// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { definePlugin, notificationsServiceRef, portfolioServiceRef } from '@keel/core/domain';
import { renderInWorkspace } from '@keel/core/testing';
import { RenderingPlugin, useService } from './services';

// The core's browser services a plugin's page may use (issue 12, items 5 and 7).
const practice = definePlugin({
  id: 'practice',
  title: 'Practice',
  icon: 'briefcase',
  version: '0.1.0',
  coreRange: '^0.1',
  schemaVersion: 0,
  uses: ['core.notifications', 'core.portfolio'],
});

function PracticePage() {
  const inbox = useService(notificationsServiceRef);
  const { companies, loaded } = useService(portfolioServiceRef);
  return (
    <>
      <p>{inbox.status === 'ready' ? `${inbox.unread} unread` : inbox.status}</p>
      <button type="button" onClick={() => void inbox.markAllRead()}>
        Read all
      </button>
      <ul aria-label="Companies">
        {loaded && companies.map((c) => <li key={c.id}>{`${c.name}: ${c.role}`}</li>)}
      </ul>
    </>
  );
}

describe("the core's browser services", () => {
  it("give a plugin the user's notifications of the open company and their companies", async () => {
    let unread = 2;
    const { api } = renderInWorkspace(
      <RenderingPlugin pluginId="practice">
        <PracticePage />
      </RenderingPlugin>,
      {
        plugins: [{ manifest: practice, loadClient: null }],
        otherCompanies: [
          {
            id: 'c-babbage',
            name: 'Babbage Engines',
            businessType: 'llc',
            role: 'accountant',
            requireTwoFactor: false,
          },
        ],
        api: {
          'GET /api/notifications': () => ({ notifications: [], unread, otherCompanies: [] }),
          'POST /api/notifications/read-all': () => {
            unread = 0;
            return [204, undefined];
          },
        },
      },
    );
    expect(await screen.findByText('2 unread')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Analytical Engines LLC: owner',
      'Babbage Engines: accountant',
    ]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Read all' }));
    expect(await screen.findByText('0 unread')).toBeInTheDocument();
    expect(api.calls.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/notifications/read-all?companyId=c-analytical',
    });
  });
});
