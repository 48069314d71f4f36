import { formatUSD, type Account, type JournalEntry } from '@keel/core/domain';

/** The lines of the journal entry a transaction posted, with their totals. */
export function JournalLines({
  entry,
  accountById,
}: {
  entry: JournalEntry;
  accountById: ReadonlyMap<string, Account>;
}) {
  const debits = entry.lines.reduce((sum, line) => sum + line.debit, 0);
  const credits = entry.lines.reduce((sum, line) => sum + line.credit, 0);
  const money = (cents: number) => (cents === 0 ? '' : formatUSD(cents));
  return (
    <table className="k-table bk-journal-lines" aria-label="Journal entry lines">
      <thead>
        <tr>
          <th scope="col">Account</th>
          <th scope="col" className="bk-amount">
            Debit
          </th>
          <th scope="col" className="bk-amount">
            Credit
          </th>
        </tr>
      </thead>
      <tbody>
        {entry.lines.map((line, index) => {
          const account = accountById.get(line.accountId);
          return (
            <tr key={index}>
              <td>{account ? `${account.number} · ${account.name}` : line.accountId}</td>
              <td className="bk-amount">{money(line.debit)}</td>
              <td className="bk-amount">{money(line.credit)}</td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td className="bk-amount">{formatUSD(debits)}</td>
          <td className="bk-amount">{formatUSD(credits)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
