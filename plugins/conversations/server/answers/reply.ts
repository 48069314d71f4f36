import type { AnswerTable, ConversationType, Figure, Source, ToolUse } from '../../domain/schema';
import { uniqueSources } from '../tools/sources';
import type { ToolResult } from '../tools/toolTypes';

/** An answer before it is stored: its text and what backs it. */
export interface Reply {
  text: string;
  figures: Figure[];
  sources: Source[];
  table: AnswerTable | null;
  tools: ToolUse[];
  /** What the conversation is about, from the tools used. */
  type: ConversationType;
  answeredBy: 'books' | 'model';
  note: string | null;
}

/** The reply the books give from tool results: their sentences, figures, sources and first table. */
export function replyFromResults(results: readonly ToolResult[], lead = ''): Reply {
  return {
    text: [lead, ...results.map((r) => r.text)].filter(Boolean).join(' '),
    figures: results.flatMap((r) => r.figures),
    sources: uniqueSources(results.flatMap((r) => r.sources)),
    table: results.find((r) => r.table)?.table ?? null,
    tools: results.map((r) => ({ tool: r.tool, args: r.args, period: r.period })),
    type: results[0]?.type ?? 'general',
    answeredBy: 'books',
    note: null,
  };
}

/** A reply that states no figure. */
export function textReply(text: string, type: ConversationType = 'general'): Reply {
  return {
    text,
    figures: [],
    sources: [],
    table: null,
    tools: [],
    type,
    answeredBy: 'books',
    note: null,
  };
}
