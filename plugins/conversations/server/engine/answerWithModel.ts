import type { Reply } from '../answers/reply';
import { allowedNumbers, unbackedNumbers } from '../../domain/model/checkNumbers';
import type { ChatMessage } from '../../domain/schema';
import { uniqueSources } from '../tools/sources';
import { availableTools, runTool } from '../tools/registry';
import type { ToolContext, ToolResult } from '../tools/toolTypes';
import { chatRound, type ChatMessageIn } from '../model/chatCompletions';
import type { ModelConfig } from '../model/modelConfig';
import { functionTools } from './modelTools';
import { systemPrompt } from './systemPrompt';

/** Rounds of function calls before the model must answer. */
const MAX_ROUNDS = 4;
/** Earlier messages of the conversation the model is shown. */
const HISTORY = 10;

/** Why the model's reply was not used: it is told to the asker beside the books' answer. */
export class ModelReplyRefused extends Error {}

/** The earlier messages the model may see: payroll answers only for a role that may read payroll. */
function historyFor(history: readonly ChatMessage[], payroll: boolean): ChatMessageIn[] {
  return history
    .filter((m) => payroll || m.type !== 'payroll')
    .slice(-HISTORY)
    .map((m) => ({ role: m.role, content: m.content }));
}

/** What a tool's output says to the model: its sentence and its figures in dollars. */
function toolOutput(result: ToolResult): string {
  return JSON.stringify({
    text: result.text,
    figures: result.figures.map((f) => ({
      label: f.label,
      dollars: (f.cents / 100).toFixed(2),
      period: f.period?.label ?? null,
      asOf: f.asOf,
    })),
    table: result.table,
  });
}

/**
 * The model's answer over the same tools, as function calls. Every number it writes must appear
 * in the tools' outputs or the question; otherwise, or on an error status or a timeout, it throws
 * and the caller answers from the books. `books` is the books' own answer, for a model that
 * answers a question about figures without calling any tool.
 */
export async function answerWithModel(
  ctx: ToolContext,
  config: ModelConfig,
  question: string,
  history: readonly ChatMessage[],
  books: Reply,
  signal: AbortSignal,
  onText: (text: string) => void = () => undefined,
): Promise<Reply> {
  const offered = await availableTools(ctx);
  const payroll = offered.some((t) => t.name === 'payroll_summary');
  const messages: ChatMessageIn[] = [
    { role: 'system', content: systemPrompt(ctx.today) },
    ...historyFor(history, payroll),
    { role: 'user', content: question },
  ];
  const functions = functionTools(offered);
  const results: ToolResult[] = [];
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const turn = await chatRound(
      config,
      messages,
      round < MAX_ROUNDS - 1 ? functions : [],
      signal,
      onText,
    );
    if (turn.toolCalls.length === 0) {
      const text = turn.content.trim();
      if (!text) throw new ModelReplyRefused('The model answered nothing.');
      if (results.length === 0 && books.figures.length > 0)
        throw new ModelReplyRefused('The model answered without reading the books.');
      const outputs = [question, ...results.map(toolOutput)];
      const cents = results.flatMap((r) => r.figures.map((f) => f.cents));
      const invented = unbackedNumbers(text, allowedNumbers(outputs, cents));
      if (invented.length > 0)
        throw new ModelReplyRefused(
          `The model's reply stated ${invented.map((n) => n.toLocaleString('en-US')).join(', ')}, which the books did not give.`,
        );
      return {
        text,
        figures: results.flatMap((r) => r.figures),
        sources: uniqueSources(results.flatMap((r) => r.sources)),
        table: results.find((r) => r.table)?.table ?? null,
        tools: results.map((r) => ({ tool: r.tool, args: r.args, period: r.period })),
        type: results[0]?.type ?? books.type,
        answeredBy: 'model',
        note: null,
      };
    }
    messages.push({ role: 'assistant', content: turn.content || null, tool_calls: turn.toolCalls });
    for (const call of turn.toolCalls) {
      let content: string;
      try {
        const args: unknown = JSON.parse(call.function.arguments || '{}');
        const result = await runTool(ctx, call.function.name, args, offered);
        results.push(result);
        content = toolOutput(result);
      } catch (error) {
        content = JSON.stringify({ error: error instanceof Error ? error.message : String(error) });
      }
      messages.push({ role: 'tool', tool_call_id: call.id, content });
    }
  }
  throw new ModelReplyRefused('The model kept calling functions without answering.');
}
