import { describe, expect, it } from 'vitest';
import { alertsOf } from './alerts';
import { checkRunOf } from './checkRun';
import { runChecks } from './checks/allChecks';
import { compliantCompany, TODAY } from './checks/compliantCompany.testSupport';
import { statusOf } from './statusOf';

describe('statusOf (compliance.status)', () => {
  it('says never-checked before the first check', () => {
    expect(statusOf(null, [])).toEqual({ status: 'never-checked' });
  });

  it('gives the overall and per-area scores and counts the open alerts', () => {
    const input = compliantCompany();
    input.access.members[1]!.twoFactor = false;
    const results = runChecks(input);
    const run = checkRunOf(results, [], TODAY, `${TODAY}T03:00:00.000Z`);
    const alerts = alertsOf(results, TODAY, run.checkedAt);
    expect(statusOf(run, [...alerts, { ...alerts[0]!, status: 'resolved' }])).toEqual({
      status: 'ready',
      checkedAt: run.checkedAt,
      overall: { score: 92, status: 'attention_needed' },
      areas: [
        { id: 'sox', score: 76, status: 'non_compliant' },
        { id: 'gaap', score: 100, status: 'compliant' },
        { id: 'tax', score: 100, status: 'compliant' },
        { id: 'privacy', score: 100, status: 'compliant' },
      ],
      openAlerts: 2,
      openHighAlerts: 1,
    });
  });
});
