import { accountSchema, type Account } from '@keel/core/domain';
import type { Store } from 'tinybase';
import {
  BANK_ACCOUNTS_TABLE,
  newAccountId,
  nextAccountNumber,
  type BankAccountRow,
} from '../../domain/books';
import { ACCOUNTS_TABLE, accountToRow } from '../../domain/schema';

/**
 * Adds a bank account to the chart (a current asset numbered in the 1000s) with its bank
 * details, in one store transaction; the accounts list passed in is kept current for the next call.
 */
export function openBankAccount(
  store: Store,
  accounts: Account[],
  name: string,
  details: BankAccountRow,
): Account {
  const number = nextAccountNumber(accounts, 1000, 1099) ?? nextAccountNumber(accounts, 1000, 1999);
  if (!number) throw new Error('The chart has no free account number between 1000 and 1999');
  const usedNames = new Set(accounts.map((a) => a.name.toLowerCase()));
  let unique = name.slice(0, 100);
  for (let n = 2; usedNames.has(unique.toLowerCase()); n += 1) unique = `${name.slice(0, 95)} ${n}`;
  const account = accountSchema.parse({
    id: newAccountId(unique, accounts),
    number,
    name: unique,
    type: 'asset',
    subtype: 'current_asset',
    isBank: true,
  });
  store.transaction(() => {
    store.setRow(ACCOUNTS_TABLE, account.id, accountToRow(account));
    store.setRow(BANK_ACCOUNTS_TABLE, account.id, details);
  });
  accounts.push(account);
  return account;
}
