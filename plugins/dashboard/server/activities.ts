import { corePages, type AuditEvent, type AuditService, type Role } from '@keel/core/domain';
import type { MemberContext } from '@keel/core/server';
import type { Activity } from '../domain/overview';

/** How many events the dashboard lists. */
export const ACTIVITY_LIMIT = 20;

/** The roles that see every member's sign-ins; the others see their own. */
const signInReaders: readonly Role[] = ['owner', 'admin'];

const signInWords: Record<string, string> = {
  success: 'signed in',
  'wrong-password': 'failed to sign in (wrong password)',
  'two-factor-failed': 'failed to sign in (wrong two-factor code)',
};

/** What an event says was done, with member ids replaced by their names. */
function actionOf(event: AuditEvent, nameOf: (userId: string) => string): string {
  const { kind, outcome } = event;
  if (kind === 'sign-in') return signInWords[outcome] ?? `failed to sign in (${outcome})`;
  const role = /^role of (\S+): (\S+) -> (\S+)$/.exec(outcome);
  if (role) return `changed ${nameOf(role[1] ?? '')}'s role from ${role[2]} to ${role[3]}`;
  const removed = /^removed (\S+)$/.exec(outcome);
  if (removed) return `removed ${nameOf(removed[1] ?? '')} from the company`;
  if (kind === 'company' && outcome.startsWith('updated '))
    return `updated the company's ${outcome.slice('updated '.length)}`;
  return outcome;
}

/**
 * The company's recent activity from the audit log, newest first: sign-ins (every member's to
 * owners and admins, one's own to the others), membership, company and account changes, each with
 * who did it by name and the page where it is seen. Addresses and browsers are left out.
 */
export async function readActivities(
  audit: AuditService,
  member: MemberContext,
): Promise<Activity[]> {
  const { companyId } = member;
  const members = await audit.members(companyId);
  const names = new Map(members.map((m) => [m.userId, m.name]));
  const nameOf = (userId: string) => names.get(userId) ?? 'a former member';
  const seesAllSignIns = signInReaders.includes(member.role);
  const events = await audit.events(companyId, { limit: 200 });
  return events
    .filter((e) => e.kind !== 'sign-in' || seesAllSignIns || e.userId === member.userId)
    .slice(0, ACTIVITY_LIMIT)
    .map((event) => ({
      at: event.at,
      kind: event.kind,
      userId: event.userId,
      who: (event.userId ? names.get(event.userId) : undefined) ?? event.email,
      action: actionOf(event, nameOf),
      path: event.kind === 'member' || event.kind === 'company' ? corePages.companySettings : null,
    }));
}
