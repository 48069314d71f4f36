import { describe, expect, it } from 'vitest';
import { alertsOf } from '../alerts';
import { checkRunOf, scoresOf } from '../checkRun';
import { runChecks } from '../checks/allChecks';
import { compliantCompany, TODAY } from '../checks/compliantCompany.testSupport';
import { upcomingDeadlines } from '../deadlines';
import { reportLines } from './reportLines';

describe('reportLines', () => {
  it('holds the scores with their computation, every requirement, the findings with their fix, the open alerts and the history', () => {
    const input = compliantCompany();
    input.records.reviews = [];
    const results = runChecks(input);
    const run = checkRunOf(results, upcomingDeadlines(input), TODAY, `${TODAY}T03:00:00.000Z`);
    const lines = reportLines({
      companyName: 'Olga Books LLC',
      run,
      alerts: alertsOf(results, TODAY, run.checkedAt),
      history: [{ checkedAt: run.checkedAt, scores: scoresOf(run) }],
      generatedOn: TODAY,
    });
    const text = lines.map((l) => l.text);
    expect(text[0]).toBe('Compliance Report: Olga Books LLC');
    expect(text).toContain('Privacy and data security: 91% (Attention needed)');
    expect(text).toContain('GAAP books: 100% (Compliant)');
    expect(
      text.some(
        (t) =>
          t.startsWith('  Finding: Payroll access not reviewed in the last 90 days.') &&
          t.endsWith('Fix: Review access (/compliance-monitor?open=payroll-access).'),
      ),
    ).toBe(true);
    expect(text.filter((t) => t.startsWith('FAILED: '))).toHaveLength(1);
    expect(text).toContain('Open alerts: 2');
    expect(text.at(-1)).toBe(
      'Nov 20, 2026: overall 98%, SOX 100%, GAAP 100%, tax 100%, privacy 91%',
    );
  });
});
