import type { Role } from '@keel/core/domain';

/** Who acts on compliance (issue 15): owners, admins, accountants and CPAs. Viewers and bookkeepers read. */
export const ACTOR_ROLES: readonly Role[] = ['owner', 'admin', 'accountant', 'cpa'];
