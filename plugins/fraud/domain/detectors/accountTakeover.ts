import type { AuditEvent } from '@keel/core/domain';
import type { AccessEvidence, BankChange, PayrollEvidence } from '../evidence/evidence';
import type { Finding, ThreatRecord } from '../threats/threatSchema';
import { compareText, hoursBetween } from './payments';

/**
 * Account takeover, the FBI's payroll diversion pattern (IC3 PSA, September 2018; shared/research
 * analytics-and-scale section 1, A4): an employee's direct-deposit account, or the company's payroll
 * account, changed shortly after a sign-in from a new device or address, after failed sign-ins,
 * or after two-factor sign-in was turned off. Also a sign-in that succeeds after a run of failures
 * from an address never used before.
 */

/** A bank change this soon after the sign-in that preceded it counts as that session's. */
export const SESSION_HOURS = 12;
/** Failed sign-ins in the hour before a sign-in that make it suspect. */
export const FAILURES_BEFORE = 3;
/** Failures in the hour before a sign-in from a new address that make it a threat on its own. */
export const BRUTE_FORCE_FAILURES = 5;
/** Two-factor turned off this many days before a change. */
export const TWO_FACTOR_OFF_DAYS = 7;
/** A direct-deposit account replaced this many days or fewer before a payday that paid into it. */
export const CHANGE_BEFORE_PAYDAY_DAYS = 3;

const FAILED = new Set([
  'wrong-password',
  'two-factor-failed',
  'two-factor-replayed',
  'locked',
  'rate-limited',
]);

/** A browser as a person names it, from its user agent. */
export function browserName(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'an unknown browser';
  const system = /Windows/.test(userAgent)
    ? 'Windows'
    : /Android/.test(userAgent)
      ? 'Android'
      : /iPhone|iPad/.test(userAgent)
        ? 'iOS'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : 'an unknown system';
  return `${browser} on ${system}`;
}

interface SignInRisk {
  signIn: AuditEvent;
  factors: string[];
  newAddress: boolean;
  failures: number;
}

/** What made each successful sign-in risky, oldest first. */
export function signInRisks(events: readonly AuditEvent[]): SignInRisk[] {
  const sorted = [...events].sort((a, b) => compareText(a.at, b.at));
  const seen = new Map<string, { agents: Set<string>; addresses: Set<string> }>();
  const risks: SignInRisk[] = [];
  for (const [i, event] of sorted.entries()) {
    if (event.kind !== 'sign-in' || event.outcome !== 'success' || event.userId === null) continue;
    const user = event.userId;
    const history = seen.get(user);
    const factors: string[] = [];
    const newAgent = history !== undefined && !history.agents.has(event.userAgent);
    const newAddress = history !== undefined && !history.addresses.has(event.ip);
    if (newAgent) factors.push(`Signed in from a new device (${browserName(event.userAgent)})`);
    if (newAddress) factors.push('Signed in from an address this member never used before');
    const failures = sorted
      .slice(0, i)
      .filter(
        (e) =>
          e.kind === 'sign-in' &&
          e.email === event.email &&
          FAILED.has(e.outcome) &&
          hoursBetween(e.at, event.at) <= 1,
      ).length;
    if (failures >= FAILURES_BEFORE) factors.push(`${failures} failed sign-ins in the hour before`);
    const offAt = sorted
      .slice(0, i)
      .filter(
        (e) =>
          e.userId === user &&
          e.outcome === 'two-factor disabled' &&
          hoursBetween(e.at, event.at) <= TWO_FACTOR_OFF_DAYS * 24,
      )
      .at(-1);
    if (offAt) factors.push(`Two-factor sign-in was turned off on ${offAt.at.slice(0, 10)}`);
    risks.push({ signIn: event, factors, newAddress, failures });
    const entry = history ?? { agents: new Set<string>(), addresses: new Set<string>() };
    entry.agents.add(event.userAgent);
    entry.addresses.add(event.ip);
    seen.set(user, entry);
  }
  return risks;
}

export const signInRecord = (event: AuditEvent): ThreatRecord => ({
  id: `sign-in:${event.userId ?? event.email}@${event.at}`,
  label: `Sign-in of ${event.email} on ${event.at.slice(0, 16).replace('T', ' ')}`,
  link: '/settings/company',
});

const changeRecord = (change: BankChange): ThreatRecord => ({
  id: `bank-change:${change.id}`,
  label: `Bank details of ${change.label} changed on ${change.at.slice(0, 16).replace('T', ' ')}`,
  link: change.link,
});

/** How long after a sign-in, in words. */
const minutes = (n: number) => (n === 1 ? '1 minute' : `${n} minutes`);
const sinceSignIn = (hours: number) =>
  hours < 1 ? minutes(Math.max(1, Math.round(hours * 60))) : `${hours.toFixed(1)} hours`;

/** Bank changes made in a risky session. */
function diversionFindings(risks: readonly SignInRisk[], payroll: PayrollEvidence): Finding[] {
  const findings: Finding[] = [];
  for (const change of payroll.bankChanges) {
    if (change.userId === null) continue;
    const session = risks
      .filter(
        (r) =>
          r.signIn.userId === change.userId &&
          r.signIn.at <= change.at &&
          hoursBetween(r.signIn.at, change.at) <= SESSION_HOURS,
      )
      .at(-1);
    if (!session || session.factors.length === 0) continue;
    const soon = sinceSignIn(hoursBetween(session.signIn.at, change.at));
    findings.push({
      type: 'account_takeover',
      rule: 'takeover.bank-change',
      severity: 'high',
      confidence: Math.min(95, 65 + 10 * session.factors.length),
      amount: 0,
      description: `The bank details of ${change.label} were changed by ${change.by} ${soon} after a risky sign-in`,
      riskFactors: [
        ...session.factors,
        `The bank details were changed ${soon} after that sign-in: the payroll diversion pattern the FBI warns of`,
      ],
      records: [changeRecord(change), signInRecord(session.signIn)],
      timestamp: change.at,
    });
  }
  return findings;
}

const paycheckRecord = (runId: string, employeeId: string, label: string): ThreatRecord => ({
  id: `paycheck:${runId}/${employeeId}`,
  label,
  link: `/payroll-ai?run=${encodeURIComponent(runId)}`,
});

/**
 * An employee's direct-deposit account replaced days before a payday that then paid into it: the
 * payroll diversion pattern even without a risky sign-in in Keel's log (the attacker may have
 * phished the employee, or the change came by e-mail to the person who keyed it in).
 */
function changeBeforePaydayFindings(
  payroll: PayrollEvidence,
  raised: ReadonlySet<string>,
): Finding[] {
  const findings: Finding[] = [];
  for (const change of payroll.bankChanges) {
    if (change.subject !== 'employee' || !change.replaced || raised.has(change.id)) continue;
    const day = change.at.slice(0, 10);
    const paycheck = payroll.paychecks
      .filter(
        (p) =>
          p.employeeId === change.employeeId &&
          p.status !== 'void' &&
          p.payDate >= day &&
          hoursBetween(`${day}T00:00:00.000Z`, `${p.payDate}T00:00:00.000Z`) <=
            CHANGE_BEFORE_PAYDAY_DAYS * 24,
      )
      .sort((a, b) => compareText(a.payDate, b.payDate))[0];
    if (!paycheck) continue;
    const days = Math.round(
      hoursBetween(`${day}T00:00:00.000Z`, `${paycheck.payDate}T00:00:00.000Z`) / 24,
    );
    const employee = payroll.employees.find((e) => e.id === change.employeeId);
    const when =
      days === 0 ? 'on the payday' : `${days} day${days === 1 ? '' : 's'} before the payday`;
    findings.push({
      type: 'account_takeover',
      rule: 'takeover.change-before-payday',
      severity: 'medium',
      confidence: employee && !employee.prenoted ? 65 : 55,
      amount: paycheck.net,
      description: `The direct-deposit account of ${change.label} was replaced by ${change.by} ${when} of ${paycheck.payDate}`,
      riskFactors: [
        `The account was replaced ${when}: payroll diversion changes the account just before pay goes out`,
        `The paycheck of ${paycheck.payDate} paid ${(paycheck.net / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' })} into the new account${change.accountLast4 ? ` (ending ${change.accountLast4})` : ''}`,
        ...(employee && !employee.prenoted
          ? ['No prenote confirmed the new account before it was paid']
          : []),
        'Confirm the change with the employee by phone, at a number already on file',
      ],
      records: [
        changeRecord(change),
        paycheckRecord(
          paycheck.runId,
          paycheck.employeeId,
          `Paycheck of ${paycheck.employeeName} on ${paycheck.payDate}`,
        ),
      ],
      timestamp: change.at,
    });
  }
  return findings;
}

/** A sign-in that succeeded after many failures from an address the member never used. */
function bruteForceFindings(risks: readonly SignInRisk[]): Finding[] {
  return risks
    .filter((r) => r.failures >= BRUTE_FORCE_FAILURES && r.newAddress)
    .map((r) => ({
      type: 'account_takeover' as const,
      rule: 'takeover.sign-in',
      severity: 'medium' as const,
      confidence: 65,
      amount: 0,
      description: `${r.signIn.email} signed in from a new address after ${r.failures} failed attempts`,
      riskFactors: r.factors,
      records: [signInRecord(r.signIn)],
      timestamp: r.signIn.at,
    }));
}

/** An account or company change that an intruder makes to keep or widen their hold, and how bad it is. */
export function sensitiveChange(
  event: AuditEvent,
): { what: string; severity: 'high' | 'medium' } | null {
  if (event.kind === 'account' && event.outcome === 'two-factor disabled')
    return { what: 'turned off two-factor sign-in', severity: 'high' };
  if (event.kind === 'member' && /-> (owner|admin)$/.test(event.outcome))
    return { what: `raised a member's role (${event.outcome})`, severity: 'high' };
  if (event.kind === 'member' && event.outcome.startsWith('removed'))
    return { what: 'removed a member of the company', severity: 'medium' };
  if (event.kind === 'company' && event.outcome.startsWith('updated'))
    return { what: `changed the company profile (${event.outcome})`, severity: 'medium' };
  return null;
}

const changeEventRecord = (event: AuditEvent): ThreatRecord => ({
  id: `change:${event.userId ?? event.email}@${event.at}`,
  label: `${event.email}: ${event.outcome} on ${event.at.slice(0, 16).replace('T', ' ')}`,
  link: '/settings/company',
});

/** Account and company changes (the audit log's) made in a risky session. */
function auditChangeFindings(
  risks: readonly SignInRisk[],
  events: readonly AuditEvent[],
): Finding[] {
  const findings: Finding[] = [];
  for (const event of events) {
    const change = sensitiveChange(event);
    if (!change || event.userId === null) continue;
    const session = risks
      .filter(
        (r) =>
          r.signIn.userId === event.userId &&
          r.signIn.at <= event.at &&
          hoursBetween(r.signIn.at, event.at) <= SESSION_HOURS,
      )
      .at(-1);
    if (!session || session.factors.length === 0) continue;
    const soon = sinceSignIn(hoursBetween(session.signIn.at, event.at));
    findings.push({
      type: 'account_takeover',
      rule: 'takeover.account-change',
      severity: change.severity,
      confidence: Math.min(90, 55 + 10 * session.factors.length),
      amount: 0,
      description: `${event.email} ${change.what} ${soon} after a risky sign-in`,
      riskFactors: [
        ...session.factors,
        `The change was made ${soon} after that sign-in: an intruder keeps a stolen account by turning off its protections`,
      ],
      records: [changeEventRecord(event), signInRecord(session.signIn)],
      timestamp: event.at,
    });
  }
  return findings;
}

/** Every sign of a takeover of the company's accounts. */
export function detectAccountTakeover(
  access: AccessEvidence,
  payroll: PayrollEvidence | null,
): Finding[] {
  const risks = signInRisks(access.events);
  const diversions = payroll ? diversionFindings(risks, payroll) : [];
  const raised = new Set(
    diversions.flatMap((f) => f.records.map((r) => r.id.replace(/^bank-change:/, ''))),
  );
  return [
    ...diversions,
    ...(payroll ? changeBeforePaydayFindings(payroll, raised) : []),
    ...auditChangeFindings(risks, access.events),
    ...bruteForceFindings(risks),
  ];
}
