import type { AuditEvent, AuditService, CompanyMember } from '@keel/core/domain';
import type { AuditRecord } from '../storage/records';
import type { AuditMatch, Storage } from '../storage/storage';
import type { AuditFeed } from './auditFeed';
import { checkAuditLog } from './auditLogCheck';
import { membersOf } from './memberships';

const DEFAULT_LIMIT = 1000;

function eventOf(record: AuditRecord): AuditEvent {
  const { at, kind, userId, email, outcome, ip, userAgent } = record;
  return { at, kind, userId, email, outcome, ip, userAgent };
}

/**
 * `core.audit`: the audit log read for one company. A company's events are the records naming it
 * (membership and profile changes) and the sign-ins of the accounts that are its members now;
 * another company's members' sign-ins are never part of it.
 */
export function createAuditService(storage: Storage, feed: AuditFeed): AuditService {
  return {
    subscribe: (filter, listener) => feed.subscribe(filter, listener),
    async events(companyId, query = {}) {
      const members = (await membersOf(storage, companyId)).map((m) => m.userId);
      const days = { from: query.from, to: query.to };
      const kinds = query.kinds;
      const matches: AuditMatch[] = [{ companyId, kind: kinds, ...days }];
      if (members.length > 0 && (!kinds || kinds.includes('sign-in')))
        matches.push({ kind: 'sign-in', userId: members, ...days });
      const records = await storage.audit.newest(matches, query.limit ?? DEFAULT_LIMIT);
      return records.map(eventOf);
    },
    async members(companyId) {
      const found = await Promise.all(
        (await membersOf(storage, companyId)).map(async (m): Promise<CompanyMember[]> => {
          const user = await storage.users.get(m.userId);
          return user
            ? [
                {
                  userId: user.id,
                  name: `${user.firstName} ${user.lastName}`.trim(),
                  email: user.email,
                  role: m.role,
                  joinedAt: m.joinedAt,
                  twoFactor: user.totp?.enabled === true,
                },
              ]
            : [];
        }),
      );
      return found.flat();
    },
    async requiresTwoFactor(companyId) {
      return (await storage.companies.get(companyId))?.requireTwoFactor === true;
    },
    async chainCheck() {
      const { check, around } = await checkAuditLog(storage.audit);
      const broken = check.brokenAt === null ? undefined : around.get(check.brokenAt);
      const text = (value: unknown) => (typeof value === 'string' ? value : '');
      return {
        records: check.records,
        status:
          check.brokenAt !== null ? 'broken' : check.chainStart === null ? 'unchained' : 'verified',
        brokenAt: broken ? { at: text(broken.at), kind: text(broken.kind) } : null,
      };
    },
  };
}
