import { useClock, useUser } from '@keel/core/client';
import { companyScopeAccess, scopeAllows } from '@keel/core/domain';

/** Who is changing the books, as the audit trail records it, and whether they may. */
export interface BooksAuthor {
  by: string;
  canWrite: boolean;
  /** Now, as an ISO timestamp. */
  now: () => string;
}

/** The signed-in member as an author of book changes. */
export function useBooksAuthor(): BooksAuthor {
  const user = useUser();
  const clock = useClock();
  return {
    by: `${user.name} <${user.email}>`,
    // The same rule the server applies to the company document: every role but the viewer.
    canWrite: user.role !== null && scopeAllows(companyScopeAccess, user.role, 'write'),
    now: () => clock.now().toISOString(),
  };
}
