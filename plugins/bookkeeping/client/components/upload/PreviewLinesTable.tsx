import type { StatementLine } from '../../../domain/statements';
import { SignedAmount } from '../transactions/SignedAmount';
import { formatShortDate } from '../transactions/formatShortDate';
import type { LineVerdict } from './statementPreview';

/** How many lines the preview table shows. */
export const PREVIEW_LINES = 50;

const VERDICT_TEXT: Record<LineVerdict, string> = {
  import: 'Will import',
  duplicate: 'Duplicate',
  pending: 'Posts pending',
  posted: 'Matches a posted payment',
  closed: 'Closed period',
};

/** The statement's first lines and what the import will do with each. */
export function PreviewLinesTable({
  lines,
  verdicts,
}: {
  lines: readonly StatementLine[];
  verdicts: readonly LineVerdict[];
}) {
  const shown = lines.slice(0, PREVIEW_LINES);
  return (
    <>
      <h3 className="bk-subheading">
        {lines.length > shown.length
          ? `First ${shown.length} of ${lines.length} lines`
          : `All ${lines.length} lines`}
      </h3>
      <div className="bk-scroll">
        <table className="k-table" aria-label="Statement lines">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Description</th>
              <th scope="col" className="bk-amount">
                Amount
              </th>
              <th scope="col">On import</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((line, i) => (
              <tr key={`${line.sourceLine}-${i}`}>
                <td>{formatShortDate(line.date)}</td>
                <td>{line.description}</td>
                <td className="bk-amount">
                  <SignedAmount cents={line.amountCents} />
                </td>
                <td>{VERDICT_TEXT[verdicts[i] ?? 'import']}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
