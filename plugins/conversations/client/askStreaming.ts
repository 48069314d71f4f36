import { ApiError, apiFetch, pluginApi } from '@keel/core/client';
import { plugin } from '../plugin';
import { conversationsRoutes } from '../domain/routes';
import { askAnswerSchema, type AskAnswer, type AskBody } from '../domain/schema';

/** One server-sent event: its name and its JSON data. */
function eventOf(block: string): { name: string; data: unknown } | null {
  const lines = block.split('\n');
  const name =
    lines
      .find((l) => l.startsWith('event:'))
      ?.slice(6)
      .trim() ?? 'message';
  const data = lines
    .filter((l) => l.startsWith('data:'))
    .map((l) => l.slice(5).trimStart())
    .join('\n');
  if (!data) return null;
  return { name, data: JSON.parse(data) as unknown };
}

/**
 * Asks through the streamed route: `onText` hears a model's draft as it is written; the answer
 * (checked against the books) is what the promise gives. Throws ApiError on a refused question.
 */
export async function askStreaming(
  body: AskBody,
  onText: (text: string) => void,
  signal?: AbortSignal,
): Promise<AskAnswer> {
  const res = await apiFetch(pluginApi(plugin).path(conversationsRoutes.askStream, {}), {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'text/event-stream', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });
  if (!res.ok || !res.body) throw new ApiError(res.status, await res.text());
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    pending += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
    const blocks = pending.split('\n\n');
    pending = blocks.pop() ?? '';
    for (const block of blocks) {
      const event = eventOf(block);
      if (event?.name === 'text') onText(String((event.data as { text?: unknown }).text ?? ''));
      if (event?.name === 'answer') return askAnswerSchema.parse(event.data);
      if (event?.name === 'error')
        throw new ApiError(500, String((event.data as { error?: unknown }).error ?? ''));
    }
  }
  throw new ApiError(502, 'The answer stream ended without an answer');
}
