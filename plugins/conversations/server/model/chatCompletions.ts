import type { ModelConfig } from './modelConfig';

/** A message of the Chat Completions API. */
export type ChatMessageIn =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

/** A function call the model asks for. */
export interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

/** A function offered to the model: a name, what it does, its arguments' JSON schema. */
export interface FunctionTool {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

/** What one round of the model answered: text, function calls, or both. */
export interface ChatTurn {
  content: string;
  toolCalls: ToolCall[];
}

/** The endpoint answered an error status, or something that is not a chat completion. */
export class ModelError extends Error {}

interface Delta {
  content?: string | null;
  tool_calls?: { index?: number; id?: string; function?: { name?: string; arguments?: string } }[];
}
interface Choice {
  delta?: Delta;
  message?: { content?: string | null; tool_calls?: ToolCall[] };
}

/**
 * One round of POST {baseUrl}/chat/completions, streamed: `onText` hears the text as it arrives;
 * function calls are assembled from their pieces. An endpoint that answers one JSON body instead
 * of a stream is read whole. Throws ModelError on an error status; the signal's reason once aborted.
 */
export async function chatRound(
  config: ModelConfig,
  messages: readonly ChatMessageIn[],
  tools: readonly FunctionTool[],
  signal: AbortSignal,
  onText: (text: string) => void,
): Promise<ChatTurn> {
  const res = await fetch(`${config.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${config.apiKey}` },
    body: JSON.stringify({
      model: config.model,
      messages,
      stream: true,
      temperature: 0,
      ...(tools.length > 0 ? { tools, tool_choice: 'auto' } : {}),
    }),
    signal,
  });
  if (!res.ok) throw new ModelError(`The model endpoint answered ${res.status}`);
  const type = res.headers.get('content-type') ?? '';
  if (!type.includes('text/event-stream')) {
    const body = (await res.json()) as { choices?: Choice[] };
    const message = body.choices?.[0]?.message;
    if (!message) throw new ModelError('The model endpoint answered no message');
    const content = message.content ?? '';
    if (content) onText(content);
    return { content, toolCalls: message.tool_calls ?? [] };
  }
  let content = '';
  const calls: ToolCall[] = [];
  const take = (delta: Delta) => {
    if (delta.content) {
      content += delta.content;
      onText(delta.content);
    }
    for (const part of delta.tool_calls ?? []) {
      const i = part.index ?? calls.length;
      const call = (calls[i] ??= {
        id: '',
        type: 'function',
        function: { name: '', arguments: '' },
      });
      if (part.id) call.id = part.id;
      if (part.function?.name) call.function.name += part.function.name;
      if (part.function?.arguments) call.function.arguments += part.function.arguments;
    }
  };
  if (!res.body) throw new ModelError('The model endpoint answered no body');
  const decoder = new TextDecoder();
  let pending = '';
  for await (const chunk of res.body) {
    pending += decoder.decode(chunk, { stream: true }).replace(/\r\n?/g, '\n');
    let end = pending.indexOf('\n');
    while (end >= 0) {
      const line = pending.slice(0, end).trim();
      pending = pending.slice(end + 1);
      end = pending.indexOf('\n');
      if (!line.startsWith('data:')) continue;
      const data = line.slice(5).trim();
      if (data === '[DONE]') continue;
      let parsed: { choices?: Choice[] };
      try {
        parsed = JSON.parse(data) as { choices?: Choice[] };
      } catch {
        throw new ModelError('The model endpoint sent a chunk that is not JSON');
      }
      const delta = parsed.choices?.[0]?.delta;
      if (delta) take(delta);
    }
  }
  return {
    content,
    toolCalls: calls
      .filter((c) => c.function.name)
      .map((c, i) => ({ ...c, id: c.id || `call_${i}` })),
  };
}

/** Whether the endpoint answers its model list within a few seconds: the status's "Online". */
export async function endpointAnswers(config: ModelConfig, signal: AbortSignal): Promise<boolean> {
  try {
    const res = await fetch(`${config.baseUrl}/models`, {
      headers: { Authorization: `Bearer ${config.apiKey}` },
      signal,
    });
    await res.body?.cancel();
    return res.ok;
  } catch {
    return false;
  }
}
