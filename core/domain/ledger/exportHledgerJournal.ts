import { centsToDecimal } from '../money/formatUSD';
import type { Account } from './account';
import { hledgerAccountNames, hledgerTypeTag } from './hledgerNames';
import type { JournalEntry } from './journalEntry';

/** Text hledger reads back unchanged as a description: no ';', no leading '('. */
const plainMemo = (text: string) => !text.includes(';') && !text.startsWith('(');
/** Text hledger reads back unchanged as a transaction code. */
const plainReference = (text: string) => /^[^();]+$/.test(text);

/** The amount of a line in hledger syntax: `$1234.56` for a debit, `$-1234.56` for a credit. */
function amount(cents: number): string {
  return `$${centsToDecimal(cents)}`;
}

/**
 * The ledger as an hledger journal: an `account` directive per account (with its Keel fields on a
 * `; keel:` comment line) and one transaction per entry (date, reference as code, memo as
 * description, `; id:` tag), exact `$` amounts, debits positive and credits negative.
 */
export function exportHledgerJournal(
  accounts: readonly Account[],
  entries: readonly JournalEntry[],
): string {
  const names = hledgerAccountNames(accounts);
  const out: string[] = [
    '; Exported by Keel: amounts in US dollars, debits positive.',
    'commodity $1000.00',
    '',
  ];
  for (const account of accounts) {
    out.push(`account ${names.get(account.id)}  ; type:${hledgerTypeTag(account)}`);
    const { id, number, name, subtype, isBank, contra } = account;
    out.push(`    ; keel:${JSON.stringify({ id, number, name, subtype, isBank, contra })}`);
  }
  const sorted = [...entries].sort(
    (a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id),
  );
  for (const entry of sorted) {
    const reference = entry.reference ?? '';
    const codeOk = reference === '' || plainReference(reference);
    const memoOk = plainMemo(entry.memo);
    const code = reference !== '' && codeOk ? ` (${reference})` : '';
    const description = memoOk ? entry.memo : entry.memo.replaceAll(';', ',').replace(/^\(/, '[');
    out.push('', `${entry.date}${code}${description ? ` ${description}` : ''}  ; id:${entry.id}`);
    if (!codeOk || !memoOk) {
      const exact = { memo: entry.memo, ...(codeOk ? {} : { reference }) };
      out.push(`    ; keel:${JSON.stringify(exact)}`);
    }
    for (const line of entry.lines) {
      const name = names.get(line.accountId) ?? line.accountId;
      const text = `    ${name}  ${amount(line.debit - line.credit)}`;
      out.push(line.memo === undefined ? text : `${text}  ; ${line.memo}`);
    }
  }
  return `${out.join('\n')}\n`;
}
