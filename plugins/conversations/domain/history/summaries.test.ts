import { describe, expect, it } from 'vitest';
import type { ChatMessage, Conversation, ConversationType } from '../schema';
import { conversationTypeOf } from './conversationType';
import { matchesSearch, statsOf, summaryOf } from './summaries';

const message = (
  role: ChatMessage['role'],
  content: string,
  timestamp: string,
  type: ConversationType | null = null,
  figures = 0,
): ChatMessage => ({
  role,
  content,
  timestamp,
  figures: Array.from({ length: figures }, () => ({
    label: 'Revenue',
    cents: 100,
    period: null,
    asOf: '2026-11-25',
    source: { label: 'P&L', path: '/bookkeeping?tab=reports' },
  })),
  sources: [],
  table: null,
  tools: [],
  answeredBy: role === 'assistant' ? 'books' : null,
  note: null,
  type,
});

const conversation = (messages: ChatMessage[], resolved = false): Conversation => ({
  id: 'c1',
  userId: 'u1',
  companyId: 'co1',
  title: messages[0]?.content ?? '',
  context: '',
  createdAt: messages[0]?.timestamp ?? '',
  updatedAt: messages.at(-1)?.timestamp ?? '',
  resolved,
  messages,
});

describe('a conversation’s type', () => {
  it('is what most of its answers were about, fraud, tax and payroll winning a tie, general last', () => {
    const answers = (...types: ConversationType[]) =>
      types.map((t) => message('assistant', 'x', '2026-11-25T10:00:00Z', t));
    expect(conversationTypeOf(answers('analysis', 'tax', 'analysis'))).toBe('analysis');
    expect(conversationTypeOf(answers('analysis', 'tax'))).toBe('tax');
    expect(conversationTypeOf(answers('payroll', 'payroll', 'analysis'))).toBe('payroll');
    expect(conversationTypeOf(answers('general', 'general', 'analysis'))).toBe('analysis');
    expect(conversationTypeOf(answers('general'))).toBe('general');
    expect(conversationTypeOf([])).toBe('general');
  });
});

describe('summaries and tiles', () => {
  const c = conversation([
    message('user', 'revenue last month', '2026-11-02T09:00:00.000Z'),
    message(
      'assistant',
      'Revenue for October 2026 was $1.00. More follows.',
      '2026-11-02T09:00:01.000Z',
      'analysis',
      3,
    ),
    message('user', 'and the month before?', '2026-11-02T09:10:01.000Z'),
    message('assistant', 'I could not tell.', '2026-11-02T09:10:02.000Z', 'general'),
    // Two hours later: a new sitting, whose gap is not time spent.
    message('user', 'hello', '2026-11-02T11:10:02.000Z'),
    message('assistant', 'Hi.', '2026-11-02T11:12:02.000Z', 'general'),
  ]);

  it('summarises a conversation for the list', () => {
    expect(summaryOf(c)).toMatchObject({
      type: 'analysis',
      messageCount: 6,
      preview: 'Hi.',
      length: c.messages.reduce((n, m) => n + m.content.length, 0),
    });
  });

  it('counts time spent by sittings this month, insights and resolved conversations', () => {
    const older = conversation(
      [
        message('user', 'q', '2026-10-30T09:00:00.000Z'),
        message('assistant', 'a', '2026-10-30T09:20:00.000Z', 'analysis', 1),
      ],
      true,
    );
    expect(statsOf([c, older], '2026-11')).toEqual({
      conversations: 2,
      minutesThisMonth: 12,
      insights: 2,
      resolved: 1,
    });
  });

  it('finds a conversation by every word of a search, in any message', () => {
    expect(matchesSearch(c, 'October revenue')).toBe(true);
    expect(matchesSearch(c, 'revenue payroll')).toBe(false);
    expect(matchesSearch(c, '  ')).toBe(true);
  });
});
