import type { z } from 'zod';
import {
  companyRecordSchema,
  demoRecordSchema,
  inviteRecordSchema,
  membershipRecordSchema,
  resetTokenRecordSchema,
  sessionRecordSchema,
  signInFailureRecordSchema,
  userRecordSchema,
} from './records';

/** The key of a membership: its company, then its user (so a company's members share a prefix). */
export function membershipKey(companyId: string, userId: string): string {
  return `${companyId}/${userId}`;
}

/** The one key of the demo collection, which holds at most one record. */
export const DEMO_KEY = 'demo';

/** A collection: its records' schema, the key of a record, the fields it can be found by. */
export interface CollectionSpec<T, I extends string> {
  schema: z.ZodType<T>;
  key(record: T): string;
  indexes: readonly I[];
}

function collection<T, const I extends keyof T & string>(
  schema: z.ZodType<T>,
  key: (record: T) => string,
  indexes: readonly I[],
): CollectionSpec<T, I> {
  return { schema, key, indexes };
}

/**
 * Every collection of account records. Every implementation of Storage keeps exactly these: the
 * embedded one in keel.json, a database one as one table per collection, with a column per index.
 */
export const collections = {
  users: collection(userRecordSchema, (r) => r.id, ['email']),
  sessions: collection(sessionRecordSchema, (r) => r.tokenHash, ['userId']),
  companies: collection(companyRecordSchema, (r) => r.id, []),
  memberships: collection(membershipRecordSchema, (r) => membershipKey(r.companyId, r.userId), [
    'userId',
  ]),
  invites: collection(inviteRecordSchema, (r) => r.id, ['tokenHash', 'companyId']),
  resetTokens: collection(resetTokenRecordSchema, (r) => r.tokenHash, ['userId']),
  signInFailures: collection(signInFailureRecordSchema, (r) => r.key, []),
  demo: collection(demoRecordSchema, () => DEMO_KEY, []),
};

/** A collection's name. */
export type CollectionName = keyof typeof collections;

type Spec<C extends CollectionName> = (typeof collections)[C];

/** The record type of a collection. */
export type RecordOf<C extends CollectionName> =
  Spec<C> extends CollectionSpec<infer T, string> ? T : never;

/** The fields of a collection's records that `find` looks up. */
export type IndexOf<C extends CollectionName> =
  Spec<C> extends CollectionSpec<unknown, infer I> ? I : never;

/** The key of a record of a collection. */
export function keyOf<C extends CollectionName>(name: C, record: RecordOf<C>): string {
  return (collections[name] as unknown as CollectionSpec<RecordOf<C>, string>).key(record);
}
