import { startTransition, useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../api';
import { deleteOfflineCopies, useSyncState } from '../sync';
import { useToast } from '../ui';
import { useSession } from './SessionContext';

/** Where a sign-out may go, and what its toast says about it (the spec's words for /login). */
const destinations = {
  '/login': 'Redirecting to login page...',
  '/': 'Redirecting to home page...',
} as const;

/** Signs out on the server with the spec's toasts, then goes to `target` after 1000 ms. */
export function useSignOut(target: keyof typeof destinations = '/login'): {
  signOut: () => Promise<void>;
  busy: boolean;
} {
  const { clear } = useSession();
  const { pendingChanges } = useSyncState();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const signOut = useCallback(async () => {
    setBusy(true);
    try {
      await api.logout();
    } catch {
      setBusy(false);
      toast({
        title: 'Error',
        description: 'Failed to sign out. Please try again.',
        variant: 'destructive',
      });
      return;
    }
    toast({ title: 'Signing Out', description: destinations[target] });
    setTimeout(() => {
      // React Router navigates in a transition; clearing in the same transition commits both at
      // once, else the signed-out routes render the old path first and redirect it to /login.
      startTransition(() => {
        navigate(target);
        clear();
      });
      // A shared computer keeps no books after sign-out; unsynced edits are kept, not thrown away,
      // and go up the next time a member of that company signs in here.
      if (pendingChanges === 0) void deleteOfflineCopies();
    }, 1000);
  }, [clear, navigate, target, toast, pendingChanges]);
  return { signOut, busy };
}
