import {
  accountSchema,
  accountTypes,
  subtypeTypes,
  type Account,
  type AccountSubtype,
  type AccountType,
} from '@keel/core/domain';
import { newAccountId } from '../../../domain/books';

/** What the account form holds while a person types. */
export interface AccountFormValues {
  number: string;
  name: string;
  type: string;
  subtype: string;
  isBank: boolean;
}

/** What the form is checked against: the chart, the account being edited and its use. */
export interface AccountFormContext {
  accounts: readonly Account[];
  /** The account being edited; null when adding. */
  editing: Account | null;
  /** Whether entries or transactions are posted to the edited account. */
  hasEntries: boolean;
  /** Whether transactions are recorded with the edited account as their bank account. */
  holdsBankLines: boolean;
}

/** The account to write, or a message per field naming it. */
export type AccountFormResult =
  { ok: true; account: Account } | { ok: false; errors: Record<string, string> };

const typeLabels: Record<AccountType, string> = {
  asset: 'Asset',
  liability: 'Liability',
  equity: 'Equity',
  income: 'Income',
  expense: 'Expense',
};

/** An account type as a person reads it: 'asset' -> 'Asset'. */
export function accountTypeLabel(type: AccountType): string {
  return typeLabels[type];
}

/** A subtype as a person reads it: 'current_asset' -> 'Current asset'. */
export function subtypeLabel(subtype: AccountSubtype): string {
  const words = subtype.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The subtypes that belong to a type, in the chart's order. */
export function subtypesOf(type: AccountType): AccountSubtype[] {
  return (Object.keys(subtypeTypes) as AccountSubtype[]).filter(
    (subtype) => subtypeTypes[subtype] === type,
  );
}

/** The subtype most accounts of a type have: what the form picks when the type is chosen. */
const usualSubtypes: Record<AccountType, AccountSubtype> = {
  asset: 'current_asset',
  liability: 'current_liability',
  equity: 'equity',
  income: 'operating_income',
  expense: 'operating_expense',
};

/** The subtype the form starts a type with (an expense is an operating expense, not cost of sales). */
export function usualSubtype(type: AccountType): AccountSubtype {
  return usualSubtypes[type];
}

const isAccountType = (text: string): text is AccountType =>
  (accountTypes as readonly string[]).includes(text);
const isSubtype = (text: string): text is AccountSubtype => Object.hasOwn(subtypeTypes, text);

const fieldLabels: Record<string, string> = {
  number: 'Account number',
  name: 'Account name',
  type: 'Type',
  subtype: 'Subtype',
  isBank: 'Bank or cash account',
};

/** The type and subtype errors, which the schema would word in ids rather than words. */
function kindErrors(values: AccountFormValues, context: AccountFormContext) {
  const errors: Record<string, string> = {};
  const { editing } = context;
  if (!isAccountType(values.type)) errors.type = 'Choose an account type';
  else if (editing && context.hasEntries && values.type !== editing.type)
    errors.type = `The type cannot change: entries are posted to this account and would move to another part of the reports. Add a new ${accountTypeLabel(values.type).toLowerCase()} account instead.`;
  if (!isSubtype(values.subtype)) errors.subtype = 'Choose a subtype';
  else if (isAccountType(values.type) && subtypeTypes[values.subtype] !== values.type)
    errors.subtype = `${subtypeLabel(values.subtype)} is not a subtype of ${accountTypeLabel(values.type)}`;
  if (
    editing?.isBank &&
    context.holdsBankLines &&
    !(values.isBank && values.subtype === 'current_asset')
  )
    errors.isBank =
      'Bank transactions are recorded in this account, so it stays a bank or cash account';
  return errors;
}

/** The chart-wide rules: account numbers and names are unique. */
function uniquenessErrors(values: AccountFormValues, context: AccountFormContext) {
  const errors: Record<string, string> = {};
  const others = context.accounts.filter((account) => account.id !== context.editing?.id);
  const number = values.number.trim();
  const sameNumber = others.find((account) => account.number === number);
  if (number !== '' && sameNumber)
    errors.number = `Account number ${number} is already used by ${sameNumber.name}`;
  const name = values.name.trim().toLowerCase();
  const sameName = others.find((account) => account.name.toLowerCase() === name);
  if (name !== '' && sameName) errors.name = `An account named ${sameName.name} already exists`;
  return errors;
}

/**
 * Checks the account form against the account rules (accountSchema), the chart (unique number
 * and name) and the edited account's use (no type change once entries are posted).
 */
export function checkAccountForm(
  values: AccountFormValues,
  context: AccountFormContext,
): AccountFormResult {
  const errors: Record<string, string> = {
    ...uniquenessErrors(values, context),
    ...kindErrors(values, context),
  };
  const parsed = accountSchema.safeParse({
    id: context.editing?.id ?? newAccountId(values.name, context.accounts),
    number: values.number.trim(),
    name: values.name,
    type: values.type,
    subtype: values.subtype,
    isBank: values.isBank && values.subtype === 'current_asset',
    contra: context.editing?.contra ?? false,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'name');
      if (errors[key]) continue;
      if (key === 'number') errors.number = 'Account number must be 1-10 digits';
      else if (key === 'name' && values.name.trim() === '')
        errors.name = 'Account name is required';
      else errors[key] = `${fieldLabels[key] ?? key}: ${issue.message}`;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, account: parsed.data };
}
