import { accountantModeRoles, type MemberContext, type PortfolioService } from '@keel/core/domain';
import type { Store } from 'tinybase';
import { clientRowSchema, type ClientRow } from '../domain/schema';

/** A client a member of the practice may act on: one the practice added, or a company on Keel. */
export type PracticeClient =
  | { onKeel: false; id: string; name: string; email: string; row: ClientRow }
  | { onKeel: true; id: string; name: string; member: MemberContext; row: ClientRow | null };

/**
 * The client `clientId` as the user of the practice may see it: a client the practice added (not
 * on Keel), or a company where the user is a member with an accountant, CPA or bookkeeper role
 * (never the practice itself); null otherwise, and then nothing of it was read.
 */
export async function practiceClient(
  portfolio: PortfolioService,
  store: Store,
  practice: MemberContext,
  clientId: string,
): Promise<PracticeClient | null> {
  const row = store.hasRow('clients', clientId)
    ? clientRowSchema.parse(store.getRow('clients', clientId))
    : null;
  if (row && row.keelCompanyId === '')
    return { onKeel: false, id: clientId, name: row.name, email: row.email, row };
  if (clientId === practice.companyId) return null;
  const member = await portfolio.asMember(practice.userId, clientId, accountantModeRoles);
  if (!member) return null;
  const company = (await portfolio.companiesOf(practice.userId)).find((c) => c.id === clientId);
  if (!company) return null;
  return { onKeel: true, id: clientId, name: company.name, member, row };
}
