import { formatUSD } from '@keel/core/domain';
import { confirmedShare, type ThreatSummary } from '../../domain/threats/threatSummary';

/** The five statistic tiles of the screen, from the stored threats. */
export function ThreatTiles({ summary }: { summary: ThreatSummary }) {
  const share = confirmedShare(summary);
  const tiles: [string, string, string][] = [
    ['Active Threats', String(summary.active), 'Still investigating'],
    ['High Severity', String(summary.highSeverity), 'Need immediate action'],
    ['Blocked Transactions', String(summary.blocked), 'Confirmed and held'],
    ['Amount at Risk', formatUSD(summary.atRiskCents), 'In active threats'],
    [
      'Confirmed Rate',
      share === null ? '—' : `${share}%`,
      share === null
        ? 'No reviews yet'
        : `${summary.confirmed} of ${summary.reviewed} reviewed threats confirmed`,
    ],
  ];
  return (
    <dl className="fraud-tiles" aria-label="Fraud figures">
      {tiles.map(([term, value, note]) => (
        <div key={term} className="fraud-tile">
          <dt>{term}</dt>
          <dd>
            <span className="fraud-tile-value">{value}</span>
            <span className="fraud-tile-note">{note}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
