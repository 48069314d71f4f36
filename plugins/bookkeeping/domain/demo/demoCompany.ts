import type { Account } from '@keel/core/domain';
import type { BankAccountRow } from '../books/bankAccounts';
import type { RuleRow } from '../books/categorizationRules';
import type { VendorRow } from '../books/vendors';

/** The demo company's name and legal form. */
export const DEMO_COMPANY = { name: 'Demo Company', businessType: 'LLC' } as const;

/** The vendor ids the schedules pay. */
export const demoVendorIds = {
  landlord: 'vendor-harbor-point',
  utility: 'vendor-pge',
  software: 'vendor-google-workspace',
  accountant: 'vendor-lopez-chen',
  designer: 'vendor-maya-patel',
  officeSupplier: 'vendor-office-depot',
  insurer: 'vendor-the-hartford',
  cardIssuer: 'vendor-american-express',
} as const;

/** The demo's vendors; the accountant and the designer are contractors who get a 1099. */
export const demoVendors: Readonly<Record<string, VendorRow>> = {
  [demoVendorIds.landlord]: {
    name: 'Harbor Point Properties',
    contactName: 'Dana Whitfield',
    email: 'dana.whitfield@example.com',
    paymentTerms: 'Due on receipt',
    is1099Eligible: false,
  },
  [demoVendorIds.utility]: {
    name: 'Pacific Gas and Electric',
    contactName: '',
    email: '',
    paymentTerms: 'Net 15',
    is1099Eligible: false,
  },
  [demoVendorIds.software]: {
    name: 'Google Workspace',
    contactName: '',
    email: '',
    paymentTerms: 'Due on receipt',
    is1099Eligible: false,
  },
  [demoVendorIds.accountant]: {
    name: 'Lopez & Chen CPAs',
    contactName: 'Maria Lopez',
    email: 'maria.lopez@example.com',
    paymentTerms: 'Net 15',
    is1099Eligible: true,
  },
  [demoVendorIds.designer]: {
    name: 'Maya Patel Design',
    contactName: 'Maya Patel',
    email: 'maya.patel@example.com',
    paymentTerms: 'Net 30',
    is1099Eligible: true,
  },
  [demoVendorIds.officeSupplier]: {
    name: 'Office Depot',
    contactName: '',
    email: '',
    paymentTerms: 'Due on receipt',
    is1099Eligible: false,
  },
  [demoVendorIds.insurer]: {
    name: 'The Hartford',
    contactName: 'Kevin Osei',
    email: 'kevin.osei@example.com',
    paymentTerms: 'Net 30',
    is1099Eligible: false,
  },
  [demoVendorIds.cardIssuer]: {
    name: 'American Express',
    contactName: '',
    email: '',
    paymentTerms: 'Due on receipt',
    is1099Eligible: false,
  },
};

/** Chase's public ABA routing number (New York), which passes the check-digit test. */
const CHASE_ROUTING = '021000021';

/** Bank details of the standard chart's checking and savings accounts; statements are uploaded by hand. */
export const demoBankAccounts: Readonly<Record<string, BankAccountRow>> = {
  checking: {
    bankName: 'Chase',
    accountType: 'business checking',
    mask: '4821',
    routingNumber: CHASE_ROUTING,
    connection: 'manual',
    lastSyncedAt: '',
    bankBalance: 0,
    bankBalanceAt: '',
  },
  savings: {
    bankName: 'Chase',
    accountType: 'savings',
    mask: '5530',
    routingNumber: CHASE_ROUTING,
    connection: 'manual',
    lastSyncedAt: '',
    bankBalance: 0,
    bankBalanceAt: '',
  },
};

/** The keyword rules the demo's owner wrote; imported lines they match are marked auto-categorized. */
export const demoRules: Readonly<Record<string, RuleRow>> = {
  'rule-gusto-net': { keyword: 'GUSTO NET', accountId: 'payroll-wages', category: 'expense' },
  'rule-gusto-tax': { keyword: 'GUSTO TAX', accountId: 'payroll-liabilities', category: 'expense' },
  'rule-service-fee': { keyword: 'SERVICE FEE', accountId: 'bank-fees', category: 'expense' },
  'rule-wire-fee': { keyword: 'WIRE FEE', accountId: 'bank-fees', category: 'expense' },
  'rule-comcast': { keyword: 'COMCAST', accountId: 'utilities', category: 'utilities' },
  'rule-google': { keyword: 'GOOGLE', accountId: 'software', category: 'expense' },
};

/**
 * The one account the demo adds to the standard chart. A transfer shows on both banks' statements;
 * posting each side against this clearing account (it nets to zero once both sides are in) lets
 * both accounts be categorized and reconciled line by line without counting the transfer twice.
 */
export const transfersInTransit: Account = {
  id: 'transfers-in-transit',
  number: '1150',
  name: 'Transfers in Transit',
  type: 'asset',
  subtype: 'current_asset',
  isBank: false,
  contra: false,
};
