import { z } from 'zod';
import type { PluginFilesService, SecretBox } from '@keel/core/server';

/** A live SimpleFIN connection: the access URL (a credential) and which chart account each bank account feeds. */
export const bankConnectionSchema = z.object({
  accessUrl: z.string(),
  bankName: z.string(),
  links: z.array(z.object({ simplefinId: z.string(), accountId: z.string() })),
});
/** A live SimpleFIN connection, decrypted. */
export type BankConnection = z.output<typeof bankConnectionSchema>;

const OWNER = 'simplefin-connection';
const MAX_BYTES = 64 * 1024;

async function readAll(stream: AsyncIterable<Uint8Array | string>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The company's SimpleFIN connections, sealed with the server's secret box in the plugin's file
 * store: never in a Yjs document, never in a response.
 */
export class BankConnections {
  constructor(
    private readonly files: PluginFilesService,
    private readonly secrets: SecretBox,
  ) {}

  /** Every connection of the company, with the file id that holds it. */
  async list(companyId: string): Promise<{ fileId: string; connection: BankConnection }[]> {
    const stored = await this.files.list(companyId, OWNER);
    const out: { fileId: string; connection: BankConnection }[] = [];
    for (const file of stored) {
      const opened = await this.files.open(companyId, file.id);
      if (!opened) continue;
      const sealed = await readAll(opened.stream);
      out.push({
        fileId: file.id,
        connection: bankConnectionSchema.parse(JSON.parse(this.secrets.open(sealed))),
      });
    }
    return out;
  }

  /** Stores a new connection, sealed. */
  async add(companyId: string, connection: BankConnection, createdBy: string): Promise<void> {
    const sealed = this.secrets.seal(JSON.stringify(connection));
    await this.files.put(
      companyId,
      {
        name: 'simplefin-connection.sealed',
        type: 'application/octet-stream',
        createdBy,
        ownerKey: OWNER,
      },
      new TextEncoder().encode(sealed),
      MAX_BYTES,
    );
  }

  /** Replaces a stored connection (its links changed): the new file first, then the old one goes. */
  async replace(
    companyId: string,
    fileId: string,
    connection: BankConnection,
    createdBy: string,
  ): Promise<void> {
    await this.add(companyId, connection, createdBy);
    await this.files.remove(companyId, fileId);
  }
}
