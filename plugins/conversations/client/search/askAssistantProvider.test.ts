import { afterEach, describe, expect, it } from 'vitest';
import { setApiFetch } from '@keel/core/client';
import { fakeFetch } from '@keel/core/testing';
import { sampleAnswer } from '../fixtures/sampleConversation';
import { askAssistantProvider, looksLikeQuestion } from './askAssistantProvider';

let restore = () => undefined as void;
afterEach(() => restore());

const answerRoute = 'POST /api/conversations/companies/c-analytical/answer';
const search = (query: string) => askAssistantProvider.search(query, { getStore: () => undefined });

describe('the header’s AI search', () => {
  it('tells a question from a record’s name', () => {
    expect(looksLikeQuestion('revenue last month')).toBe(true);
    expect(looksLikeQuestion('rent?')).toBe(true);
    expect(looksLikeQuestion('Harbor Point')).toBe(false);
  });

  it('answers a question in place once the typing stops, and opens it in the chat', async () => {
    const api = fakeFetch({
      'GET /api/user': { id: 'u-ada', companyId: 'c-analytical' },
      [answerRoute]: { response: sampleAnswer.content, figures: sampleAnswer.figures, sources: [] },
    });
    restore = setApiFetch(api);
    const first = search('analyze cash flow');
    const hits = await search('analyze cash flow for last quarter');
    expect(await first).toEqual([]);
    expect(hits).toEqual([
      {
        id: 'answer',
        label: sampleAnswer.content,
        description: 'AI Assistant · computed from your books · open to keep it in a conversation',
        path: '/ai-assistant?ask=analyze+cash+flow+for+last+quarter',
      },
    ]);
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { message: 'analyze cash flow for last quarter' },
    ]);
  });

  it('shows nothing for a name, or an answer without figures', async () => {
    const api = fakeFetch({
      'GET /api/user': { id: 'u-ada', companyId: 'c-analytical' },
      [answerRoute]: {
        response: "I couldn't tell which figure you're after.",
        figures: [],
        sources: [],
      },
    });
    restore = setApiFetch(api);
    expect(await search('Harbor Point')).toEqual([]);
    expect(await search('what is the weather')).toEqual([]);
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });
});
