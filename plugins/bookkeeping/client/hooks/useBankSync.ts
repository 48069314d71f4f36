import { useCallback, useMemo, useRef, useState } from 'react';
import { companyApi, useToast } from '@keel/core/client';
import { bookkeepingRoutes } from '../../domain/routes';

/** Bank sync for the open company: whether one is running, and how to start one. */
export interface BankSync {
  syncing: boolean;
  /** Syncs every live bank connection. */
  syncAll(): Promise<void>;
  /** Syncs one bank account of the chart. */
  syncOne(accountId: string): Promise<void>;
}

/**
 * Asks the server to pull new lines from the company's live bank connections and says how it
 * went in a toast. The lines arrive through the synced store, written by the server.
 */
export function useBankSync(companyId: string | null): BankSync {
  const { toast } = useToast();
  const [syncing, setSyncing] = useState(false);
  const running = useRef(false);

  const run = useCallback(
    async (body: { accountId?: string }) => {
      if (companyId === null) throw new Error('No company selected');
      if (running.current) return;
      running.current = true;
      setSyncing(true);
      try {
        const answer = await companyApi(companyId).call(bookkeepingRoutes.syncBanks, {}, body);
        const matched = answer.accounts.reduce((sum, account) => sum + account.matchedPosted, 0);
        toast({
          title: 'Banks Synced',
          description: `Imported ${answer.transactionsSynced} new transactions${
            matched > 0 ? `, ${matched} matched to payments already in the books` : ''
          }`,
        });
        // A bank that failed is named by the server; the others were still imported.
        for (const account of answer.accounts) {
          if (account.error)
            toast({ title: 'Sync Failed', description: account.error, variant: 'destructive' });
        }
      } catch {
        toast({
          title: 'Sync Failed',
          description: 'Failed to sync bank accounts',
          variant: 'destructive',
        });
      } finally {
        running.current = false;
        setSyncing(false);
      }
    },
    [companyId, toast],
  );

  return useMemo(
    () => ({
      syncing,
      syncAll: () => run({}),
      syncOne: (accountId: string) => run({ accountId }),
    }),
    [syncing, run],
  );
}
