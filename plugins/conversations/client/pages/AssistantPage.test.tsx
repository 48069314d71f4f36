// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInWorkspace, type FakeHandler } from '@keel/core/testing';
import { plugin } from '../../plugin';
import {
  sampleAskAnswer,
  sampleConversation,
  statusFromBooks,
  statusOnline,
} from '../fixtures/sampleConversation';
import AssistantPage from './AssistantPage';

const status = 'GET /api/conversations/companies/c-analytical/status';

function renderChat(
  ask: FakeHandler | object = sampleAskAnswer,
  extra: Record<string, unknown> = {},
  route = '/ai-assistant',
) {
  return renderInWorkspace(<AssistantPage />, {
    manifests: [plugin],
    route,
    api: { [status]: statusFromBooks, 'POST /api/conversations/': ask, ...extra },
  });
}
const asks = (api: { calls: { method: string; url: string; body: unknown }[] }) =>
  api.calls.filter((c) => c.method === 'POST' && c.url === '/api/conversations/');

describe('AssistantPage', () => {
  it('greets, and says it answers from the books when no model is configured', async () => {
    renderChat();
    expect(screen.getByRole('log', { name: 'Conversation' })).toHaveTextContent(
      /I'm your AI financial assistant/,
    );
    expect(await screen.findByText('Answering from your books')).toBeInTheDocument();
    expect(screen.getByText(/No language model is configured on this server/)).toBeInTheDocument();
  });

  it('says Online & Ready only when a model is configured and answering', async () => {
    renderInWorkspace(<AssistantPage />, {
      manifests: [plugin],
      route: '/ai-assistant',
      api: { [status]: statusOnline },
    });
    expect(await screen.findByText('Online & Ready')).toBeInTheDocument();
  });

  it('fills the box from a quick action and sends on Enter, disabled while the answer is pending', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { api } = renderChat(() => new Promise((resolve) => (answer = resolve)));
    await userEvent.click(
      screen.getByRole('button', { name: 'analyze cash flow for last quarter' }),
    );
    const box = screen.getByLabelText('Message');
    expect(box).toHaveValue('analyze cash flow for last quarter');
    await userEvent.type(box, '{Enter}');
    expect(asks(api)[0]?.body).toEqual({
      userId: 'u-ada',
      companyId: 'c-analytical',
      message: 'analyze cash flow for last quarter',
      context: 'AI Assistant conversation',
    });
    expect(box).toHaveValue('');
    expect(box).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(within(log).getByText('analyze cash flow for last quarter')).toBeInTheDocument();
    answer(sampleAskAnswer);
    expect(await within(log).findByText(/Cash rose by \$2,688.87 in Q3 2026/)).toBeInTheDocument();
    expect(within(log).getByRole('table', { name: 'Cash flow, Q3 2026' })).toBeInTheDocument();
    expect(
      within(log).getAllByRole('link', { name: /Cash flow statement, Q3 2026/ })[0],
    ).toHaveAttribute('href', '/bookkeeping?tab=reports');
    expect(box).toBeEnabled();
  });

  it('does not send on Shift+Enter, nor a blank message', async () => {
    const { api } = renderChat();
    const box = screen.getByLabelText('Message');
    await userEvent.type(box, 'revenue last month{Shift>}{Enter}{/Shift}');
    expect(box).toHaveValue('revenue last month\n');
    await userEvent.clear(box);
    await userEvent.type(box, '   {Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(asks(api)).toEqual([]);
  });

  it('continues the conversation named in the address, reopened from the server', async () => {
    const { api } = renderChat(
      sampleAskAnswer,
      { 'GET /api/conversations/conv-cash': { conversation: sampleConversation } },
      '/ai-assistant?conversation=conv-cash',
    );
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(await within(log).findByText(/Cash rose by \$2,688.87/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Message'), 'and the quarter before?{Enter}');
    await waitFor(() => expect(asks(api)).toHaveLength(1));
    expect(asks(api)[0]?.body).toMatchObject({
      conversationId: 'conv-cash',
      message: 'and the quarter before?',
    });
  });

  it('shows a model’s draft as it is written, then the answer checked against the books', async () => {
    const events = new TransformStream<Uint8Array, Uint8Array>();
    const writer = events.writable.getWriter();
    const send = (event: string, data: unknown) =>
      writer.write(new TextEncoder().encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    const { api } = renderInWorkspace(<AssistantPage />, {
      manifests: [plugin],
      route: '/ai-assistant',
      api: {
        [status]: statusOnline,
        'POST /api/conversations/stream': () =>
          new Response(events.readable, { headers: { 'Content-Type': 'text/event-stream' } }),
      },
    });
    await screen.findByText('Online & Ready');
    await userEvent.type(
      screen.getByLabelText('Message'),
      'analyze cash flow for last quarter{Enter}',
    );
    void send('text', { text: 'Cash rose by ' });
    void send('text', { text: '$2,688.87 in Q3 2026.' });
    const draft = await screen.findByRole('article', { name: 'Assistant, writing' });
    await waitFor(() => expect(draft).toHaveTextContent('Cash rose by $2,688.87 in Q3 2026.'));
    expect(draft).toHaveTextContent('checked against your books');
    void send('answer', sampleAskAnswer);
    void writer.close();
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(
      await within(log).findByRole('table', { name: 'Cash flow, Q3 2026' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Assistant, writing' })).toBeNull();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      message: 'analyze cash flow for last quarter',
    });
  });

  it('asks at once a question handed over by the header’s search', async () => {
    const { api } = renderChat(
      sampleAskAnswer,
      {},
      '/ai-assistant?ask=analyze%20cash%20flow%20for%20last%20quarter',
    );
    await waitFor(() => expect(asks(api)).toHaveLength(1));
    expect(asks(api)[0]?.body).toMatchObject({ message: 'analyze cash flow for last quarter' });
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(await within(log).findByText(/Cash rose by \$2,688.87/)).toBeInTheDocument();
  });

  it('tells the person when the message could not be sent', async () => {
    renderChat(() => [500, { error: 'boom' }]);
    await userEvent.type(screen.getByLabelText('Message'), 'revenue last month{Enter}');
    expect(
      await screen.findByText('Failed to send message. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });
});
