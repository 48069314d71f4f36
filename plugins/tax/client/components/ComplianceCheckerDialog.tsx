import { Badge, Dialog } from '@keel/core/client';
import type { ComplianceReport } from '../../domain/tools/complianceChecks';

/** The Tax Compliance Checker's report: each check, what it found, and the share passed. */
export function ComplianceCheckerDialog({
  report,
  onClose,
}: {
  report: ComplianceReport | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={report !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Tax Compliance Checker"
      description={
        report
          ? `${report.score}% of the checks pass, from the liabilities, deadlines and analysis as of today.`
          : undefined
      }
    >
      <ul className="tax-list" aria-label="Compliance checks">
        {report?.checks.map((check) => (
          <li key={check.id} className="tax-row" aria-label={check.title}>
            <div className="tax-row-main">
              <strong>{check.title}</strong>{' '}
              <Badge tone={check.passed ? 'success' : 'danger'}>
                {check.passed ? 'passed' : 'needs attention'}
              </Badge>
              <p>{check.detail}</p>
            </div>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
