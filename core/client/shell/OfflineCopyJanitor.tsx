import { useEffect } from 'react';
import { useSession } from '../session';
import { deleteOfflineCopies } from '../sync';

/**
 * Deletes this browser's offline copies of companies the person no longer belongs to (removed
 * by an owner, or a company left): their books must not stay readable on this machine.
 */
export function OfflineCopyJanitor() {
  const { status, companies, companiesLoaded } = useSession();
  useEffect(() => {
    // Only a list the server really answered: an empty list while loading or offline means nothing.
    if (status !== 'signed-in' || !companiesLoaded) return;
    const ids = new Set(companies.map((c) => c.id));
    void deleteOfflineCopies((companyId) => ids.has(companyId));
  }, [status, companies, companiesLoaded]);
  return null;
}
