import { statusLabels } from '../areas';
import type { Alert } from '../alerts';
import type { CheckRun } from '../checkRun';
import { formatDate } from '../dates';

/** One line of the report: a heading, text, or a line of a table. */
export interface ReportLine {
  style: 'title' | 'heading' | 'text' | 'muted';
  text: string;
}

const resultLabels = {
  passed: 'Passed',
  failed: 'FAILED',
  not_applicable: 'Not applicable',
} as const;
const percent = (score: number | null | undefined) =>
  typeof score === 'number' ? `${score}%` : 'no score';

/**
 * The Compliance Report (spec 001, Export Compliance Report), as lines: the latest check's scores
 * and how they are computed, each area's requirements with their findings and where to fix them,
 * the open alerts, and the scores over time.
 */
export function reportLines(input: {
  companyName: string;
  run: CheckRun;
  alerts: readonly Alert[];
  history: readonly { checkedAt: string; scores: Record<string, number | null> }[];
  generatedOn: string;
}): ReportLine[] {
  const { run } = input;
  const lines: ReportLine[] = [
    { style: 'title', text: `Compliance Report: ${input.companyName}` },
    {
      style: 'muted',
      text: `Generated ${formatDate(input.generatedOn)} from the check of ${formatDate(run.checkedAt)}.`,
    },
    {
      style: 'heading',
      text: `Overall score: ${percent(run.overall.score)} (${statusLabels[run.overall.status]})`,
    },
    { style: 'text', text: run.overall.explanation },
    {
      style: 'muted',
      text: 'Each check weighs 10 (critical), 5 (high), 2 (medium) or 1 (low); a score is 100 x the weight of the passed checks / the weight of the checks that apply. 98% and above is compliant, 90 to 97 attention needed, below 90 non-compliant.',
    },
  ];
  for (const area of run.areas) {
    lines.push({
      style: 'heading',
      text: `${area.title}: ${percent(area.score)} (${statusLabels[area.status]})`,
    });
    lines.push({ style: 'muted', text: area.explanation });
    for (const r of area.requirements) {
      lines.push({
        style: 'text',
        text: `${resultLabels[r.status]}: ${r.requirement}. ${r.summary}`,
      });
      for (const f of r.findings)
        lines.push({
          style: 'muted',
          text: `  Finding: ${f.title}. ${f.description} Fix: ${f.fix.label} (${f.fix.path}).`,
        });
    }
  }
  const open = input.alerts.filter((a) => a.status === 'open');
  lines.push({ style: 'heading', text: `Open alerts: ${open.length}` });
  for (const a of open)
    lines.push({
      style: 'text',
      text: `${a.severity.toUpperCase()}, due ${formatDate(a.dueDate)}: ${a.title}`,
    });
  lines.push({ style: 'heading', text: 'Scores over time' });
  for (const point of input.history.slice(-30))
    lines.push({
      style: 'text',
      text: `${formatDate(point.checkedAt)}: overall ${percent(point.scores.overall)}, SOX ${percent(point.scores.sox)}, GAAP ${percent(point.scores.gaap)}, tax ${percent(point.scores.tax)}, privacy ${percent(point.scores.privacy)}`,
    });
  return lines;
}
