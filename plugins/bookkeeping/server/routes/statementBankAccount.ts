import type { BankAccount } from '../../domain/books';
import type { StatementAccount } from '../../domain/statements';

/** The bank account a statement goes into, or why it cannot go where it was sent. */
export type BankAccountChoice = { ok: true; id: string } | { ok: false; message: string };

const lastFour = (text: string) => text.replace(/\D/g, '').slice(-4);

/**
 * Picks the bank account of the chart a statement is imported into: the requested one, else the
 * one whose last four digits the statement names, else the first by number. Refused when the
 * requested account is no bank or cash account, or when the statement names an account whose
 * last four digits differ from the chosen account's known ones.
 */
export function chooseBankAccount(
  bankAccounts: readonly BankAccount[],
  requested: string | undefined,
  statementAccount: StatementAccount | undefined,
): BankAccountChoice {
  const named = lastFour(statementAccount?.accountId ?? '');
  let chosen: BankAccount | undefined;
  if (requested !== undefined) {
    chosen = bankAccounts.find((bank) => bank.account.id === requested);
    if (!chosen) return { ok: false, message: 'Choose a bank or cash account' };
  } else {
    const matching = bankAccounts.filter((bank) => named !== '' && bank.details?.mask === named);
    chosen = matching.length === 1 ? matching[0] : bankAccounts[0];
    if (!chosen) return { ok: false, message: 'The chart of accounts has no bank or cash account' };
  }
  const mask = chosen.details?.mask ?? '';
  if (named !== '' && mask !== '' && mask !== named) {
    return {
      ok: false,
      message: `This statement is for the account ending ${named}, not ${chosen.account.name} (ending ${mask})`,
    };
  }
  return { ok: true, id: chosen.account.id };
}
