import { accountSchema, subtypeTypes, type Account, type AccountSubtype } from './account';
import { inferFromName, slug } from './hledgerNames';

/** The accounts a journal import can post to, by hledger name and by id, and those it adds. */
export interface AccountResolver {
  byName: Map<string, string>;
  byId: Map<string, Account>;
  added: Account[];
}

const firstNumber: Record<AccountSubtype, number> = {
  current_asset: 1000,
  fixed_asset: 1500,
  other_asset: 1800,
  current_liability: 2000,
  long_term_liability: 2700,
  equity: 3000,
  retained_earnings: 3900,
  operating_income: 4000,
  other_income: 7000,
  cost_of_goods_sold: 5000,
  operating_expense: 6000,
  other_expense: 7100,
};

function freeNumber(resolver: AccountResolver, subtype: AccountSubtype): string {
  const used = new Set([...resolver.byId.values()].map((a) => a.number));
  let number = firstNumber[subtype];
  while (used.has(String(number))) number += 10;
  return String(number);
}

function freeId(resolver: AccountResolver, name: string): string {
  const base = (slug(name.replaceAll(':', ' ')) || 'account').slice(0, 56);
  let id = base;
  for (let n = 2; resolver.byId.has(id); n += 1) id = `${base}-${n}`;
  return id;
}

function add(resolver: AccountResolver, name: string, account: Account): void {
  resolver.byName.set(name, account.id);
  resolver.byId.set(account.id, account);
  resolver.added.push(account);
}

/**
 * Makes sure an hledger account name maps to an account: an existing one, the one its
 * `; keel:` fields describe, or one inferred from the name. Returns a problem, or null.
 */
export function resolveAccount(
  resolver: AccountResolver,
  name: string,
  keel?: Record<string, unknown>,
): string | null {
  if (resolver.byName.has(name)) return null;
  if (keel) {
    const subtype = keel.subtype as AccountSubtype;
    const parsed = accountSchema.safeParse({ ...keel, type: subtypeTypes[subtype] ?? 'asset' });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return `Account ${name}: ${issue?.path.join('.')}: ${issue?.message}`;
    }
    const existing = resolver.byId.get(parsed.data.id);
    if (existing && !resolver.added.includes(existing)) {
      // The company already has this account (perhaps renamed since the export): post to it.
      resolver.byName.set(name, existing.id);
      return null;
    }
    if (existing) return `Account id ${parsed.data.id} is declared twice`;
    add(resolver, name, parsed.data);
    return null;
  }
  const inferred = inferFromName(name);
  if (!inferred) {
    return `Account "${name}" must start with assets, liabilities, equity, income (or revenue) or expenses`;
  }
  const last = name.split(':').pop() ?? name;
  const title = last.replace(/[-_]+/g, ' ').trim() || name;
  add(resolver, name, {
    id: freeId(resolver, name),
    number: freeNumber(resolver, inferred.subtype),
    name: (title.charAt(0).toUpperCase() + title.slice(1)).slice(0, 100),
    contra: false,
    ...inferred,
  });
  return null;
}
