import { useEffect, useState, type ReactNode } from 'react';
import {
  CompanySyncProvider,
  Spinner,
  useCanReadScope,
  useScopeSync,
  useSyncState,
} from '@keel/core/client';
import { PAYROLL_SCOPE } from '../../domain/schema';
import { usePayrollStore } from '../stores';

/** Shows children once the store is bound and, with `waitForSync`, the document has synced once. */
function WhenOpen({
  waitForSync,
  spinner,
  children,
}: {
  waitForSync: boolean;
  spinner: ReactNode;
  children: ReactNode;
}) {
  const store = usePayrollStore();
  const { status } = useSyncState();
  const [synced, setSynced] = useState(false);
  useEffect(() => {
    if (status === 'synced') setSynced(true);
  }, [status]);
  const ready = !waitForSync || synced || status === 'synced';
  return store && ready ? children : spinner;
}

/**
 * Children inside the current company's payroll document, which only roles with payroll access
 * open (`denied` is shown to the others). `waitForSync` holds them until the document has synced
 * once: a screen that saves what it shows must start from the saved data.
 */
export function PayrollDocument({
  denied,
  waitForSync = false,
  showSpinnerLabel = false,
  children,
}: {
  denied: ReactNode;
  waitForSync?: boolean;
  showSpinnerLabel?: boolean;
  children: ReactNode;
}) {
  const allowed = useCanReadScope(PAYROLL_SCOPE);
  const sync = useScopeSync(PAYROLL_SCOPE);
  const spinner = <Spinner label="Opening payroll…" showLabel={showSpinnerLabel} />;
  if (!allowed) return denied;
  if (!sync) return spinner;
  return (
    <CompanySyncProvider sync={sync}>
      <WhenOpen waitForSync={waitForSync} spinner={spinner}>
        {children}
      </WhenOpen>
    </CompanySyncProvider>
  );
}
