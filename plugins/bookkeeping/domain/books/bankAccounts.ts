import { z } from 'zod';
import type { Account } from '@keel/core/domain';

/** The TinyBase table of bank details per bank or cash account (row id = the chart account id). */
export const BANK_ACCOUNTS_TABLE = 'bankAccounts';

/** The bank names the Connect Bank dialog offers (spec 001 section 9). */
export const bankChoices = [
  'Chase',
  'Bank of America',
  'Wells Fargo',
  'Citibank',
  'US Bank',
  'Other',
] as const;
/** The account types the Connect Bank dialog offers (spec 001 section 9). */
export const bankAccountTypes = ['checking', 'savings', 'business checking'] as const;

/**
 * What the books know of a bank account beyond the chart: never a full account number or a
 * credential (those stay encrypted on the server), only the last four digits.
 */
export const bankAccountRowSchema = z.object({
  bankName: z.string(),
  accountType: z.string(),
  mask: z.string(),
  routingNumber: z.string(),
  /** 'manual' (statements only) or 'simplefin' (live connection held by the server). */
  connection: z.string(),
  lastSyncedAt: z.string(),
  /** The balance the bank last reported, in cents, and when ('' when never). */
  bankBalance: z.number(),
  bankBalanceAt: z.string(),
});
/** Bank details as stored. */
export type BankAccountRow = z.output<typeof bankAccountRowSchema>;

/** A bank or cash account of the chart with its bank details, when there are any. */
export interface BankAccount {
  account: Account;
  details: BankAccountRow | null;
}

/** The bank and cash accounts of the chart, by account number, each with its details. */
export function readBankAccounts(
  accounts: readonly Account[],
  table: Readonly<Record<string, Readonly<Record<string, unknown>>>>,
): BankAccount[] {
  return accounts
    .filter((account) => account.isBank)
    .sort((a, b) => a.number.localeCompare(b.number))
    .map((account) => {
      const parsed = bankAccountRowSchema.safeParse(table[account.id]);
      return { account, details: parsed.success ? parsed.data : null };
    });
}

/** Whether a routing number has a valid ABA check digit (3-7-1 weights, sum divisible by 10). */
export function isValidRoutingNumber(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false;
  const d = [...routing].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

/** The next free account number in a range (e.g. 1000-1099 for bank accounts), or null when full. */
export function nextAccountNumber(
  accounts: readonly Account[],
  from: number,
  to: number,
): string | null {
  const used = new Set(accounts.map((account) => Number(account.number)));
  for (let n = from; n <= to; n += 1) if (!used.has(n)) return String(n);
  return null;
}

/** A new chart account id that no account uses yet, from a name ('Chase Checking' -> 'chase-checking'). */
export function newAccountId(name: string, accounts: readonly Account[]): string {
  const base =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 48) || 'account';
  const used = new Set(accounts.map((account) => account.id));
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}
