import type { Account, AccountSubtype, AccountType } from './account';

const roots: Record<AccountType, string> = {
  asset: 'assets',
  liability: 'liabilities',
  equity: 'equity',
  income: 'income',
  expense: 'expenses',
};

const segments: Record<AccountSubtype, string> = {
  current_asset: 'current',
  fixed_asset: 'fixed',
  other_asset: 'other',
  current_liability: 'current',
  long_term_liability: 'longterm',
  equity: 'owner',
  retained_earnings: 'retained',
  operating_income: 'operating',
  other_income: 'other',
  cost_of_goods_sold: 'cogs',
  operating_expense: 'operating',
  other_expense: 'other',
};

/** hledger's account type letter: Asset, Liability, Equity, Revenue, eXpense, or Cash. */
export function hledgerTypeTag(account: Account): string {
  if (account.isBank) return 'C';
  return { asset: 'A', liability: 'L', equity: 'E', income: 'R', expense: 'X' }[account.type];
}

/** Lowercase words joined by '-', safe inside an hledger account name. */
export function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/['’]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * hledger account names for a chart, e.g. `assets:current:business-checking`, from type,
 * subtype and name; a name that would repeat another gets the account number appended.
 */
export function hledgerAccountNames(accounts: readonly Account[]): Map<string, string> {
  const names = new Map<string, string>();
  const used = new Set<string>();
  for (const account of accounts) {
    const base = `${roots[account.type]}:${segments[account.subtype]}:${slug(account.name) || account.number}`;
    let name = base;
    for (let n = 2; used.has(name); n += 1) {
      name = n === 2 ? `${base}-${account.number}` : `${base}-${account.number}-${n}`;
    }
    used.add(name);
    names.set(account.id, name);
  }
  return names;
}

/** The type and subtype an hledger account name suggests, or null when its root is unknown. */
export function inferFromName(
  name: string,
): { type: AccountType; subtype: AccountSubtype; isBank: boolean } | null {
  const parts = name.toLowerCase().split(':');
  const [root = '', second = ''] = parts;
  const isBank = parts.some((part) => /^(bank|cash|checking|savings)$/.test(part));
  if (/^assets?$/.test(root)) {
    if (isBank) return { type: 'asset', subtype: 'current_asset', isBank };
    const subtype =
      second === 'fixed' ? 'fixed_asset' : second === 'other' ? 'other_asset' : 'current_asset';
    return { type: 'asset', subtype, isBank: false };
  }
  if (/^liabilit(y|ies)$/.test(root)) {
    const longTerm = /^(longterm|long-term|loans?)$/.test(second);
    return {
      type: 'liability',
      subtype: longTerm ? 'long_term_liability' : 'current_liability',
      isBank: false,
    };
  }
  if (root === 'equity') {
    const retained = /^retained(-earnings)?$/.test(second);
    return { type: 'equity', subtype: retained ? 'retained_earnings' : 'equity', isBank: false };
  }
  if (/^(income|revenues?)$/.test(root)) {
    return {
      type: 'income',
      subtype: second === 'other' ? 'other_income' : 'operating_income',
      isBank: false,
    };
  }
  if (/^expenses?$/.test(root)) {
    const subtype = /^(cogs|cost-of-goods-sold)$/.test(second)
      ? 'cost_of_goods_sold'
      : second === 'other'
        ? 'other_expense'
        : 'operating_expense';
    return { type: 'expense', subtype, isBank: false };
  }
  return null;
}
