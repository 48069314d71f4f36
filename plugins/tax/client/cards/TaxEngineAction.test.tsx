// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Job, Role } from '@keel/core/domain';
import { renderInWorkspace } from '@keel/core/testing';
import { plugin } from '../../plugin';
import { TaxEngineAction } from './TaxEngineAction';

const queued: Job = {
  id: 'job-1',
  companyId: 'c1',
  kind: 'tax.analyze',
  status: 'queued',
  progress: 0,
  message: 'Waiting for a worker',
  result: null,
  error: null,
  startedBy: 'u1',
  scheduleId: null,
  attempts: 0,
  createdAt: '2026-11-20T08:00:00.000Z',
  startedAt: null,
  finishedAt: null,
  cancelRequested: false,
};

function renderAction(role: Role, answer: () => unknown = () => ({ job: queued })) {
  return renderInWorkspace(<TaxEngineAction />, {
    manifests: [plugin],
    role,
    api: { 'POST /api/tax/analyze': answer },
  });
}

describe("the AI Operations Center's Tax Engine", () => {
  it("starts the tax analysis for the open company and shows the job's progress", async () => {
    const user = userEvent.setup();
    const { api } = renderAction('accountant');
    await user.click(screen.getByRole('button', { name: 'Tax Engine' }));
    expect(await screen.findByRole('button', { name: 'Analyzing… 0%' })).toBeDisabled();
    const call = api.calls.find((c) => c.method === 'POST');
    expect(call?.url).toBe('/api/tax/analyze');
    expect(call?.body).toEqual({ companyId: expect.any(String) });
  });

  it('says so when the analysis cannot start, and can be tried again', async () => {
    const user = userEvent.setup();
    renderAction('owner', () => {
      throw new Error('down');
    });
    await user.click(screen.getByRole('button', { name: 'Tax Engine' }));
    expect(await screen.findByText('Failed to run tax analysis')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Tax Engine' })).toBeEnabled());
  });

  it('is not offered to roles that do not decide on tax', () => {
    renderAction('bookkeeper');
    expect(screen.queryByRole('button', { name: 'Tax Engine' })).not.toBeInTheDocument();
  });
});
