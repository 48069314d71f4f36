import { z } from 'zod';
import type { PluginFilesService, SecretBox } from '@keel/core/server';
import {
  vendorIdentifierKinds,
  type VendorFingerprints,
} from '../../domain/books/vendorIdentifiers';

const printSchema = z.object({ fingerprint: z.string(), last4: z.string() });
const storedSchema = z.record(
  z.string(),
  z.partialRecord(z.enum(vendorIdentifierKinds), printSchema),
);

const OWNER = 'vendor-identifier-fingerprints';
const MAX_BYTES = 4 * 1024 * 1024;

async function readAll(stream: AsyncIterable<Uint8Array | string>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/** A record of vendor id -> prints without a prototype, whatever the vendor ids are. */
const bare = (from: VendorFingerprints = {}): VendorFingerprints =>
  Object.assign(Object.create(null) as VendorFingerprints, from);

/**
 * Vendors' keyed fingerprints of their tax id and payment bank account, sealed in the plugin's
 * file store: never in a Yjs document, never in an answer. One file per company; a change writes
 * a new file, then removes the older ones, one change at a time per company.
 */
export class VendorFingerprintStore {
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(
    private readonly files: PluginFilesService,
    private readonly secrets: SecretBox,
  ) {}

  async read(companyId: string): Promise<VendorFingerprints> {
    const newest = (await this.files.list(companyId, OWNER)).at(-1);
    if (!newest) return bare();
    const opened = await this.files.open(companyId, newest.id);
    if (!opened) return bare();
    const sealed = await readAll(opened.stream);
    return bare(storedSchema.parse(JSON.parse(this.secrets.open(sealed))) as VendorFingerprints);
  }

  /** Applies `change` to the company's prints and stores them; resolves once on disk. */
  update(
    companyId: string,
    change: (prints: VendorFingerprints) => VendorFingerprints,
    by: string,
  ): Promise<void> {
    const previous = this.queues.get(companyId) ?? Promise.resolve();
    const next = previous
      .catch(() => {})
      .then(async () => {
        const before = await this.files.list(companyId, OWNER);
        const prints = change(await this.read(companyId));
        await this.files.put(
          companyId,
          {
            name: `${OWNER}.sealed`,
            type: 'application/octet-stream',
            createdBy: by,
            ownerKey: OWNER,
          },
          new TextEncoder().encode(this.secrets.seal(JSON.stringify(prints))),
          MAX_BYTES,
        );
        for (const old of before) await this.files.remove(companyId, old.id);
      });
    this.queues.set(companyId, next);
    return next;
  }
}

const stores = new WeakMap<PluginFilesService, VendorFingerprintStore>();

/** The one store per files service, so the route and the ledger service queue together. */
export function vendorFingerprintsFor(
  files: PluginFilesService,
  secrets: SecretBox,
): VendorFingerprintStore {
  let store = stores.get(files);
  if (!store) {
    store = new VendorFingerprintStore(files, secrets);
    stores.set(files, store);
  }
  return store;
}
