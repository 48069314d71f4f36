import { Link } from 'react-router-dom';
import { Badge, Button, Card, type BadgeTone } from '@keel/core/client';
import { statusLabels, type ComplianceStatus } from '../../domain/areas';
import type { AreaSummary } from '../../domain/checkRun';
import { formatDate } from '../../domain/dates';

export const statusTones: Record<ComplianceStatus, BadgeTone> = {
  compliant: 'success',
  attention_needed: 'warning',
  non_compliant: 'danger',
  under_review: 'neutral',
};

const resultLabels = {
  passed: 'Passed',
  failed: 'Failed',
  not_applicable: 'Not applicable',
} as const;

/** "72% → 85% → 91%": the area's scores over the last checks. */
function trendOf(scores: readonly (number | null | undefined)[]): string | null {
  const shown = scores.filter((s): s is number => typeof s === 'number').slice(-5);
  return shown.length < 2 ? null : shown.map((s) => `${s}%`).join(' → ');
}

/**
 * One compliance area (spec 001 section 3): status, score and how it was computed, last check,
 * requirements with their findings, next review and the trend. An area with a failing check offers
 * Fix Gap (the page where its first finding is fixed) and Get Help (its findings to the company's
 * accountants and CPAs); a compliant area offers Export Compliance Report.
 */
export function AreaCard({
  area,
  trend,
  canAct,
  onGetHelp,
  onExport,
}: {
  area: AreaSummary;
  trend: readonly (number | null | undefined)[];
  canAct: boolean;
  onGetHelp: (area: AreaSummary) => void;
  onExport: () => void;
}) {
  const findings = area.requirements.flatMap((r) => r.findings);
  const trendText = trendOf(trend);
  return (
    <Card
      title={area.title}
      description={area.description}
      aria-label={area.title}
      id={`area-${area.id}`}
      actions={<Badge tone={statusTones[area.status]}>{statusLabels[area.status]}</Badge>}
    >
      <p>
        <strong style={{ fontSize: '1.5rem' }}>
          {area.score === null ? 'No score' : `${area.score}%`}
        </strong>{' '}
        <span className="k-muted">{area.explanation}</span>
      </p>
      {trendText && <p className="k-muted">Trend: {trendText}</p>}
      <p className="k-muted">
        Last check {formatDate(area.lastCheck)} · Next review {formatDate(area.nextReview)}
      </p>
      <h4>Requirements</h4>
      <ul aria-label={`${area.title} requirements`}>
        {area.requirements.map((r) => (
          <li key={r.checkId}>
            <Badge
              tone={
                r.status === 'failed' ? 'danger' : r.status === 'passed' ? 'success' : 'neutral'
              }
            >
              {resultLabels[r.status]}
            </Badge>{' '}
            {r.requirement}
            <div className="k-muted">{r.summary}</div>
            {r.findings.map((f) => (
              <div key={f.key} id={`finding-${f.key}`}>
                <strong>{f.title}</strong>
                <p>{f.description}</p>
                {f.records.length > 0 && (
                  <ul aria-label={`Records of ${f.title}`}>
                    {f.records.map((rec) => (
                      <li key={rec.label}>
                        {rec.path ? <Link to={rec.path}>{rec.label}</Link> : rec.label}
                      </li>
                    ))}
                  </ul>
                )}
                <Link to={f.fix.path}>{f.fix.label}</Link>
              </div>
            ))}
          </li>
        ))}
      </ul>
      <div className="k-toolbar">
        {findings[0] && (
          <Link className="k-btn k-btn--primary k-btn--sm" to={findings[0].fix.path}>
            Fix Gap
          </Link>
        )}
        {findings.length > 0 && canAct && (
          <Button size="sm" variant="secondary" onClick={() => onGetHelp(area)}>
            Get Help
          </Button>
        )}
        {area.status === 'compliant' && (
          <Button size="sm" variant="secondary" onClick={onExport}>
            Export Compliance Report
          </Button>
        )}
      </div>
    </Card>
  );
}
