import type { PluginFilesService, SecretBox } from './types';

/** What a sealed file holds and how it is named and bounded. */
export interface SealedFileShape<T> {
  /** The files' owner key, and the file's name before `.sealed`. */
  owner: string;
  maxBytes: number;
  /** Checks and shapes the opened JSON (throws on a file that does not fit). */
  parse: (json: unknown) => T;
  /** What a company without the file holds. */
  empty: () => T;
}

async function readAll(stream: AsyncIterable<Uint8Array | string>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * One JSON value per company sealed with the server's secret box in a plugin's file store: never
 * in a Yjs document, never in an answer. A change writes a new file, then removes the older ones,
 * and changes to one company are made one at a time.
 */
export class SealedCompanyFile<T> {
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(
    private readonly files: PluginFilesService,
    private readonly secrets: SecretBox,
    private readonly shape: SealedFileShape<T>,
  ) {}

  async read(companyId: string): Promise<T> {
    const newest = (await this.files.list(companyId, this.shape.owner)).at(-1);
    if (!newest) return this.shape.empty();
    const opened = await this.files.open(companyId, newest.id);
    if (!opened) return this.shape.empty();
    return this.shape.parse(JSON.parse(this.secrets.open(await readAll(opened.stream))));
  }

  /** Applies `change` to the company's value and stores it sealed; resolves once on disk. */
  update(companyId: string, change: (value: T) => T, by: string): Promise<void> {
    const { owner, maxBytes } = this.shape;
    const previous = this.queues.get(companyId) ?? Promise.resolve();
    const next = previous
      .catch(() => {})
      .then(async () => {
        const before = await this.files.list(companyId, owner);
        const value = change(await this.read(companyId));
        await this.files.put(
          companyId,
          {
            name: `${owner}.sealed`,
            type: 'application/octet-stream',
            createdBy: by,
            ownerKey: owner,
          },
          new TextEncoder().encode(this.secrets.seal(JSON.stringify(value))),
          maxBytes,
        );
        for (const old of before) await this.files.remove(companyId, old.id);
      });
    this.queues.set(companyId, next);
    return next;
  }
}
