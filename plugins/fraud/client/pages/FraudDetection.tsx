import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, Card, EmptyState, JobProgress, downloadFile, useSession } from '@keel/core/client';
import { corePages } from '@keel/core/domain';
import {
  readFraudSettings,
  SETTINGS_ROW,
  settingsWriters,
} from '../../domain/settings/fraudSettings';
import { threatReviewers } from '../../domain/threats/review';
import { threatsCsv } from '../../domain/threats/threatsCsv';
import { summarizeThreats } from '../../domain/threats/threatSummary';
import type { Threat } from '../../domain/threats/threatSchema';
import { ApprovalLimitForm } from '../components/ApprovalLimitForm';
import { PreventionMeasures } from '../components/PreventionMeasures';
import { ReviewDialog } from '../components/ReviewDialog';
import { ThreatDetails } from '../components/ThreatDetails';
import { ThreatList, type ThreatAction } from '../components/ThreatList';
import { ThreatTiles } from '../components/ThreatTiles';
import { useDeepScan } from '../hooks/useDeepScan';
import { useThreats } from '../hooks/useThreats';
import { useFraudTable } from '../stores';
import '../fraud.css';

/** Bookkeeping's Accounts tab, where closers set the lock date that stops back-dated entries. */
const LOCK_DATE_PATH = '/bookkeeping?tab=accounts';

/**
 * AI Fraud Detection (spec 001): Deep Scan, the five tiles, recent threats with their actions,
 * prevention measures, quick actions and what the protection does, all from the company's data.
 * A notification's link (`?threat=<id>`) opens that threat's details.
 */
export function FraudDetection() {
  const { currentCompany } = useSession();
  const threats = useThreats();
  const summary = useMemo(() => summarizeThreats(threats), [threats]);
  const scan = useDeepScan();
  const { approvalLimit } = readFraudSettings(useFraudTable('settings')[SETTINGS_ROW]);
  const [params, setParams] = useSearchParams();
  const [acting, setActing] = useState<{ threat: Threat; action: ThreatAction } | null>(null);
  if (!currentCompany)
    return (
      <EmptyState title="No company open">Open a company to see its fraud threats.</EmptyState>
    );

  const canAct = threatReviewers.includes(currentCompany.role);
  const canSetLimit = settingsWriters.includes(currentCompany.role);
  const linked = threats.find((t) => t.id === params.get('threat'));
  const closeLinked = () => {
    params.delete('threat');
    setParams(params, { replace: true });
  };
  const exportCsv = () =>
    downloadFile(`fraud-threats-${currentCompany.id}.csv`, threatsCsv(threats), 'text/csv');
  const deepScanButton = (
    <Button onClick={() => void scan.start()} disabled={!canAct || scan.running}>
      {scan.running ? 'Scanning…' : 'Deep Scan'}
    </Button>
  );

  return (
    <div className="fraud-page">
      <header className="k-page-header">
        <div>
          <h1>AI Fraud Detection</h1>
          <p className="k-muted">
            Threats found in your books and sign-ins. High risk needs immediate action, medium risk
            is investigated within 24 hours, investigating threats need review within 2 hours.
          </p>
        </div>
        {deepScanButton}
      </header>
      {scan.job && (
        <JobProgress
          job={scan.job}
          label="Deep Scan"
          onCancel={() => void scan.cancel()}
          cancelling={scan.cancelling}
        />
      )}
      <ThreatTiles summary={summary} />
      <div className="fraud-columns">
        <ThreatList
          threats={threats}
          canAct={canAct}
          onAction={(threat, action) => setActing({ threat, action })}
        />
        <div className="fraud-side">
          <PreventionMeasures
            companyId={currentCompany.id}
            refreshKey={`${scan.job?.status ?? ''} ${approvalLimit ?? ''}`}
          />
          {canSetLimit && (
            <ApprovalLimitForm companyId={currentCompany.id} approvalLimit={approvalLimit} />
          )}
          <Card title="Quick Actions">
            <div className="fraud-quick">
              {deepScanButton}
              <Button variant="secondary" onClick={exportCsv} disabled={threats.length === 0}>
                Export Threats CSV
              </Button>
              <Link className="k-btn k-btn--md k-btn--secondary" to={corePages.companySettings}>
                Require 2FA
              </Link>
              <Link className="k-btn k-btn--md k-btn--secondary" to={LOCK_DATE_PATH}>
                Set Lock Date
              </Link>
            </div>
          </Card>
          <Card title="AI Protection">
            <p>
              Deep Scan reads the whole history of the books and the sign-in log. It looks for
              duplicate payments (the same invoice or amount paid twice, invoice numbers with a
              suffix or a changed character), payments kept just under the $10,000 reporting
              threshold or your approval limit or split across days, round amounts and a
              vendor&apos;s outsized payment, amounts that do not follow Benford&apos;s law, months
              far above a payee&apos;s own history, and changes to accounts made right after a
              sign-in from a new device or after failed sign-ins.
            </p>
            <p className="k-muted">
              Every threat shows the risk factors that fired and the records it concerns. A person
              decides: blocked threats count as confirmed, safe ones are not raised again.
            </p>
          </Card>
        </div>
      </div>
      {linked && !acting && <ThreatDetails threat={linked} onClose={closeLinked} />}
      {acting?.action === 'details' && (
        <ThreatDetails threat={acting.threat} onClose={() => setActing(null)} />
      )}
      {acting?.action === 'block-reason' && (
        <ThreatDetails
          threat={acting.threat}
          title="Review Block Reason"
          onClose={() => setActing(null)}
        />
      )}
      {(acting?.action === 'blocked' || acting?.action === 'resolved') && (
        <ReviewDialog
          threat={acting.threat}
          action={acting.action}
          companyId={currentCompany.id}
          onClose={() => setActing(null)}
        />
      )}
    </div>
  );
}

export default FraudDetection;
