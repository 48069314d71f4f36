import type {
  AccountSubtype,
  AccountType,
  BusinessType,
  CompanyMember,
  JournalEntry,
  Role,
} from '@keel/core/domain';

/**
 * Everything the checks read, gathered by the server's check job from the plugin services (the
 * ledger, payroll facts, core.audit) and this plugin's own records. The
 * checks are pure functions of it and of `today`. The shapes are this plugin's own: domain code
 * imports no other plugin, so the job translates each service's answer into them.
 */
export interface ComplianceInput {
  /** The day of the check, YYYY-MM-DD. */
  today: string;
  /** The company's business type (its profile); null when it could not be read. */
  businessType: BusinessType | null;
  /** What the company told the compliance screen about itself. */
  profile: ComplianceProfileInput;
  access: AccessInput;
  books: BooksInput;
  /** Null when Payroll is not installed. */
  payroll: PayrollInput | null;
  /** The estimated-tax instalments of Tax Optimization (`tax.liabilities`); null when it is not installed. */
  estimatedTax: EstimatedTaxInput | null;
  records: RecordsInput;
}

export interface ComplianceProfileInput {
  /** A tax preparer, accounting or bookkeeping practice: the FTC Safeguards Rule applies. */
  financialPractice: boolean;
}

/** Members, sign-ins and the audit log (core.audit). */
export interface AccessInput {
  members: CompanyMember[];
  requiresTwoFactor: boolean;
  /** Each member's newest successful sign-in (ISO time), for members who signed in at all. */
  lastSignIn: Record<string, string>;
  /** The oldest sign-in record of the company's members the audit log holds (ISO time). */
  oldestSignIn: string | null;
  /** Whether the audit log's hash chain holds (core.audit's `chainCheck`). */
  auditChain: {
    records: number;
    status: 'verified' | 'broken' | 'unchained';
    brokenAt: { at: string; kind: string } | null;
  };
}

/** An account of the chart with its roles (the ledger service's `accounts`). */
export interface BooksAccount {
  id: string;
  number: string;
  name: string;
  type: AccountType;
  subtype: AccountSubtype;
  isBank: boolean;
  contra: boolean;
  roles: readonly string[];
}

/** The books, through the ledger service. */
export interface BooksInput {
  accounts: BooksAccount[];
  /** Each account's balance at the end of today, in cents on its normal side. */
  balances: Record<string, number>;
  trialBalance: { totalDebits: number; totalCredits: number };
  /** The entries touching the accounts the checks look into (receivables, payables, tax, fixed assets, uncategorized). */
  entries: JournalEntry[];
  /** The date of the first entry, or null for empty books. */
  firstEntryDate: string | null;
  /** Income of the previous calendar year, in cents (the CCPA revenue test). */
  revenuePreviousYear: number;
  /** The first month (1-12) of the books' fiscal year. */
  fiscalYearStartMonth: number;
  /** Where the books stand for closing a period (the ledger service's `closeStatus`). */
  close: CloseInput;
  /** Who did what in the books over the last year (the ledger service's `activity`). */
  activity: ActivityInput;
  /** Each vendor's payments of the previous and the current calendar year (the ledger service's `vendorPayments`). */
  vendorPayments: VendorPaymentsInput[];
}

/** One calendar year's payments by vendor, with the year's 1099 reporting threshold (cents). */
export interface VendorPaymentsInput {
  year: number;
  thresholdCents: number;
  vendors: {
    vendorId: string;
    name: string;
    is1099Eligible: boolean;
    /** Whether the vendor's W-9 is on file. */
    taxIdOnFile: boolean;
    paidCents: number;
  }[];
}

/** Who entered, created and reconciled what: authors are 'First Last <email>'. */
export interface ActivityInput {
  /** Bank and cash lines; amounts in signed cents, below zero paid out. */
  bankLines: {
    id: string;
    date: string;
    amount: number;
    bankAccountId: string;
    vendorId: string;
    /** 'manual', 'import', 'bank-sync' or 'ledger'. */
    source: string;
    createdBy: string;
    /** '' while unreconciled. */
    reconciliationId: string;
    entryId: string;
  }[];
  /** Vendors with who created them; null before Keel recorded it. */
  vendors: { vendorId: string; name: string; createdBy: string | null }[];
  reconciliations: {
    id: string;
    bankAccountId: string;
    statementDate: string;
    completedBy: string;
  }[];
}

/** The lock date and how far each bank or cash account is reconciled. */
export interface CloseInput {
  /** The last day of the closed period; null when no period is closed. */
  lockDate: string | null;
  bankAccounts: {
    accountId: string;
    number: string;
    name: string;
    /** The date of its first line; null when it has none. */
    firstLineDate: string | null;
    /** The statement date of its latest reconciliation; null when never reconciled. */
    reconciledThrough: string | null;
    /** The date of its oldest line not reconciled; null when every line is. */
    oldestUnreconciledDate: string | null;
  }[];
}

/** Payroll, through the payroll facts (amounts in cents). */
export interface PayrollInput {
  activeEmployees: number;
  nextPayDate: string | null;
  /** Runs paid, by pay date (only the count and dates matter to the checks). */
  runs: { id: string; payDate: string; status: string }[];
  /** Who prepared and who approved each run (the payroll facts' controls). */
  runAuthors: { id: string; payDate: string; preparedBy: string; approvedBy: string | null }[];
  deposits: {
    dueDate: string;
    paydays: string[];
    amountCents: number;
    period: { year: number; quarter: number };
  }[];
  returns: {
    form: '941' | '940' | 'W-2/W-3';
    taxYear: number;
    quarter: number | null;
    dueDate: string;
  }[];
  /** The tax years Keel has withholding tables for. */
  supportedTaxYears: readonly number[];
  /** The roles the payroll facts answer: those that can read payroll. */
  readerRoles: readonly Role[];
  /** Full numbers payroll's own cells hold unsealed (the payroll facts' `sealing`); null when not read. */
  sealing: PayrollSealingInput | null;
}

/** Where payroll's document holds a full SSN, account or routing number: never the number itself. */
export interface PayrollSealingInput {
  employeesScanned: number;
  unsealed: {
    /** Null for the company's own payroll bank account (payroll setup). */
    employeeId: string | null;
    name: string;
    field: string;
    kind: 'ssn' | 'account-number' | 'routing-number';
  }[];
}

/** The owners' (or the corporation's) estimated-tax instalments, in cents. */
export interface EstimatedTaxInput {
  instalments: {
    id: string;
    title: string;
    form: string;
    /** Null when Keel's tax figures give no date. */
    dueDate: string | null;
    liabilityCents: number;
    paidCents: number;
    /** What is still outstanding. */
    amountCents: number;
  }[];
}

/** This plugin's own records: filings marked done, access reviews, documents on file. */
export interface RecordsInput {
  filings: { deadlineKey: string; filedOn: string }[];
  reviews: { kind: 'payroll-access'; reviewedAt: string }[];
  documents: { kind: ComplianceDocumentKind; uploadedAt: string; name: string }[];
}

/** The kinds of document the checks look for on file. */
export type ComplianceDocumentKind = 'security-plan' | 'privacy-notice';
