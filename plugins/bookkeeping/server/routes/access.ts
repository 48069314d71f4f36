import { companyScopeAccess, type Role } from '@keel/core/domain';

/** The roles that may change the books: those that may write the company document (not viewers). */
export const bookWriters: readonly Role[] = companyScopeAccess.write;
