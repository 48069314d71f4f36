import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake endpoint received: the Chat Completions body. */
export interface ModelRequest {
  messages: { role: string; content: string | null; tool_calls?: unknown[] }[];
  tools?: { function: { name: string } }[];
  stream?: boolean;
}

/** What the fake answers one request with. */
export type ModelReply =
  | { text: string }
  | { json: string }
  | { call: { name: string; arguments: Record<string, unknown> } }
  | { status: number }
  | { delayMs: number };

/**
 * An OpenAI-compatible endpoint on a random local port (no network): POST /chat/completions streams
 * what `reply` decides for each request as server-sent events; GET /models lists one model.
 */
export async function startFakeModel(reply: (request: ModelRequest) => ModelReply) {
  const requests: ModelRequest[] = [];
  const open = new Set<ServerResponse>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    open.add(res);
    res.on('close', () => open.delete(res));
    if (req.method === 'GET' && req.url === '/v1/models') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: [{ id: 'fake-model' }] }));
      return;
    }
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const request = JSON.parse(raw) as ModelRequest;
      requests.push(request);
      const out = reply(request);
      if ('status' in out) {
        res.writeHead(out.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'fake failure' } }));
        return;
      }
      if ('json' in out) {
        // An endpoint that ignores `stream` and answers one body.
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            choices: [{ index: 0, message: { role: 'assistant', content: out.json } }],
          }),
        );
        return;
      }
      if ('delayMs' in out) {
        setTimeout(() => res.end(), out.delayMs);
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const send = (delta: unknown) =>
        res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta }] })}\n\n`);
      if ('text' in out) {
        // In pieces, as a streaming endpoint sends it.
        for (const piece of out.text.match(/.{1,12}/gs) ?? []) send({ content: piece });
      } else {
        const args = JSON.stringify(out.call.arguments);
        send({
          tool_calls: [
            {
              index: 0,
              id: 'call_1',
              type: 'function',
              function: { name: out.call.name, arguments: '' },
            },
          ],
        });
        send({ tool_calls: [{ index: 0, function: { arguments: args.slice(0, 10) } }] });
        send({ tool_calls: [{ index: 0, function: { arguments: args.slice(10) } }] });
      }
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of open) res.destroy();
        server.close(() => resolve());
      }),
  };
}
