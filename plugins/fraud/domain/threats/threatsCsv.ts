import { threatTypeLabels, type Threat } from './threatSchema';

const HEADER = [
  'id',
  'type',
  'severity',
  'status',
  'description',
  'amount',
  'timestamp',
  'confidence',
  'riskFactors',
  'records',
  'reviewedBy',
  'reason',
];

/** A CSV cell: quoted when it holds a comma, quote or line break; a leading =+-@ is defused. */
function cell(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The threats as CSV (Export Threats CSV), amounts in dollars. */
export function threatsCsv(threats: readonly Threat[]): string {
  const rows = threats.map((t) => [
    t.id,
    threatTypeLabels[t.type],
    t.severity,
    t.status,
    t.description,
    (t.amount / 100).toFixed(2),
    t.timestamp,
    String(t.confidence),
    t.riskFactors.join('; '),
    t.records.map((r) => r.label).join('; '),
    t.review?.by ?? '',
    t.review?.reason ?? '',
  ]);
  return [HEADER, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
