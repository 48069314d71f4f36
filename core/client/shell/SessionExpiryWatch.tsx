import { useEffect } from 'react';
import { useSession } from '../session';
import { useSyncState } from '../sync';

/**
 * When the sync server says the session ended (4401) or access was withdrawn (4403), asks the
 * API again: a signed-out user lands on the public views, a removed member on another company.
 */
export function SessionExpiryWatch() {
  const { status } = useSyncState();
  const { refresh } = useSession();
  useEffect(() => {
    if (status === 'signed-out' || status === 'forbidden') void refresh();
  }, [status, refresh]);
  return null;
}
