import { Badge, Button, Card } from '@keel/core/client';
import { formatUSD } from '@keel/core/domain';
import type { YearForms } from '../../domain/documents/formYears';

/** Which PDF to download: every form of the year, or one employee's or vendor's. */
export interface FormDownload {
  form: 'w-2' | 'w-3' | '1099-nec';
  employeeId?: string;
  vendorId?: string;
}

/**
 * The year-end forms of a tax year: each employee's W-2 and the W-3 (roles with payroll access),
 * and a 1099-NEC for each 1099 vendor paid the year's threshold, with whether its W-9 is on file.
 * The PDFs are the employee's and recipient's copies and the company's records, never Copy A.
 */
export function YearFormsCard({
  forms,
  onDownload,
  busy = null,
}: {
  forms: YearForms;
  onDownload: (download: FormDownload) => void;
  /** The download under way ('w-2', 'w-2:emp-ana', ...), its button disabled. */
  busy?: string | null;
}) {
  const { taxYear, w2, form1099Nec } = forms;
  const keyOf = (d: FormDownload) => [d.form, d.employeeId ?? d.vendorId].filter(Boolean).join(':');
  const download = (d: FormDownload, label: string, name: string) => (
    <Button
      size="sm"
      variant="secondary"
      aria-label={name}
      disabled={busy === keyOf(d)}
      onClick={() => onDownload(d)}
    >
      {label}
    </Button>
  );
  return (
    <Card
      title="Year-end forms"
      description="Copies for employees, vendors and your records, printed from the year's approved payroll and vendor payments. They are not Copy A: file that with the SSA or IRS on the official form or electronically."
    >
      <div className="tax-forms">
        {taxYear === null ? (
          <p>Keel has no year-end form dates for this year yet.</p>
        ) : (
          <>
            <section aria-labelledby="tax-w2-heading">
              <h3 id="tax-w2-heading">Forms W-2 and W-3</h3>
              {w2 === null ? (
                <p>Forms W-2 are shown to roles with payroll access.</p>
              ) : w2.employees.length === 0 ? (
                <p>No wages were paid in {taxYear}.</p>
              ) : (
                <>
                  {w2.dueDate && <p className="k-muted">Due to employees by {w2.dueDate}.</p>}
                  <table className="tax-table">
                    <thead>
                      <tr>
                        <th scope="col">Employee</th>
                        <th scope="col">Box 1 wages</th>
                        <th scope="col">Form</th>
                      </tr>
                    </thead>
                    <tbody>
                      {w2.employees.map((e) => (
                        <tr key={e.employeeId}>
                          <th scope="row">{e.name}</th>
                          <td>{formatUSD(e.wagesCents)}</td>
                          <td>
                            {download(
                              { form: 'w-2', employeeId: e.employeeId },
                              'W-2',
                              `Download W-2 for ${e.name}`,
                            )}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                  <div className="tax-actions">
                    {download({ form: 'w-2' }, 'All W-2s', `Download All W-2s for ${taxYear}`)}
                    {download({ form: 'w-3' }, 'W-3', `Download the ${taxYear} W-3`)}
                  </div>
                </>
              )}
            </section>
            <section aria-labelledby="tax-1099-heading">
              <h3 id="tax-1099-heading">Forms 1099-NEC</h3>
              {form1099Nec.vendors.length === 0 ? (
                <p>
                  No 1099 vendor was paid {formatUSD(form1099Nec.thresholdCents)} or more in{' '}
                  {taxYear}.
                </p>
              ) : (
                <>
                  <p className="k-muted">
                    1099 vendors paid {formatUSD(form1099Nec.thresholdCents)} or more
                    {form1099Nec.dueDate
                      ? `; due to them and the IRS by ${form1099Nec.dueDate}`
                      : ''}
                    .
                  </p>
                  <table className="tax-table">
                    <thead>
                      <tr>
                        <th scope="col">Vendor</th>
                        <th scope="col">Box 1 paid</th>
                        <th scope="col">W-9</th>
                        <th scope="col">Form</th>
                      </tr>
                    </thead>
                    <tbody>
                      {form1099Nec.vendors.map((v) => (
                        <tr key={v.vendorId}>
                          <th scope="row">{v.name}</th>
                          <td>{formatUSD(v.paidCents)}</td>
                          <td>
                            {v.taxIdOnFile ? (
                              <Badge tone="success">On file</Badge>
                            ) : (
                              <Badge tone="warning">Missing</Badge>
                            )}
                          </td>
                          <td>
                            {download(
                              { form: '1099-nec', vendorId: v.vendorId },
                              '1099-NEC',
                              `Download 1099-NEC for ${v.name}`,
                            )}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </>
              )}
            </section>
          </>
        )}
      </div>
    </Card>
  );
}
