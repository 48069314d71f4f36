import { Card, EmptyState, NativeSelect } from '@keel/core/client';
import { formatUSD } from '@keel/core/domain';
import type { Form941Worksheet } from '../../domain/documents/form941Worksheet';
import type { YearForms } from '../../domain/documents/formYears';
import type { DocumentLibrary as Library, UploadedDocument } from '../../domain/documents/library';
import { DocumentLibrary } from './DocumentLibrary';
import { YearFormsCard, type FormDownload } from './YearFormsCard';

const lines: [keyof Form941Worksheet, string][] = [
  ['grossWagesCents', 'Gross wages paid'],
  ['line3IncomeTaxWithheldCents', 'Line 3: federal income tax withheld'],
  ['line5aSocialSecurityCents', 'Line 5a: Social Security tax (employee and employer)'],
  ['line5cMedicareCents', 'Line 5c: Medicare tax (employee and employer)'],
  ['line5dAdditionalMedicareCents', 'Line 5d: Additional Medicare Tax withheld'],
  ['line5eTotalCents', 'Line 5e: total Social Security and Medicare taxes'],
  ['line12TotalTaxesCents', 'Line 12: total taxes after adjustments and credits'],
  ['line13DepositsCents', 'Line 13: deposits recorded in Keel'],
  ['line14BalanceDueCents', 'Line 14: balance due'],
  ['line15OverpaymentCents', 'Line 15: overpayment'],
];

/** The Form 941 worksheets, one card a quarter. */
function Form941Cards({ worksheets }: { worksheets: readonly Form941Worksheet[] }) {
  if (worksheets.length === 0)
    return (
      <EmptyState title="No Form 941 worksheets">
        A worksheet appears for each quarter with approved payroll runs (roles with payroll access).
      </EmptyState>
    );
  return (
    <>
      {worksheets.map((w) => (
        <Card
          key={`${w.year}-${w.quarter}`}
          title={`Form 941 worksheet, Q${w.quarter} ${w.year}`}
          description={`${w.runs} approved payroll run${w.runs === 1 ? '' : 's'}. Each tax is the sum over the paychecks, so line 7 (fractions of cents) is already inside line 5.`}
        >
          <table className="tax-table">
            <tbody>
              {lines.map(([key, label]) => (
                <tr key={key}>
                  <th scope="row">{label}</th>
                  <td>{formatUSD(w[key])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      ))}
    </>
  );
}

/**
 * Documents: a tax year's category cards and uploads (Upload Documents), its year-end forms
 * (W-2s, the W-3 and 1099-NECs as PDFs) and a Form
 * 941 worksheet per quarter with its line figures, from the approved payroll runs, the vendor
 * payments and the deposits recorded.
 */
export function DocumentsTab({
  worksheets,
  yearForms,
  onYearChange,
  onDownload,
  downloading = null,
  library,
  mayUpload,
  onUpload,
  onDownloadDocument,
  onDeleteDocument,
}: {
  worksheets: readonly Form941Worksheet[];
  yearForms: YearForms;
  onYearChange: (year: number) => void;
  onDownload: (download: FormDownload) => void;
  downloading?: string | null;
  /** The year's uploads and category cards; null when no tax year is listed. */
  library: Library | null;
  mayUpload: boolean;
  onUpload: () => void;
  onDownloadDocument: (document: UploadedDocument) => void;
  onDeleteDocument: (document: UploadedDocument) => Promise<void>;
}) {
  return (
    <div className="tax-cards">
      <div className="tax-year-select">
        <NativeSelect
          label="Tax year"
          value={yearForms.taxYear === null ? '' : String(yearForms.taxYear)}
          options={yearForms.taxYears.map((y) => ({ value: String(y), label: String(y) }))}
          onChange={(e) => onYearChange(Number(e.target.value))}
          disabled={yearForms.taxYears.length === 0}
        />
      </div>
      {library && yearForms.taxYear !== null && (
        <DocumentLibrary
          library={library}
          taxYear={yearForms.taxYear}
          mayUpload={mayUpload}
          onUpload={onUpload}
          onDownload={onDownloadDocument}
          onDelete={onDeleteDocument}
        />
      )}
      <YearFormsCard forms={yearForms} onDownload={onDownload} busy={downloading} />
      <Form941Cards worksheets={worksheets} />
    </div>
  );
}
