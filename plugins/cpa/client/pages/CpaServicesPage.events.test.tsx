// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInWorkspace } from '@keel/core/testing';
import { plugin } from '../../plugin';
import { fakeCpaApi, sampleClients } from '../fixtures/sampleCpa';
import { SAFETY_REFRESH_MS } from '../hooks/usePortfolioEvents';
import { CpaServicesPage } from './CpaServicesPage';

const encoder = new TextEncoder();

/** GET /api/cpa/portfolio/events, faked: each connection's stream, to send events on or drop. */
function fakeEventStream() {
  const connections: ReadableStreamDefaultController<Uint8Array>[] = [];
  const handler = () =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          connections.push(controller);
          controller.enqueue(encoder.encode(': connected\n\n'));
        },
      }),
    );
  const send = (clientIds: string[]) =>
    connections
      .at(-1)
      ?.enqueue(encoder.encode(`event: clients\ndata: ${JSON.stringify({ clientIds })}\n\n`));
  return { connections, handler, send };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('CPA Services hears of its clients’ changes from the server', () => {
  it('reads the clients again on an event, an open detail when the event names it, and reconnects after a drop', async () => {
    const events = fakeEventStream();
    let clients = sampleClients;
    const { api } = renderInWorkspace(<CpaServicesPage />, {
      manifests: [plugin],
      route: '/cpa-services',
      api: {
        ...fakeCpaApi(),
        'GET /api/cpa/clients': () => ({ clients }),
        'GET /api/cpa/portfolio/events': events.handler,
      },
    });
    const reads = (path: string) => api.calls.filter((c) => c.url.split('?')[0] === path).length;
    await userEvent.click(await screen.findByRole('tab', { name: 'Client Portfolio' }));
    await waitFor(() => expect(events.connections).toHaveLength(1));
    expect(api.calls.find((c) => c.url.includes('/portfolio/events'))?.url).toMatch(
      /^\/api\/cpa\/portfolio\/events\?companyId=[^&]+$/,
    );
    const bellasHealth = () => screen.getByRole('list', { name: 'Health of Bella Design Studio' });
    expect(bellasHealth()).toHaveTextContent('3 uncategorized lines');

    const [bella, ...others] = sampleClients;
    clients = [{ ...bella!, health: { ...bella!.health!, uncategorizedLines: 0 } }, ...others];
    events.send(['company-bella']);
    await waitFor(() => expect(bellasHealth()).toHaveTextContent('0 uncategorized lines'));

    await userEvent.click(screen.getByRole('button', { name: 'View Bella Design Studio' }));
    const detail = '/api/cpa/clients/company-bella/health';
    await waitFor(() => expect(reads(detail)).toBe(1));
    const clientReads = reads('/api/cpa/clients');
    events.send(['company-carl']);
    await waitFor(() => expect(reads('/api/cpa/clients')).toBe(clientReads + 1));
    expect(reads(detail)).toBe(1);
    events.send(['company-bella']);
    await waitFor(() => expect(reads(detail)).toBe(2));

    events.connections[0]!.close();
    await waitFor(() => expect(events.connections).toHaveLength(2), { timeout: 5000 });
    await waitFor(() => expect(reads(detail)).toBe(3));
  });

  it('reads the clients again only every SAFETY_REFRESH_MS when the server refuses the stream', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api } = renderInWorkspace(<CpaServicesPage />, {
      manifests: [plugin],
      route: '/cpa-services',
      api: fakeCpaApi(),
    });
    const reads = () => api.calls.filter((c) => c.url.split('?')[0] === '/api/cpa/clients').length;
    await screen.findByRole('tab', { name: 'Client Portfolio' });
    await waitFor(() =>
      expect(api.calls.some((c) => c.url.includes('/portfolio/events'))).toBe(true),
    );
    const before = reads();
    await vi.advanceTimersByTimeAsync(SAFETY_REFRESH_MS - 1_000);
    expect(reads()).toBe(before);
    await vi.advanceTimersByTimeAsync(5_000);
    await waitFor(() => expect(reads()).toBe(before + 1));
  });
});
