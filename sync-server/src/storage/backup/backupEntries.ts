import { createHash } from 'node:crypto';
import { z } from 'zod';
import { canonicalJson } from '../../accounts/auditChain';
import { jobRecordSchema, scheduleRecordSchema } from '../../jobs/jobRecords';
import { collections, type CollectionName } from '../collections';
import { contentOf } from '../copyToPostgres';
import { storedFileSchema } from '../pluginFiles';
import { notificationRecordSchema } from '../records';

/*
 * What a backup holds, one entry per line: the same logical content `migrate` copies and
 * compares, so a backup of either storage restores into either. Bytes (document states, plugin
 * files) are base64.
 */

const collectionNames = Object.keys(collections) as [CollectionName, ...CollectionName[]];
const base64 = z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, 'not base64');

export const backupEntrySchema = z.discriminatedUnion('t', [
  /** One audit record's exact stored line (the hash chain covers its text). */
  z.object({ t: z.literal('audit'), line: z.string() }),
  /** What audit retention removed before the first kept record. */
  z.object({
    t: z.literal('auditStart'),
    removed: z.number().int().nonnegative(),
    prev: z.string(),
  }),
  z.object({
    t: z.literal('record'),
    collection: z.enum(collectionNames),
    record: z.record(z.string(), z.unknown()),
  }),
  z.object({ t: z.literal('notification'), record: notificationRecordSchema }),
  /** A company document as one Yjs state (its snapshot and every update after it merged). */
  z.object({
    t: z.literal('document'),
    docId: z.string().min(1),
    state: base64,
    schemaVersions: z.record(z.string(), z.number().int().nonnegative()),
  }),
  z.object({ t: z.literal('job'), job: jobRecordSchema }),
  z.object({ t: z.literal('schedule'), schedule: scheduleRecordSchema }),
  z.object({
    t: z.literal('file'),
    pluginId: z.string().min(1),
    companyId: z.string().min(1),
    meta: storedFileSchema,
    bytes: base64,
  }),
  /** A plugin record: its value as the JSON text stored. */
  z.object({
    t: z.literal('pluginRecord'),
    pluginId: z.string().min(1),
    collection: z.string().min(1),
    id: z.string().min(1),
    value: z.string(),
  }),
]);
export type BackupEntry = z.infer<typeof backupEntrySchema>;
export type EntryKind = BackupEntry['t'];

/** Parses one entry, its account record by its collection's own schema too. */
export function parseEntry(value: unknown): BackupEntry {
  const entry = backupEntrySchema.parse(value);
  if (entry.t === 'record') collections[entry.collection].schema.parse(entry.record);
  return entry;
}

const sha256 = (text: string | Uint8Array) => createHash('sha256').update(text).digest('hex');

/**
 * One entry as what it means, whatever storage it came from: JSON with sorted keys (PostgreSQL's
 * jsonb reorders keys), a document by its content (contentOf, as migrate compares), a file by
 * the hash of its bytes.
 */
function meaningOf(entry: BackupEntry): string {
  switch (entry.t) {
    case 'record':
      return canonicalJson([entry.t, entry.collection, entry.record]);
    case 'document':
      return canonicalJson([
        entry.t,
        entry.docId,
        sha256(contentOf(Buffer.from(entry.state, 'base64'))),
        entry.schemaVersions,
      ]);
    case 'file':
      return canonicalJson([
        entry.t,
        entry.pluginId,
        entry.companyId,
        entry.meta,
        sha256(Buffer.from(entry.bytes, 'base64')),
      ]);
    case 'pluginRecord':
      return canonicalJson([
        entry.t,
        entry.pluginId,
        entry.collection,
        entry.id,
        JSON.parse(entry.value),
      ]);
    default:
      return canonicalJson(entry);
  }
}

/** 2^256: the digest adds up entries' hashes modulo this. */
const MODULUS = 1n << 256n;

/**
 * Counts entries by kind and digests what they mean, in any order: two stores with the same
 * content give the same digest (a restore checks what it wrote against the backup's). The digest
 * is the sum of the entries' SHA-256 modulo 2^256 (a multiset hash: order does not count, a
 * repeated entry does), so it takes no memory per entry.
 */
export class ContentDigest {
  readonly counts: Partial<Record<EntryKind, number>> = {};
  private sum = 0n;

  add(entry: BackupEntry): void {
    this.counts[entry.t] = (this.counts[entry.t] ?? 0) + 1;
    this.sum = (this.sum + BigInt(`0x${sha256(meaningOf(entry))}`)) % MODULUS;
  }

  digest(): string {
    return this.sum.toString(16).padStart(64, '0');
  }
}
