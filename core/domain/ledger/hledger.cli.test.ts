import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseMoney } from '../money/parseMoney';
import { exportHledgerJournal } from './exportHledgerJournal';
import { hledgerAccountNames } from './hledgerNames';
import type { JournalEntry } from './journalEntry';
import { entriesArb, testAccounts } from './testArbitraries';
import { trialBalance } from './trialBalance';

const HLEDGER = '/usr/bin/hledger';
const available = existsSync(HLEDGER);
if (!available)
  console.warn(`Skipping the hledger CLI check: ${HLEDGER} is missing (apt-get install hledger).`);

const dir = mkdtempSync(join(tmpdir(), 'keel-hledger-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** hledger's flat balances of an exported journal, in cents, by hledger account name. */
function hledgerBalances(entries: JournalEntry[]): Map<string, number> {
  const file = join(dir, 'ledger.journal');
  writeFileSync(file, exportHledgerJournal(testAccounts, entries));
  // --strict: every posted account must be declared by the export's account directives.
  const csv = execFileSync(
    HLEDGER,
    ['-f', file, '--strict', 'balance', '--flat', '--no-total', '-O', 'csv'],
    {
      encoding: 'utf8',
    },
  );
  const balances = new Map<string, number>();
  for (const line of csv.trim().split('\n').slice(1)) {
    const match = /^"([^"]+)","([^"]*)"$/.exec(line);
    if (!match?.[1] || match[2] === undefined)
      throw new Error(`Unexpected hledger output: ${line}`);
    balances.set(match[1], parseMoney(match[2]));
  }
  return balances;
}

/** Keel's trial balance as debit-minus-credit cents by hledger account name. */
function keelBalances(entries: JournalEntry[]): Map<string, number> {
  const names = hledgerAccountNames(testAccounts);
  return new Map(
    trialBalance(testAccounts, entries).rows.map((row) => [
      names.get(row.accountId) ?? row.accountId,
      row.debit - row.credit,
    ]),
  );
}

describe.skipIf(!available)('hledger agrees with Keel to the cent', () => {
  it('on random exported ledgers', () => {
    fc.assert(
      fc.property(entriesArb, (entries) => {
        expect(hledgerBalances(entries)).toEqual(keelBalances(entries));
      }),
      { numRuns: 30 },
    );
  });

  it('on a larger ledger', () => {
    const [entries] = fc.sample(
      entriesArb.chain((a) =>
        entriesArb.map((b) => [...a, ...b.map((e) => ({ ...e, id: `b${e.id}` }))]),
      ),
      { numRuns: 1, seed: 42 },
    );
    const ledger = entries ?? [];
    const balances = hledgerBalances(ledger);
    expect(balances.size).toBeGreaterThan(0);
    expect(balances).toEqual(keelBalances(ledger));
  });
});
