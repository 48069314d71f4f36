import type { AuditEvent, AuditService, CompanyMember } from '@keel/core/domain';
import type { AuditRecord } from '../storage/records';
import type { Storage } from '../storage/storage';

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
export function createAuditService(storage: Storage): AuditService {
  const memberIds = (companyId: string) =>
    new Set(storage.data.memberships.filter((m) => m.companyId === companyId).map((m) => m.userId));
  return {
    async events(companyId, query = {}) {
      const members = memberIds(companyId);
      const kinds = query.kinds && new Set(query.kinds);
      const found: AuditEvent[] = [];
      const limit = query.limit ?? DEFAULT_LIMIT;
      for (let i = storage.data.audit.length - 1; i >= 0 && found.length < limit; i -= 1) {
        const record = storage.data.audit[i]!;
        const day = record.at.slice(0, 10);
        if (query.to && day > query.to) continue;
        if (query.from && day < query.from) continue;
        if (kinds && !kinds.has(record.kind)) continue;
        const concerns =
          record.companyId === companyId ||
          (record.kind === 'sign-in' && record.userId !== null && members.has(record.userId));
        if (concerns) found.push(eventOf(record));
      }
      return found;
    },
    async members(companyId) {
      return storage.data.memberships
        .filter((m) => m.companyId === companyId)
        .flatMap((m): CompanyMember[] => {
          const user = storage.data.users.find((u) => u.id === m.userId);
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
        });
    },
    async requiresTwoFactor(companyId) {
      return storage.data.companies.find((c) => c.id === companyId)?.requireTwoFactor === true;
    },
  };
}
