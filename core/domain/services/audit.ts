import { z } from 'zod';
import { isoDateSchema } from '../ledger/ids';
import { roleSchema } from '../roles';

/** What an audit event is about: a sign-in, a change to an account, a membership or a company. */
export const auditKinds = ['sign-in', 'account', 'member', 'company'] as const;
export const auditKindSchema = z.enum(auditKinds);
export type AuditKind = z.infer<typeof auditKindSchema>;

/** One event of the account audit log that concerns a company or one of its members. */
export const auditEventSchema = z.object({
  /** ISO time. */
  at: z.string(),
  kind: auditKindSchema,
  /** Who it concerns (the account signing in, or who made the change); null for an unknown e-mail. */
  userId: z.string().nullable(),
  email: z.string(),
  /** What happened, e.g. 'success', 'wrong-password', 'two-factor-failed', 'role changed'. */
  outcome: z.string(),
  /** The client's address and browser, as the server saw them. */
  ip: z.string(),
  userAgent: z.string(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

/** A new event as `AuditService.subscribe` tells it: with the company it is an event of. */
export const companyAuditEventSchema = auditEventSchema.extend({ companyId: z.string() });
export type CompanyAuditEvent = z.infer<typeof companyAuditEventSchema>;

/** Which new events a subscriber hears: one company's or every company's, of some kinds or all. */
export const auditSubscriptionSchema = z.object({
  companyId: z.string().optional(),
  kinds: z.array(auditKindSchema).optional(),
});
export type AuditSubscription = z.infer<typeof auditSubscriptionSchema>;

/** Which events to read: a date range (days, inclusive), kinds, the newest `limit`. */
export const auditQuerySchema = z.object({
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  kinds: z.array(auditKindSchema).optional(),
  limit: z.number().int().positive().max(10_000).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** A member of a company as controls see them: role, since when, and whether 2FA is on. */
export const companyMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  joinedAt: z.string(),
  twoFactor: z.boolean(),
});
export type CompanyMember = z.infer<typeof companyMemberSchema>;

/**
 * Whether the audit log's hash chain holds (each record carries the hash of the one before it):
 * `verified` when every link holds, `broken` at the first record that does not, `unchained`
 * when no record carries a hash (a log written before Keel chained it, or an empty one).
 */
export const auditChainCheckSchema = z.object({
  /** How many records the log keeps. */
  records: z.number().int().nonnegative(),
  status: z.enum(['verified', 'broken', 'unchained']),
  /**
   * The first record that does not hold the hash of the one before it (its time and kind): it or
   * the record before it was changed, removed or put in between; null unless broken.
   */
  brokenAt: z.object({ at: z.string(), kind: z.string() }).nullable(),
});
export type AuditChainCheck = z.infer<typeof auditChainCheckSchema>;

/**
 * `core.audit` on the server (read only): the audit log's events that concern a company — its
 * members' sign-ins and the changes to its memberships and profile — and its members with their
 * controls. For fraud and compliance checks; the caller decides who may see what (a plugin's
 * route checks its member's role first).
 */
export interface AuditService {
  /** The company's events, newest first. */
  events(companyId: string, query?: AuditQuery): Promise<AuditEvent[]>;
  /** The company's members, with whether each has two-factor sign-in turned on. */
  members(companyId: string): Promise<CompanyMember[]>;
  /** Whether the company requires two-factor sign-in of every member. */
  requiresTwoFactor(companyId: string): Promise<boolean>;
  /**
   * Checks the audit log's hash chain. The server keeps one chain for every company (a company's
   * part cannot be checked alone), so this reads the whole log: for a nightly check, not a request.
   */
  chainCheck(): Promise<AuditChainCheck>;
  /**
   * Calls `listener` after each new event that `events` would list for a company (once per
   * company it concerns: a sign-in is an event of each company its account is a member of), for
   * `filter.companyId` or every company, of `filter.kinds` or every kind; returns the function
   * that stops it. Told after the event is durable, never inside the request that made it (a
   * listener cannot hold it up; what it throws is logged). Only the events this server process
   * records: with several processes behind REDIS_URL each event is told once, in the process
   * that recorded it; a listener that must know of every process's events reads `events`.
   */
  subscribe(filter: AuditSubscription, listener: (event: CompanyAuditEvent) => void): () => void;
}
