import { describe, expect, it } from 'vitest';
import { alertIdOf, alertsOf, mergeAlerts, type Alert } from './alerts';
import { runChecks } from './checks/allChecks';
import { compliantCompany, TODAY } from './checks/compliantCompany.testSupport';

const NOW = `${TODAY}T03:00:00.000Z`;
const LATER = `${TODAY}T04:00:00.000Z`;

function gapCompany() {
  const input = compliantCompany();
  input.access.members[1]!.twoFactor = false;
  return input;
}

describe('alertsOf', () => {
  it('makes a high audit finding due in 48 hours of a critical failure, and a requirement_change of a notice', () => {
    const alerts = alertsOf(runChecks(gapCompany()), TODAY, NOW);
    expect(alerts.map((a) => [a.key, a.type, a.severity, a.dueDate, a.area])).toEqual([
      ['sox.two-factor', 'audit_finding', 'high', '2026-11-22', 'sox'],
      ['tax.tables:2027', 'requirement_change', 'medium', '2027-01-01', 'tax'],
    ]);
  });
});

describe('mergeAlerts', () => {
  const stored = (alerts: Alert[]) => new Map(alerts.map((a) => [alertIdOf(a.key), a]));

  it('reports a new finding as started, and not again while it stays open', () => {
    const first = mergeAlerts(new Map(), alertsOf(runChecks(gapCompany()), TODAY, NOW), NOW);
    expect(first.started.map((a) => a.key)).toEqual(['sox.two-factor', 'tax.tables:2027']);
    const second = mergeAlerts(
      stored([...first.write.values()]),
      alertsOf(runChecks(gapCompany()), TODAY, LATER),
      LATER,
    );
    expect(second.started).toEqual([]);
    expect(second.write.get(alertIdOf('sox.two-factor'))?.raisedAt).toBe(NOW);
  });

  it('keeps a plan (Schedule, Plan Action) while the check still finds the alert', () => {
    const first = mergeAlerts(new Map(), alertsOf(runChecks(gapCompany()), TODAY, NOW), NOW);
    const id = alertIdOf('sox.two-factor');
    const planned = new Map(first.write);
    planned.set(id, { ...planned.get(id)!, plannedFor: '2026-11-21', plannedBy: 'Olga' });
    const again = mergeAlerts(planned, alertsOf(runChecks(gapCompany()), TODAY, LATER), LATER);
    expect(again.write.get(id)).toMatchObject({ plannedFor: '2026-11-21', plannedBy: 'Olga' });
  });

  it('resolves an open alert the check no longer finds, and reopens a resolved one found again', () => {
    const first = mergeAlerts(new Map(), alertsOf(runChecks(gapCompany()), TODAY, NOW), NOW);
    const fixed = mergeAlerts(
      stored([...first.write.values()]),
      alertsOf(runChecks(compliantCompany()), TODAY, LATER),
      LATER,
    );
    expect(fixed.write.get(alertIdOf('sox.two-factor'))).toMatchObject({
      status: 'resolved',
      resolvedAt: LATER,
    });
    const again = mergeAlerts(
      stored([...fixed.write.values()]),
      alertsOf(runChecks(gapCompany()), TODAY, LATER),
      LATER,
    );
    expect(again.started.map((a) => a.key)).toEqual(['sox.two-factor']);
  });

  it('gives every key a record id', () => {
    expect(alertIdOf('tax.deposits:2026-11-16:2026Q4')).toMatch(/^alert-[0-9a-f]{8}$/);
    expect(alertIdOf('a')).not.toBe(alertIdOf('b'));
  });
});
