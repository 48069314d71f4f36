import { Button } from '@keel/core/client';
import { formatUSD } from '@keel/core/domain';
import type { Transaction } from '../../../domain/books';
import { formatDay } from './formatDates';

/** The unreconciled lines up to the statement date, each with a box to tick it as cleared. */
export function ReconcileLines({
  lines,
  ticked,
  onChange,
  uncategorized,
  held = 0,
  dated,
}: {
  lines: readonly Transaction[];
  ticked: ReadonlySet<string>;
  onChange: (ticked: ReadonlySet<string>) => void;
  /** Lines in the period still waiting for a category, which cannot be reconciled yet. */
  uncategorized: number;
  /** Lines in the period held out of reconciliation by a fraud review. */
  held?: number;
  /** Whether a valid statement date limits the lines. */
  dated: boolean;
}) {
  const toggle = (id: string, on: boolean) => {
    const next = new Set(ticked);
    if (on) next.add(id);
    else next.delete(id);
    onChange(next);
  };
  const allTicked = lines.length > 0 && lines.every((t) => ticked.has(t.id));

  if (!dated) return <p className="k-muted">Enter the statement date to list its lines.</p>;
  return (
    <div>
      {lines.length === 0 ? (
        <p className="k-muted">No unreconciled lines on or before the statement date.</p>
      ) : (
        <>
          <div className="bk-lines-head">
            <span>
              {ticked.size} of {lines.length} lines ticked
            </span>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onChange(allTicked ? new Set() : new Set(lines.map((t) => t.id)))}
            >
              {allTicked ? 'Clear all' : 'Tick all'}
            </Button>
          </div>
          <div className="bk-scroll">
            <table className="k-table" aria-label="Lines to reconcile">
              <thead>
                <tr>
                  <th scope="col">
                    <span className="k-sr-only">Cleared</span>
                  </th>
                  <th scope="col">Date</th>
                  <th scope="col">Description</th>
                  <th scope="col" className="bk-amount">
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                {lines.map((t) => (
                  <tr key={t.id}>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={`${t.description}, ${formatDay(t.date)}, ${formatUSD(t.amount)}`}
                        checked={ticked.has(t.id)}
                        onChange={(e) => toggle(t.id, e.target.checked)}
                      />
                    </td>
                    <td>{formatDay(t.date)}</td>
                    <td>{t.description}</td>
                    <td className="bk-amount">{formatUSD(t.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {uncategorized > 0 && (
        <p className="k-hint">
          {uncategorized === 1
            ? '1 line in this period still needs a category before it can be reconciled.'
            : `${uncategorized} lines in this period still need a category before they can be reconciled.`}
        </p>
      )}
      {held > 0 && (
        <p className="k-hint">
          {held === 1
            ? '1 line in this period is held by a fraud review and cannot be reconciled until the threat is marked safe.'
            : `${held} lines in this period are held by a fraud review and cannot be reconciled until the threat is marked safe.`}
        </p>
      )}
    </div>
  );
}
