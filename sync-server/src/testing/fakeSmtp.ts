import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/** One message a fake SMTP server received. */
export interface ReceivedMail {
  from: string;
  to: string[];
  /** The DATA section as sent (dot-stuffing undone). */
  data: string;
}

/** A minimal SMTP server on 127.0.0.1 for tests (no TLS, no AUTH). */
export interface FakeSmtp {
  port: number;
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** How a fake SMTP server misbehaves: refuse every recipient, or every message at the end of DATA. */
export type FakeSmtpFailure = 'reject-recipient' | 'reject-data';

/** Starts a fake SMTP server answering EHLO/HELO, MAIL FROM, RCPT TO, DATA, RSET, NOOP, QUIT. */
export async function startFakeSmtp(failure?: FakeSmtpFailure): Promise<FakeSmtp> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let buffer = '';
    let inData = false;
    let envelope: { from: string; to: string[] } = { from: '', to: [] };
    const command = (line: string) => {
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO') reply('250-localhost greets you\r\n250 8BITMIME');
      else if (verb === 'HELO') reply('250 localhost');
      else if (verb === 'MAIL') {
        envelope = { from: /<([^>]*)>/.exec(line)?.[1] ?? '', to: [] };
        reply('250 OK');
      } else if (verb === 'RCPT') {
        if (failure === 'reject-recipient') reply('550 5.1.1 Mailbox unavailable');
        else {
          envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 OK');
        }
      } else if (verb === 'DATA') {
        inData = true;
        reply('354 End data with <CR><LF>.<CR><LF>');
      } else if (verb === 'QUIT') {
        reply('221 Bye');
        socket.end();
      } else reply('250 OK');
    };
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const data = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          if (failure === 'reject-data') reply('554 5.6.0 Message rejected');
          else {
            received.push({ ...envelope, data });
            reply('250 OK queued');
          }
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        command(line);
      }
    });
    reply('220 localhost fake SMTP ready');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
