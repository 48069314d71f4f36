import { z } from 'zod';
import { SealedCompanyFile, type PluginFilesService, type SecretBox } from '@keel/core/server';
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

/** A record of vendor id -> prints without a prototype, whatever the vendor ids are. */
const bare = (from: VendorFingerprints = {}): VendorFingerprints =>
  Object.assign(Object.create(null) as VendorFingerprints, from);

/**
 * Vendors' keyed fingerprints of their tax id and payment bank account, sealed in the plugin's
 * file store: never in a Yjs document, never in an answer. One file per company.
 */
export class VendorFingerprintStore extends SealedCompanyFile<VendorFingerprints> {
  constructor(files: PluginFilesService, secrets: SecretBox) {
    super(files, secrets, {
      owner: OWNER,
      maxBytes: MAX_BYTES,
      parse: (json) => bare(storedSchema.parse(json) as VendorFingerprints),
      empty: () => bare(),
    });
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
