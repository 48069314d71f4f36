import { z } from 'zod';
import { businessTypeSchema, notificationSeveritySchema, roleSchema } from '@keel/core/domain';

/** A user account as stored; the password only as an argon2id hash. */
export const userRecordSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  avatar: z.string(),
  passwordHash: z.string(),
  createdAt: z.string(),
  currentCompanyId: z.string().nullable(),
  totp: z
    .object({
      /** The TOTP secret sealed with the secret box (`v1.…`); an older file's clear one is sealed on start. */
      secret: z.string(),
      enabled: z.boolean(),
      recoveryCodeHashes: z.array(z.string()),
      /** The 30 s time step of the last accepted code; a code of this step or older is refused. */
      lastStep: z.number().int().nonnegative().nullable().default(null),
    })
    .nullable(),
});

/** A session; only the SHA-256 of its token is kept. */
export const sessionRecordSchema = z.object({
  tokenHash: z.string(),
  userId: z.string(),
  companyId: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  rememberMe: z.boolean(),
});

/** A company. */
export const companyRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  businessType: businessTypeSchema,
  requireTwoFactor: z.boolean(),
  createdAt: z.string(),
});

/** One user's role in one company. */
export const membershipRecordSchema = z.object({
  companyId: z.string(),
  userId: z.string(),
  role: roleSchema,
  joinedAt: z.string(),
});

/** A pending or used invitation; the link's token only as a hash. */
export const inviteRecordSchema = z.object({
  id: z.string(),
  tokenHash: z.string(),
  companyId: z.string(),
  email: z.string(),
  role: roleSchema,
  invitedBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  acceptedAt: z.string().nullable(),
});

/** A password-reset token (hashed), single-use. */
export const resetTokenRecordSchema = z.object({
  tokenHash: z.string(),
  userId: z.string(),
  expiresAt: z.string(),
  usedAt: z.string().nullable(),
});

/** A notification addressed to one user. */
export const notificationRecordSchema = z.object({
  id: z.string(),
  userId: z.string(),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
  link: z.string().optional(),
  /** Records from before severities read as low. */
  severity: notificationSeveritySchema.default('low'),
  /** The company it is about; null (and absent in older records) for the account's own. */
  companyId: z.string().nullable().default(null),
  /** Raising the same key again while this is unread adds nothing (`core.notifications`). */
  dedupeKey: z.string().optional(),
});

/** One audit-log entry; the log is append-only. */
export const auditRecordSchema = z.object({
  at: z.string(),
  kind: z.enum(['sign-in', 'account', 'member', 'company']),
  email: z.string(),
  userId: z.string().nullable(),
  ip: z.string(),
  userAgent: z.string(),
  outcome: z.string(),
  companyId: z.string().optional(),
  /**
   * SHA-256 (hex) of the previous record's canonical JSON (64 zeros for a log's first record);
   * absent on records written before Keel chained its audit log.
   */
  prev: z.string().optional(),
});

/** A count of failed sign-ins (of an account, an address, or the pair), for the sign-in throttle. */
export const signInFailureRecordSchema = z.object({
  key: z.string(),
  failures: z.number().int().positive(),
  lastAt: z.string(),
});

/**
 * The demo company of a first start: recorded before it is made, so a start that was killed
 * half-way finishes it on the next one (seedDemo.ts).
 */
export const demoRecordSchema = z.object({
  /** The owner's password, sealed; printed at each start until they first sign in, then dropped. */
  password: z.string().nullable(),
  /** The day the sample history ends: the same on every try, so the rows (and their ids) are too. */
  today: z.string(),
  companyId: z.string().nullable(),
  /** When every plugin had filled the company, on disk; null while unfinished. */
  seededAt: z.string().nullable(),
  /** The start filling it, and since when (processes sharing a database: one fills it). */
  fillingBy: z.string().nullable().default(null),
  fillingSince: z.string().nullable().default(null),
});

/** What DATA_DIR/keel.json holds: the accounts, as lists (the demo as one record or null). */
export const accountsFileSchema = z.object({
  users: z.array(userRecordSchema).default([]),
  sessions: z.array(sessionRecordSchema).default([]),
  companies: z.array(companyRecordSchema).default([]),
  memberships: z.array(membershipRecordSchema).default([]),
  invites: z.array(inviteRecordSchema).default([]),
  resetTokens: z.array(resetTokenRecordSchema).default([]),
  signInFailures: z.array(signInFailureRecordSchema).default([]),
  demo: demoRecordSchema.nullable().default(null),
});

/**
 * keel.json as Keel kept it before the audit log and notifications moved to logs of their own
 * (storage/upgradeDataDir.ts reads it once and moves them).
 */
export const legacyKeelDataSchema = accountsFileSchema.extend({
  notifications: z.array(notificationRecordSchema).default([]),
  audit: z.array(z.record(z.string(), z.unknown())).default([]),
});

export type UserRecord = z.infer<typeof userRecordSchema>;
export type SessionRecord = z.infer<typeof sessionRecordSchema>;
export type CompanyRecord = z.infer<typeof companyRecordSchema>;
export type MembershipRecord = z.infer<typeof membershipRecordSchema>;
export type InviteRecord = z.infer<typeof inviteRecordSchema>;
export type ResetTokenRecord = z.infer<typeof resetTokenRecordSchema>;
export type NotificationRecord = z.infer<typeof notificationRecordSchema>;
export type AuditRecord = z.infer<typeof auditRecordSchema>;
export type SignInFailureRecord = z.infer<typeof signInFailureRecordSchema>;
export type DemoRecord = z.infer<typeof demoRecordSchema>;
export type AccountsFile = z.infer<typeof accountsFileSchema>;
