import type { AuditEvent, CompanyMember } from '@keel/core/domain';

/**
 * What the detectors read, gathered by the server from the plugins' services (the ledger's bank
 * lines, payroll's controls, the audit log). Plain data, so every detector is a pure function.
 */

/** One line on a bank or cash account, as the books show it. Amounts in signed cents: below zero paid out. */
export interface BankLine {
  id: string;
  date: string;
  amount: number;
  bankAccountId: string;
  bankAccountName: string;
  /** The other side (category account); '' while uncategorized. */
  accountId: string;
  accountName: string;
  description: string;
  /** Invoice or check number; '' when none. */
  reference: string;
  vendorId: string;
  vendorName: string;
  /** 'manual', 'import', 'bank-sync' or 'ledger' (posted by another plugin, e.g. a payroll run). */
  source: string;
  createdAt: string;
  createdBy: string;
  /** Not yet categorized, or still pending at the bank. */
  pending: boolean;
  reconciled: boolean;
  /** Where the line opens in the app. */
  link: string;
}

/** A finished bank reconciliation: its statement date and when it was finished. */
export interface Reconciliation {
  bankAccountId: string;
  statementDate: string;
  completedAt: string;
}

/** Vendors whose tax ids, or whose payment bank accounts, are the same (never the number). */
export interface SharedVendorIdentifier {
  kind: 'tax-id' | 'bank-account';
  vendors: { id: string; name: string }[];
  /** Last four digits of the shared number. */
  last4: string;
}

/** The books as the detectors see them. */
export interface BooksEvidence {
  lines: BankLine[];
  /** The lock date ('' when no period is closed). */
  lockDate: string;
  reconciliations: Reconciliation[];
  /**
   * Vendors sharing a tax id or bank account (the ledger service's, matched by fingerprint);
   * absent when none are known.
   */
  sharedVendorIdentifiers?: SharedVendorIdentifier[];
}

/** A change to bank details that payroll pays to: an employee's direct deposit or the company's account. */
export interface BankChange {
  id: string;
  at: string;
  /** Who made it (user id), null when unknown. */
  userId: string | null;
  by: string;
  subject: 'employee' | 'company';
  employeeId: string | null;
  /** The employee's name, or 'the company payroll account'. */
  label: string;
  link: string;
  /** False when it gave an employee their first account (no account was replaced). */
  replaced: boolean;
  /** Last four digits of the new account; '' when not known. */
  accountLast4: string;
}

/** One paycheck of a run: the employee's net pay. */
export interface PaycheckFact {
  runId: string;
  payDate: string;
  /** The first day of the pay period it pays; absent when not known (the pay date stands for it). */
  periodStart?: string;
  /** 'completed' (paid), an open status, or 'void'. */
  status: string;
  employeeId: string;
  employeeName: string;
  net: number;
  link: string;
}

/** An employee as the payroll checks see them: never their numbers, only what the checks need. */
export interface EmployeeFact {
  id: string;
  name: string;
  link: string;
  paymentMethod: 'direct_deposit' | 'check';
  hasSsn: boolean;
  /** Employees whose direct-deposit account is this one's (same routing and account numbers). */
  sharesAccountWith: string[];
  /** Vendors whose payment bank account is this employee's direct-deposit account; absent: none known. */
  sharesAccountWithVendors?: { id: string; name: string }[];
  /** Whether the direct-deposit account was prenoted (a zero-dollar test entry) before it was paid. */
  prenoted: boolean;
  /** The last day of a terminated employee; absent while employed. */
  terminationDate?: string;
}

/** A payroll run: who prepared it and who approved it. */
export interface RunFact {
  id: string;
  payDate: string;
  status: string;
  createdBy: string;
  approvedBy: string | null;
}

/** Payroll as the checks see it; absent when the member has no payroll access or Payroll is not installed. */
export interface PayrollEvidence {
  employees: EmployeeFact[];
  bankChanges: BankChange[];
  paychecks: PaycheckFact[];
  runs: RunFact[];
}

/** Where an address is, to the country: the country's code, name and centre. */
export interface SignInPlace {
  /** ISO 3166-1 alpha-2, e.g. 'GB'. */
  country: string;
  name: string;
  latitude: number;
  longitude: number;
}

/** Sign-ins and account changes of the company's members, and their controls. */
export interface AccessEvidence {
  events: AuditEvent[];
  /**
   * Where each address of the events is, by address. Private, loopback and unknown addresses are
   * absent: they are nowhere, never a place.
   */
  places: Record<string, SignInPlace>;
  members: CompanyMember[];
  requiresTwoFactor: boolean;
}

/** The company's own fraud settings. */
export interface FraudSettings {
  /** Payments at or above this need a second approval at the company (cents); null when none is set. */
  approvalLimit: number | null;
}

/** Everything one scan reads. */
export interface ScanEvidence {
  /** The scan's time (ISO), from the server's clock. */
  now: string;
  books: BooksEvidence;
  payroll: PayrollEvidence | null;
  access: AccessEvidence;
  settings: FraudSettings;
}
